<?php
/**
 * Applying and removing coupons.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Coupons\CouponRepository;

/**
 * Coupon rules through POST /cart/apply-coupon and /cart/remove-coupon.
 *
 * @group object-cache
 */
final class CouponRoutesTest extends CartTestCase {

	private function apply( string $code ): \WP_REST_Response {
		return $this->write( 'apply-coupon', array( 'code' => $code ) );
	}

	public function test_a_percent_coupon_discounts_the_items_whatever_the_case_typed(): void {
		$this->add( 'MIC-PILOTSPO-2055516', 2 );

		$response = $this->apply( '  Bienvenida10 ' );
		$cart     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'bienvenida10', $cart['coupons'][0]['code'] );
		$this->assertSame( 'percent', $cart['coupons'][0]['discount_type'] );
		$this->assertSame( 2899, (int) $cart['coupons'][0]['totals']['total_discount'] + (int) $cart['coupons'][0]['totals']['total_discount_tax'], '10 % of 289,90 €' );
		$this->assertSame( (string) ( 28990 - 2899 ), (string) ( (int) $cart['totals']['total_items'] + (int) $cart['totals']['total_items_tax'] - (int) $cart['totals']['total_discount'] - (int) $cart['totals']['total_discount_tax'] ) );
	}

	public function test_refusals_carry_the_reason_shoppers_read(): void {
		$this->add( 'SRV-PREITV' );
		update_post_meta( ( new CouponRepository() )->find( 'unsolouso' )->id, '_rueda_coupon', array_merge( ( new CouponRepository() )->find( 'unsolouso' )->rules, array( 'usage_count' => 1 ) ) );
		( new CouponRepository() )->save(
			'gasta100',
			array(
				'amount'         => 5,
				'minimum_amount' => 10000,
			)
		);

		$cases = array(
			'noexiste'      => 'El cupón «noexiste» no existe.',
			'verano2024'    => 'Este cupón ha caducado.',
			'unsolouso'     => 'Se ha alcanzado el límite de uso del cupón.',
			'gasta100'      => 'El gasto mínimo para este cupón es 100,00 €.',
			'montajegratis' => 'Este cupón no se puede aplicar a los productos de tu carrito.',
		);
		foreach ( $cases as $code => $message ) {
			$response = $this->apply( $code );
			$this->assertSame( 400, $response->get_status(), $code );
			$this->assertSame( 'woocommerce_rest_cart_coupon_error', $response->get_data()['code'], $code );
			$this->assertSame( $message, $response->get_data()['message'], $code );
		}
		$this->assertSame( array(), $this->cart()['coupons'] );
	}

	public function test_a_product_coupon_only_discounts_its_product(): void {
		$this->add( 'MIC-PILOTSPO-2055516', 4 );
		$this->add( 'SRV-MONTAJE', 4 );

		$cart  = $this->apply( 'MONTAJEGRATIS' )->get_data();
		$lines = array_column( $cart['items'], 'totals', 'name' );

		$this->assertSame( '0', $lines['Montaje de neumático']['line_total'] );
		$this->assertSame( $lines['Michelin Pilot Sport 5 205/55 R16 91V']['line_subtotal'], $lines['Michelin Pilot Sport 5 205/55 R16 91V']['line_total'] );
	}

	public function test_a_fixed_cart_discount_is_shared_out_to_the_cent(): void {
		( new CouponRepository() )->save(
			'menos10',
			array(
				'discount_type' => 'fixed_cart',
				'amount'        => 1000,
			)
		);
		$this->add( 'SRV-PREITV' );
		$this->add( 'SRV-EQUILIBRADO', 3 );

		$coupon = $this->apply( 'menos10' )->get_data()['coupons'][0]['totals'];

		$this->assertSame( 1000, (int) $coupon['total_discount'] + (int) $coupon['total_discount_tax'] );
	}

	public function test_the_same_coupon_twice_and_individual_use(): void {
		( new CouponRepository() )->save(
			'solo',
			array(
				'amount'         => 5,
				'individual_use' => true,
			)
		);
		$this->add( 'SRV-PREITV' );
		$this->apply( 'bienvenida10' );

		$twice    = $this->apply( 'bienvenida10' );
		$replaced = $this->apply( 'solo' );
		$blocked  = $this->apply( 'bienvenida10' );

		$this->assertSame( 'El cupón «bienvenida10» ya está aplicado.', $twice->get_data()['message'] );
		$this->assertSame( array( 'solo' ), array_column( $replaced->get_data()['coupons'], 'code' ) );
		$this->assertSame( 400, $blocked->get_status() );
	}

	public function test_removing_a_coupon_and_removing_one_not_applied(): void {
		$this->add( 'SRV-PREITV' );
		$this->apply( 'bienvenida10' );

		$removed = $this->write( 'remove-coupon', array( 'code' => 'BIENVENIDA10' ) );
		$again   = $this->write( 'remove-coupon', array( 'code' => 'bienvenida10' ) );

		$this->assertSame( array(), $removed->get_data()['coupons'] );
		$this->assertSame( '3500', $removed->get_data()['totals']['total_price'] );
		$this->assertSame( 409, $again->get_status() );
		$this->assertArrayHasKey( 'cart', $again->get_data()['data'] );
	}

	public function test_a_coupon_that_stops_applying_is_dropped_with_an_error(): void {
		( new CouponRepository() )->save(
			'gasta50',
			array(
				'amount'         => 5,
				'minimum_amount' => 5000,
			)
		);
		$this->add( 'SRV-PREITV' );
		$key = $this->add( 'SRV-EQUILIBRADO', 4 )->get_data()['items'][1]['key'];
		$this->apply( 'gasta50' );

		$cart = $this->write( 'remove-item', array( 'key' => $key ) )->get_data();

		$this->assertSame( array(), $cart['coupons'] );
		$this->assertSame( 'woocommerce_rest_cart_coupon_invalid', $cart['errors'][0]['code'] );
	}

	public function test_per_customer_limits_count_the_customers_email(): void {
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		( new CouponRepository() )->save(
			'unavez',
			array(
				'amount'               => 5,
				'usage_limit_per_user' => 1,
				'used_by'              => array( strtolower( wp_get_current_user()->user_email ) ),
			)
		);
		$this->add( 'SRV-PREITV' );

		$this->assertSame( 400, $this->apply( 'unavez' )->get_status() );
	}

	public function test_coupon_codes_with_markup_or_sql_are_just_unknown_codes(): void {
		$this->add( 'SRV-PREITV' );

		$response = $this->apply( "<script>x</script>' OR '1'='1" );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringNotContainsString( '<script>', $response->get_data()['message'] );
	}
}
