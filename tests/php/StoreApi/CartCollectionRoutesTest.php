<?php
/**
 * Collection routes, extensions, batch, login merge and expiry.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Cart\CartSession;
use Rueda\Storage\CartTable;
use Rueda\StoreApi\CartExtensions;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * The rest of the cart API.
 */
final class CartCollectionRoutesTest extends CartTestCase {

	private function call( string $method, string $path, array $body = array() ): \WP_REST_Response {
		return $this->rest( $method, '/wc/store/v1' . $path, $body, array( 'Nonce' => StoreNonce::create() ) );
	}

	public function test_items_collection_adds_reads_updates_and_deletes(): void {
		$added   = $this->call(
			'POST',
			'/cart/items',
			array(
				'id'       => $this->sku( 'SRV-MONTAJE' ),
				'quantity' => 2,
			)
		);
		$key     = $added->get_data()['key'];
		$read    = $this->call( 'GET', "/cart/items/{$key}" );
		$updated = $this->call( 'PUT', "/cart/items/{$key}", array( 'quantity' => 3 ) );
		$deleted = $this->call( 'DELETE', "/cart/items/{$key}" );
		$missing = $this->call( 'GET', "/cart/items/{$key}" );

		$this->assertSame( 201, $added->get_status() );
		$this->assertSame( 2, $read->get_data()['quantity'] );
		$this->assertSame( 3, $updated->get_data()['quantity'] );
		$this->assertSame( 204, $deleted->get_status() );
		$this->assertSame( 409, $missing->get_status() );
	}

	public function test_deleting_the_items_collection_empties_the_cart(): void {
		$this->add( 'SRV-MONTAJE' );
		$this->add( 'SRV-PREITV' );

		$response = $this->call( 'DELETE', '/cart/items' );

		$this->assertSame( array(), $response->get_data() );
		$this->assertSame( 0, $this->cart()['items_count'] );
	}

	public function test_coupons_collection_applies_lists_and_removes(): void {
		$this->add( 'SRV-PREITV' );

		$applied = $this->call( 'POST', '/cart/coupons', array( 'code' => 'BIENVENIDA10' ) );
		$listed  = $this->call( 'GET', '/cart/coupons' );
		$removed = $this->call( 'DELETE', '/cart/coupons/bienvenida10' );

		$this->assertSame( 201, $applied->get_status() );
		$this->assertSame( 'bienvenida10', $applied->get_data()['code'] );
		$this->assertSame( array( 'bienvenida10' ), array_column( $listed->get_data(), 'code' ) );
		$this->assertSame( 204, $removed->get_status() );
		$this->assertSame( array(), $this->cart()['coupons'] );
	}

	public function test_extensions_update_the_cart_through_their_callback(): void {
		CartExtensions::register_update_callback(
			'rueda-test',
			static function ( array $data, $cart ): void {
				$cart->extensions['rueda-test'] = $data;
			}
		);

		$known   = $this->write(
			'extensions',
			array(
				'namespace' => 'rueda-test',
				'data'      => array( 'gift' => true ),
			)
		);
		$unknown = $this->write( 'extensions', array( 'namespace' => 'nobody' ) );

		$this->assertSame( 200, $known->get_status() );
		$this->assertSame( 400, $unknown->get_status() );
		$this->assertSame( 'woocommerce_rest_cart_extensions_error', $unknown->get_data()['code'] );
	}

	public function test_batch_runs_requests_in_order_with_the_outer_nonce(): void {
		$response = $this->rest(
			'POST',
			'/wc/store/v1/batch',
			array(
				'requests' => array(
					array(
						'path' => '/wc/store/v1/cart/add-item',
						'body' => array(
							'id'       => $this->sku( 'SRV-MONTAJE' ),
							'quantity' => 1,
						),
					),
					array(
						'path' => '/wc/store/v1/cart/add-item',
						'body' => array(
							'id'       => $this->sku( 'SRV-PREITV' ),
							'quantity' => 1,
						),
					),
				),
			),
			array( 'Nonce' => StoreNonce::create() )
		);

		$this->assertSame( 207, $response->get_status() );
		$this->assertSame( array( 201, 201 ), array_column( $response->get_data()['responses'], 'status' ) );
		$this->assertSame( 2, $this->cart()['items_count'] );
	}

	public function test_batch_refuses_other_routes_and_more_than_25_requests(): void {
		$outside = $this->call( 'POST', '/batch', array( 'requests' => array( array( 'path' => '/wp/v2/users' ) ) ) );
		$many    = $this->call( 'POST', '/batch', array( 'requests' => array_fill( 0, 26, array( 'path' => '/wc/store/v1/cart' ) ) ) );
		$forged  = $this->rest(
			'POST',
			'/wc/store/v1/batch',
			array(
				'requests' => array(
					array(
						'path' => '/wc/store/v1/cart/add-item',
						'body' => array(
							'id'       => $this->sku( 'SRV-MONTAJE' ),
							'quantity' => 1,
						),
					),
				),
			)
		);

		$this->assertSame( 'rueda_batch_invalid_path', $outside->get_data()['code'] );
		$this->assertSame( 400, $many->get_status() );
		$this->assertSame( array( 401, 'woocommerce_rest_missing_nonce' ), array( $forged->get_status(), $forged->get_data()['code'] ), 'the batch itself needs the nonce' );
	}

	public function test_logging_in_merges_the_guest_cart_into_the_customers(): void {
		$this->add( 'SRV-PREITV' );
		$user = get_user_by( 'id', $this->create_user( 'customer' ) );

		( new CartLifecycle() )->merge_on_login( $user->user_login, $user );
		wp_set_current_user( $user->ID );

		$this->assertSame( array( 'Revisión pre-ITV' ), array_column( $this->cart()['items'], 'name' ) );
		$this->assertArrayNotHasKey( CartSession::COOKIE, $_COOKIE );
	}

	public function test_expired_carts_are_cleaned_up(): void {
		$table = new CartTable();
		$table->put( 'g_' . str_repeat( 'b', 32 ), array( 'items' => array() ), 0, -10 );
		$table->put( 'g_' . str_repeat( 'c', 32 ), array( 'items' => array() ), 0, 3600 );

		$this->assertSame( 1, $table->delete_expired() );
		$this->assertNotNull( $table->get( 'g_' . str_repeat( 'c', 32 ) ) );
	}
}
