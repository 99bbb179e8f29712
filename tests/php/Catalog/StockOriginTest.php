<?php
/**
 * The warehouse a new tyre ships from.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Shipping\StockOrigins;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * A tyre the owner creates ships from the workshop's stock unless told otherwise, so in
 * the cart it joins the workshop's package, never an unnamed "Envío 2".
 *
 * @group object-cache
 */
final class StockOriginTest extends CartTestCase {

	/**
	 * Creates a published tyre through the admin route as the owner.
	 *
	 * @param array<string,mixed> $fields Extra fields.
	 * @return array<string,mixed>|\WP_Error The product, or the refusal's data.
	 */
	private function create_tyre( array $fields = array() ): array {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			'/rueda/v1/products',
			$fields + array(
				'kind'          => 'tyre',
				'status'        => 'publish',
				'name'          => 'Goodyear EfficientGrip 2 205/55 R16 91V',
				'sku'           => 'TEST-' . strtoupper( wp_generate_password( 6, false ) ),
				'regular_price' => 8000,
				'brand'         => 'Goodyear',
				'width'         => 205,
				'profile'       => 55,
				'rim'           => 16,
				'season'        => 'verano',
			)
		);
		wp_set_current_user( 0 );
		return array( 'status' => $response->get_status() ) + (array) $response->get_data();
	}

	public function test_a_new_tyre_ships_from_the_workshop_and_joins_its_package(): void {
		$tyre = $this->create_tyre();
		$this->assertSame( 201, $tyre['status'] );
		$this->assertSame( StockOrigins::DEFAULT, $tyre['stock_origin'] );

		$this->add( 'MIC-PILOTSPO-2055516' );
		$this->add( $tyre['sku'] );
		$cart = $this->ship_to( 'ES', 'M' );

		$this->assertSame( array( 'Almacén del taller' ), array_column( $cart['shipping_rates'], 'name' ) );
		$this->assertCount( 2, $cart['shipping_rates'][0]['items'] );
	}

	public function test_a_product_saved_without_origin_ships_from_the_workshop(): void {
		$repository = new ProductRepository();
		$id         = $repository->save(
			array(
				'kind'          => 'tyre',
				'name'          => 'Sin almacén',
				'sku'           => 'TEST-NO-ORIGIN',
				'regular_price' => 5000,
				'stock_origin'  => '',
			)
		);
		$this->assertSame( 'taller', $repository->get( $id )->stock_origin() );

		$this->add( 'MIC-PRIMACY4-1956515' );
		$this->add( 'TEST-NO-ORIGIN' );
		$cart = $this->ship_to( 'ES', 'M' );

		$this->assertSame( array( 'Almacén del proveedor', 'Almacén del taller' ), array_column( $cart['shipping_rates'], 'name' ) );
	}

	public function test_the_owner_picks_one_of_the_named_origins_only(): void {
		$this->assertSame( 'proveedor', $this->create_tyre( array( 'stock_origin' => 'proveedor' ) )['stock_origin'] );

		$refused = $this->create_tyre( array( 'stock_origin' => 'almacen-fantasma' ) );
		$this->assertSame( 400, $refused['status'] );
		$this->assertSame( 'rest_invalid_param', $refused['code'] );
		$this->assertArrayHasKey( 'stock_origin', $refused['data']['params'] );
	}

	public function test_the_workshop_warehouse_is_named_even_when_the_settings_name_none(): void {
		update_option( 'rueda_shipping', array( 'origins' => array() ) + (array) get_option( 'rueda_shipping', array() ) );
		$this->assertSame( array( 'taller' ), array_keys( StockOrigins::all() ) );
		$this->assertNotSame( '', StockOrigins::all()['taller'] );
	}
}
