<?php
/**
 * Fees, cross-sells and category-restricted coupons in the cart response.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Coupons\CouponRepository;

/**
 * What extensions and the catalogue add to a cart.
 */
final class CartExtrasTest extends CartTestCase {

	public function test_fees_from_the_filter_are_taxed_and_totalled(): void {
		$fee = static fn( array $fees ) => array_merge(
			$fees,
			array(
				array(
					'id'     => 'eco-tasa',
					'name'   => 'Ecotasa de neumáticos',
					'amount' => 242,
				),
				array( 'broken' => true ),
			)
		);
		add_filter( 'rueda_cart_fees', $fee );

		$cart = $this->add( 'MIC-PILOTSPO-2055516' )->get_data();
		remove_filter( 'rueda_cart_fees', $fee );

		$this->assertSame( array( 'ecovalor-turismo', 'eco-tasa' ), array_column( $cart['fees'], 'id' ), 'the broken one left out, after the shop\'s own ecovalor' );
		$this->assertSame( 'Ecotasa de neumáticos', $cart['fees'][1]['name'] );
		$this->assertSame( '200', $cart['fees'][1]['totals']['total'] );
		$this->assertSame( '42', $cart['fees'][1]['totals']['total_tax'] );
		$this->assertSame( (string) ( 130 + 200 ), $cart['totals']['total_fees'] );
		$this->assertSame( (string) ( 14495 + 157 + 242 + 995 ), $cart['totals']['total_price'], 'with the ecovalor and the shipping estimated for the shop\'s address' );
	}

	public function test_tyres_suggest_the_fitting_services_not_already_in_the_cart(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$cart = $this->add( 'SRV-MONTAJE' )->get_data();

		$this->assertSame( array( 'Equilibrado de rueda', 'Alineación de dirección' ), array_column( $cart['cross_sells'], 'name' ) );
	}

	public function test_a_cart_suggests_the_first_three_cross_sells_not_in_it_in_their_order(): void {
		$products = new ProductRepository();
		$service  = static fn( string $name ) => $products->save(
			array(
				'name'          => $name,
				'sku'           => 'TEST-' . sanitize_title( $name ),
				'kind'          => 'service',
				'regular_price' => 1000,
			)
		);
		$in_cart  = $service( 'Válvulas nuevas' );
		$suggests = array( $in_cart, $service( 'Nitrógeno' ), $service( 'Rotación' ), $service( 'Revisión de frenos' ), $service( 'Lavado' ) );
		$tyre     = $products->save(
			array(
				'name'          => 'Neumático de prueba 205/55 R16 91V',
				'sku'           => 'TEST-TYRE',
				'regular_price' => 10000,
				'cross_sells'   => $suggests,
			)
		);
		$this->write(
			'add-item',
			array(
				'id'       => $tyre,
				'quantity' => 1,
			)
		);
		$this->write(
			'add-item',
			array(
				'id'       => $in_cart,
				'quantity' => 1,
			)
		);

		$this->assertSame( array( 'Nitrógeno', 'Rotación', 'Revisión de frenos' ), array_column( $this->cart()['cross_sells'], 'name' ) );
	}

	public function test_a_category_coupon_discounts_only_that_category(): void {
		$winter = get_term_by( 'slug', 'invierno', PostTypes::CATEGORY );
		( new CouponRepository() )->save(
			'invierno20',
			array(
				'amount'       => 20,
				'category_ids' => array( $winter->term_id ),
			)
		);
		$this->add( 'MIC-ALPIN6-2254517' );
		$this->add( 'MIC-PILOTSPO-2055516' );

		$cart  = $this->write( 'apply-coupon', array( 'code' => 'invierno20' ) )->get_data();
		$lines = array_column( $cart['items'], 'totals', 'name' );

		$this->assertNotSame( $lines['Michelin Alpin 6 225/45 R17 94W XL']['line_subtotal'], $lines['Michelin Alpin 6 225/45 R17 94W XL']['line_total'] );
		$this->assertSame( $lines['Michelin Pilot Sport 5 205/55 R16 91V']['line_subtotal'], $lines['Michelin Pilot Sport 5 205/55 R16 91V']['line_total'] );
	}
}
