<?php
/**
 * Knowing a Store API request from its path, before WordPress parses it.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\StoreApi\StoreApi;
use Rueda\Tests\TestCase;

/**
 * Pretty and plain permalinks, encoded paths; other namespaces and pages are not it. Such a
 * request builds only the routes it may reach.
 */
final class StoreApiRequestTest extends TestCase {

	private ?string $uri = null;

	protected function set_up(): void {
		parent::set_up();
		$this->uri = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was.
	}

	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = $this->uri;
		parent::tear_down();
	}

	private function is_request( string $uri ): bool {
		$_SERVER['REQUEST_URI'] = $uri;
		return StoreApi::is_request();
	}

	public function test_store_api_paths_are_store_api_requests(): void {
		foreach ( array(
			'/wp-json/wc/store/v1',
			'/wp-json/wc/store/v1/cart',
			'/tienda-online/wp-json/wc/store/v1/checkout?_locale=user',
			'/wp-json/wc%2Fstore%2Fv1/cart',
			'/?rest_route=/wc/store/v1/cart/add-item',
			'/index.php?foo=1&rest_route=%2Fwc%2Fstore%2Fv1%2Fbatch',
		) as $uri ) {
			$this->assertTrue( $this->is_request( $uri ), $uri );
		}
	}

	public function test_a_store_api_request_builds_no_wordpress_route_and_others_keep_them(): void {
		$_SERVER['REQUEST_URI'] = '/wp-json/wc/store/v1/cart';
		StoreApi::skip_wordpress_routes();
		$removed = false === has_action( 'rest_api_init', 'create_initial_rest_routes' );
		add_action( 'rest_api_init', 'create_initial_rest_routes', 99 );

		$_SERVER['REQUEST_URI'] = '/wp-json/wp/v2/posts';
		StoreApi::skip_wordpress_routes();

		$this->assertTrue( $removed );
		$this->assertSame( 99, has_action( 'rest_api_init', 'create_initial_rest_routes' ) );
	}

	public function test_pages_and_other_routes_are_not(): void {
		foreach ( array(
			'/tienda/',
			'/',
			'/wp-json/',
			'/wp-json/wp/v2/block-renderer/rueda/cart',
			'/wp-json/rueda/v1/settings',
			'/?rest_route=/wp/v2/posts',
			'/producto/wc-store-v1/',
		) as $uri ) {
			$this->assertFalse( $this->is_request( $uri ), $uri );
		}
	}
}
