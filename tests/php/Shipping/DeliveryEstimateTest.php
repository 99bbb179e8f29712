<?php
/**
 * When a product can be fitted or delivered.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Shipping;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Shipping\DeliveryEstimate;
use Rueda\Tests\TestCase;

/**
 * Working days from Monday to Friday in the site's timezone, a 14:00 cut-off, one working
 * day from the workshop, two from the supplier, five on backorder. 26 November 2026 is a
 * Thursday.
 */
final class DeliveryEstimateTest extends TestCase {

	/**
	 * Filters added by the test: hook, callback.
	 *
	 * @var list<array{0:string,1:callable}>
	 */
	private array $filters = array();

	protected function tear_down(): void {
		foreach ( $this->filters as [ $hook, $callback ] ) {
			remove_filter( $hook, $callback, 10 );
		}
		parent::tear_down();
	}

	private function site_time( string $time ): \DateTimeImmutable {
		return new \DateTimeImmutable( $time, wp_timezone() );
	}

	private function estimate( string $status, string $origin, string $now ): array {
		return ( new DeliveryEstimate() )->estimate( $status, $origin, $this->site_time( $now ) );
	}

	private function day( ?\DateTimeImmutable $date ): ?string {
		return $date?->format( 'D Y-m-d' );
	}

	private function filter( string $hook, callable $callback, int $args = 1 ): void {
		add_filter( $hook, $callback, 10, $args );
		$this->filters[] = array( $hook, $callback );
	}

	public function test_an_order_before_the_cut_off_counts_from_today(): void {
		$estimate = $this->estimate( 'instock', 'taller', '2026-11-26 13:59' );

		$this->assertSame( 'instock', $estimate['status'] );
		$this->assertSame( 1, $estimate['lead_days'] );
		$this->assertSame( 'Fri 2026-11-27', $this->day( $estimate['fitting_date'] ) );
		$this->assertSame( 'Fri 2026-11-27', $this->day( $estimate['delivery_date'] ) );
		$this->assertSame( '00:00', $estimate['fitting_date']->format( 'H:i' ) );
	}

	public function test_an_order_from_the_cut_off_on_counts_from_the_next_working_day(): void {
		$this->assertSame( 'Mon 2026-11-30', $this->day( $this->estimate( 'instock', 'taller', '2026-11-26 14:00' )['fitting_date'] ) );
		$this->assertSame( 'Mon 2026-11-30', $this->day( $this->estimate( 'instock', 'taller', '2026-11-27 09:00' )['fitting_date'] ), 'Friday morning: Monday' );
		$this->assertSame( 'Tue 2026-12-01', $this->day( $this->estimate( 'instock', 'taller', '2026-11-27 15:00' )['fitting_date'] ), 'Friday after the cut-off: Tuesday' );
	}

	public function test_weekends_count_from_monday(): void {
		$this->assertSame( 'Tue 2026-12-01', $this->day( $this->estimate( 'instock', 'taller', '2026-11-28 10:00' )['delivery_date'] ), 'Saturday' );
		$this->assertSame( 'Tue 2026-12-01', $this->day( $this->estimate( 'instock', 'taller', '2026-11-29 23:30' )['delivery_date'] ), 'Sunday night' );
	}

	public function test_the_supplier_takes_two_working_days_and_a_backorder_five(): void {
		$supplier  = $this->estimate( 'instock', 'proveedor', '2026-11-26 10:00' );
		$backorder = $this->estimate( 'onbackorder', 'taller', '2026-11-26 10:00' );

		$this->assertSame( array( 2, 'Mon 2026-11-30' ), array( $supplier['lead_days'], $this->day( $supplier['delivery_date'] ) ) );
		$this->assertSame( 'onbackorder', $backorder['status'] );
		$this->assertSame( array( 5, 'Thu 2026-12-03' ), array( $backorder['lead_days'], $this->day( $backorder['delivery_date'] ) ) );
		$this->assertSame( DeliveryEstimate::DEFAULT_LEAD_DAYS, $this->estimate( 'instock', '', '2026-11-26 10:00' )['lead_days'], 'an unknown origin' );
	}

	public function test_out_of_stock_has_no_dates(): void {
		$this->assertSame(
			array(
				'status'        => 'outofstock',
				'lead_days'     => null,
				'fitting_date'  => null,
				'delivery_date' => null,
			),
			$this->estimate( 'outofstock', 'taller', '2026-11-26 10:00' )
		);
	}

	public function test_the_cut_off_is_site_time(): void {
		// 13:30 UTC is 14:30 in Madrid: after the cut-off.
		$utc = new \DateTimeImmutable( '2026-11-26 13:30', new \DateTimeZone( 'UTC' ) );
		$now = $utc->setTimezone( wp_timezone() );

		$this->assertSame( 'Europe/Madrid', wp_timezone_string() );
		$this->assertSame( 'Mon 2026-11-30', $this->day( ( new DeliveryEstimate() )->estimate( 'instock', 'taller', $now )['fitting_date'] ) );
	}

	public function test_a_product_is_estimated_with_the_injected_clock_and_the_filter(): void {
		$products = new ProductRepository();
		$tyre     = $products->get( $products->find_id_by_sku( 'MIC-PILOTSPO-2055516' ) );
		$service  = $products->get( $products->find_id_by_sku( 'SRV-MONTAJE' ) );
		$clock    = new DeliveryEstimate( fn() => $this->site_time( '2026-11-27 15:00' ) );
		$seen     = array();
		$this->filter(
			'rueda_delivery_estimate',
			static function ( array $estimate, Product $product, \DateTimeImmutable $now ) use ( &$seen ) {
				$seen[] = array( $product->sku(), $now->format( 'Y-m-d H:i' ) );
				return $estimate;
			},
			3
		);

		$this->assertSame( 'taller', $tyre->stock_origin() );
		$this->assertSame( 'Tue 2026-12-01', $this->day( $clock->for_product( $tyre )['delivery_date'] ) );
		$this->assertNull( $clock->for_product( $service )['delivery_date'], 'services are not delivered' );
		$this->assertSame( array( array( 'MIC-PILOTSPO-2055516', '2026-11-27 15:00' ), array( 'SRV-MONTAJE', '2026-11-27 15:00' ) ), $seen );
	}

	public function test_days_read_in_the_sites_language_in_lowercase_where_its_translation_says_so(): void {
		$this->filter(
			'gettext_with_context_rueda',
			static fn( string $translation, string $text, string $context ) => match ( $context ) {
				'delivery day' => 'l j \d\e F',
				'letter case of delivery days' => 'lowercase',
				default => $translation,
			},
			3
		);

		$this->assertSame( 'es_ES', determine_locale() );
		$this->assertSame( 'jueves 26 de noviembre', DeliveryEstimate::format_day( $this->site_time( '2026-11-26' ) ) );
	}
}
