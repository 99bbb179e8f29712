<?php
/**
 * Store API answers preloaded while a page renders.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\Preload;

/**
 * Preload runs each GET once per page, keeps what the client reads, and leaves failures out.
 */
final class PreloadTest extends BlockTestCase {

	/**
	 * Counts the REST requests dispatched, by route.
	 *
	 * @var array<string,int>
	 */
	private array $dispatched = array();

	protected function set_up(): void {
		parent::set_up();
		$this->dispatched = array();
		$this->filter(
			'rest_pre_dispatch',
			function ( $result, $server, \WP_REST_Request $request ) {
				$this->dispatched[ $request->get_route() ] = ( $this->dispatched[ $request->get_route() ] ?? 0 ) + 1;
				return $result;
			},
			10,
			3
		);
	}

	public function test_runs_each_path_once_per_page(): void {
		$first  = Preload::request( '/wc/store/v1/products?page=1&per_page=3' );
		$second = Preload::request( '/wc/store/v1/products?page=1&per_page=3' );
		Preload::request( '/wc/store/v1/products?page=2&per_page=3' );

		$this->assertCount( 3, $first );
		$this->assertSame( $first, $second );
		$this->assertSame( array( '/wc/store/v1/products' => 2 ), $this->dispatched, 'one request per path' );
	}

	public function test_a_failed_request_is_null_not_retried_and_not_printed(): void {
		$missing = Preload::request( '/wc/store/v1/products/999999999' );
		Preload::request( '/wc/store/v1/products/999999999' );

		$this->assertNull( $missing );
		$this->assertSame( 1, array_sum( $this->dispatched ) );
		$this->assertSame( array(), Preload::all() );
	}

	public function test_keeps_only_the_headers_the_client_reads(): void {
		Preload::request( '/wc/store/v1/products?page=1&per_page=3' );
		Preload::cart();
		$products = (array) Preload::all()['/wc/store/v1/products?page=1&per_page=3']['headers'];
		$cart     = (array) Preload::all()[ Preload::CART_PATH ]['headers'];

		$this->assertEqualsCanonicalizing( array( 'X-WP-Total', 'X-WP-TotalPages' ), array_keys( $products ) );
		$this->assertEqualsCanonicalizing( array( 'Cart-Hash', 'Nonce', 'Nonce-Timestamp', 'User-ID' ), array_keys( $cart ) );
	}

	public function test_headers_are_an_object_even_when_none_is_kept(): void {
		Preload::request( '/wc/store/v1/products/categories' );

		$entry = Preload::all()['/wc/store/v1/products/categories'];

		$this->assertIsObject( $entry['headers'] );
		$this->assertSame( '{}', wp_json_encode( $entry['headers'] ) );
		$this->assertNotEmpty( $entry['body'] );
	}

	public function test_cart_answers_the_shoppers_cart(): void {
		$this->add( 'SRV-MONTAJE', 2 );

		$cart = Preload::cart();

		$this->assertSame( 2, $cart['items_count'] );
		$this->assertSame( $cart, Preload::request( Preload::CART_PATH ) );
		$this->assertSame( 1, $this->dispatched[ Preload::CART_PATH ] );
	}

	public function test_cart_is_null_when_the_request_fails(): void {
		$this->filter(
			'rest_pre_dispatch',
			static fn( $result, $server, \WP_REST_Request $request ) => Preload::CART_PATH === $request->get_route() ? new \WP_Error( 'down', 'Down', array( 'status' => 503 ) ) : $result,
			20,
			3
		);

		$this->assertNull( Preload::cart() );
		$this->assertSame( array(), Preload::all() );
	}
}
