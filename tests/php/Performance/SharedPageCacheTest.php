<?php
/**
 * Which pages a page cache may give to every guest.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Performance;

use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Performance\SharedPageCache;
use Rueda\Tests\TestCase;

/**
 * A guest with no cart reads the same shop as every other; anything personal is never shared.
 * (The header itself is checked through nginx by bin/check-production.mjs and in the
 * browser by tests/e2e/page-cache.shopper.spec.ts: PHP's CLI keeps no headers.)
 */
final class SharedPageCacheTest extends TestCase {

	/**
	 * The request's method and path before the test.
	 *
	 * @var array<string,mixed>
	 */
	private array $server = array();

	protected function set_up(): void {
		parent::set_up();
		$this->server              = array_intersect_key( $_SERVER, array_flip( array( 'REQUEST_METHOD', 'REQUEST_URI', 'HTTP_HOST' ) ) );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_SERVER['HTTP_HOST']      = self::own_host();
		$_COOKIE                   = array();
		SharedPageCache::reset();
	}

	/**
	 * The shop's host as its address has it, port included (localhost:8890).
	 */
	private static function own_host(): string {
		return wp_parse_url( home_url(), PHP_URL_HOST ) . ':' . wp_parse_url( home_url(), PHP_URL_PORT );
	}

	protected function tear_down(): void {
		$_COOKIE = array();
		$_GET    = array();
		unset( $_SERVER['REQUEST_METHOD'], $_SERVER['REQUEST_URI'], $_SERVER['HTTP_HOST'] );
		SharedPageCache::reset();
		$_SERVER = $this->server + $_SERVER;
		parent::tear_down();
	}

	/**
	 * Runs WordPress's main query for a URL, as a page request does.
	 *
	 * @param string $url A URL of the site, or a path.
	 */
	private function visit( string $url ): void {
		$path                   = (string) wp_parse_url( $url, PHP_URL_PATH );
		$query                  = (string) wp_parse_url( $url, PHP_URL_QUERY );
		$_SERVER['REQUEST_URI'] = $path . ( '' === $query ? '' : '?' . $query );
		wp_parse_str( $query, $_GET ); // phpcs:ignore WordPress.Security.NonceVerification -- the request a test makes.
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp']           = new \WP();
		$GLOBALS['wp']->main();
	}

	public function test_a_guests_shop_product_and_content_pages_are_shared(): void {
		foreach ( array( '/tienda/', '/tienda/?ancho=205&pagina=2', '/servicios/', '/sobre-nosotros/', '/' ) as $path ) {
			$this->visit( $path );
			$this->assertTrue( SharedPageCache::is_shared(), $path );
		}
		$product = get_posts(
			array(
				'post_type'   => PostTypes::PRODUCT,
				'numberposts' => 1,
				'fields'      => 'ids',
			)
		);
		$this->visit( (string) get_permalink( $product[0] ) );
		$this->assertTrue( SharedPageCache::is_shared(), 'a product page' );
	}

	public function test_a_shopper_with_a_cart_a_login_a_commenter_or_a_post_password_is_not_shared(): void {
		$cookies = array(
			CartSession::COOKIE                 => 'g_' . str_repeat( 'a', 32 ),
			'wordpress_logged_in_' . COOKIEHASH => 'x',
			'comment_author_' . COOKIEHASH      => 'Ana',
			'wp-postpass_' . COOKIEHASH         => 'x',
		);
		foreach ( $cookies as $name => $value ) {
			$_COOKIE = array( $name => $value );
			$this->visit( '/tienda/' );
			$this->assertFalse( SharedPageCache::is_shared(), $name );
		}

		$_COOKIE = array( 'wordpress_test_cookie' => 'WP Cookie check' );
		$this->visit( '/tienda/' );
		$this->assertTrue( SharedPageCache::is_shared(), 'the login test cookie is the same for everyone' );
	}

	public function test_a_customer_is_not_shared(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->visit( '/tienda/' );

		$this->assertFalse( SharedPageCache::is_shared() );
	}

	public function test_only_reads_are_shared(): void {
		$this->visit( '/tienda/' );
		foreach ( array( 'POST', 'PUT', 'DELETE' ) as $method ) {
			$_SERVER['REQUEST_METHOD'] = $method;
			$this->assertFalse( SharedPageCache::is_shared(), $method );
		}
		$_SERVER['REQUEST_METHOD'] = 'HEAD';
		$this->assertTrue( SharedPageCache::is_shared() );
	}

	public function test_a_missing_page_and_a_password_protected_page_are_not_shared(): void {
		$this->visit( '/no-existe-esta-pagina/' );
		$this->assertFalse( SharedPageCache::is_shared(), '404' );

		$page = wp_insert_post(
			array(
				'post_type'     => 'page',
				'post_status'   => 'publish',
				'post_title'    => 'Tarifas de flotas',
				'post_password' => 'secreto',
			)
		);
		$this->visit( (string) get_permalink( $page ) );
		$this->assertFalse( SharedPageCache::is_shared(), 'password protected' );
	}

	public function test_a_page_asked_for_under_another_host_is_not_shared(): void {
		// What nginx's $host keeps of each is the shop's name; WordPress reads all of it.
		$own = self::own_host();
		foreach ( array( $own . '@evil.example', 'localhost:1', 'evil.example', 'localhost', '' ) as $host ) {
			$_SERVER['HTTP_HOST'] = $host;
			$this->visit( '/tienda/' );
			$this->assertFalse( SharedPageCache::is_shared(), "Host: {$host}" );
		}

		$_SERVER['HTTP_HOST'] = strtoupper( $own );
		$this->visit( '/tienda/' );
		$this->assertTrue( SharedPageCache::is_shared(), 'host names are case-insensitive' );
	}

	public function test_a_redirect_is_never_shared(): void {
		$this->visit( '/tienda/' );
		$this->assertTrue( SharedPageCache::is_shared() );

		// What wp_redirect() does before its header() (PHPUnit's output keeps header() out).
		apply_filters( 'wp_redirect', home_url( '/carrito/' ), 301 );

		$this->assertFalse( SharedPageCache::is_shared(), 'a canonical or any other redirect' );
	}

	public function test_only_a_200_is_shared(): void {
		foreach ( array( 301, 302, 403, 410, 500, 503 ) as $code ) {
			SharedPageCache::reset();
			$this->visit( '/tienda/' );
			status_header( $code );
			$this->assertFalse( SharedPageCache::is_shared(), (string) $code );
		}
		SharedPageCache::reset();
		$this->visit( '/tienda/' );
		status_header( 200 );
		$this->assertTrue( SharedPageCache::is_shared() );
	}

	public function test_the_header_is_decided_after_every_redirect_and_the_template_passes_through(): void {
		$priorities = array();
		foreach ( array( 'template_redirect', 'template_include' ) as $hook ) {
			foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? array() as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof SharedPageCache ) {
						$priorities[ $hook ] = $priority;
					}
				}
			}
		}
		// redirect_canonical and every other redirect run on template_redirect, before it.
		$this->assertSame( array( 'template_include' => PHP_INT_MAX ), $priorities );
		$this->assertSame( '/tema/plantilla.php', ( new SharedPageCache() )->mark( '/tema/plantilla.php' ) );
	}

	public function test_the_time_kept_is_ten_seconds_and_a_filter_changes_or_ends_it(): void {
		$this->assertSame( 10, SharedPageCache::max_age() );

		add_filter( 'rueda_shared_page_max_age', fn() => 60 );
		$this->assertSame( 60, SharedPageCache::max_age() );

		add_filter( 'rueda_shared_page_max_age', fn() => -5 );
		$this->assertSame( 0, SharedPageCache::max_age() );
		$this->visit( '/tienda/' );
		$this->assertFalse( SharedPageCache::is_shared(), 'turned off: no page is shared, every page keeps its no-cache' );
	}
}
