<?php
/**
 * The server filters of the price format and coupon labels.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Coupons\Coupon;
use Rueda\Settings\CurrencySettings;

/**
 * `rueda_price_format` shapes the currency prefix and suffix every Store API price carries;
 * `rueda_coupon_label` the label of applied coupons.
 */
final class PriceAndCouponFormatFiltersTest extends CartTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'rueda_price_format' );
		remove_all_filters( 'rueda_coupon_label' );
		parent::tearDown();
	}

	public function test_the_price_format_sets_the_prefix_and_suffix_of_cart_prices(): void {
		add_filter( 'rueda_price_format', static fn() => '%2$s&nbsp;%1$s IVA incl.' );
		$this->add( 'MIC-PILOTSPO-2055516' );

		$totals = $this->cart()['totals'];

		$this->assertSame( '', $totals['currency_prefix'] );
		$this->assertSame( "\u{a0}€ IVA incl.", $totals['currency_suffix'] );
	}

	public function test_a_format_without_the_amount_keeps_the_settings_format(): void {
		$default = CurrencySettings::currency();
		foreach ( array( '%1$s', 'Gratis', '%2$s y %2$s', 42 ) as $wrong ) {
			add_filter( 'rueda_price_format', static fn() => $wrong );

			$currency = CurrencySettings::currency();

			$this->assertSame( $default->prefix, $currency->prefix, wp_json_encode( $wrong ) );
			$this->assertSame( $default->suffix, $currency->suffix, wp_json_encode( $wrong ) );
			remove_all_filters( 'rueda_price_format' );
		}
	}

	public function test_the_coupon_label_filter_relabels_applied_coupons(): void {
		$seen = null;
		add_filter(
			'rueda_coupon_label',
			static function ( string $label, Coupon $coupon ) use ( &$seen ): string {
				$seen = $coupon->code;
				return 'Cupón de bienvenida (' . strtoupper( $label ) . ')';
			},
			10,
			2
		);
		$this->add( 'MIC-PILOTSPO-2055516' );

		$coupons = $this->write( 'apply-coupon', array( 'code' => 'BIENVENIDA10' ) )->get_data()['coupons'];

		$this->assertSame( 'bienvenida10', $coupons[0]['code'] );
		$this->assertSame( 'Cupón de bienvenida (BIENVENIDA10)', $coupons[0]['label'] );
		$this->assertSame( 'bienvenida10', $seen );
	}

	public function test_an_empty_or_wrong_label_falls_back_to_the_code(): void {
		add_filter( 'rueda_coupon_label', static fn() => array( 'no' ) );
		$this->add( 'MIC-PILOTSPO-2055516' );

		$coupons = $this->write( 'apply-coupon', array( 'code' => 'bienvenida10' ) )->get_data()['coupons'];

		$this->assertSame( 'bienvenida10', $coupons[0]['label'] );
	}
}
