<?php
/**
 * Which origins may call the Store API with the shopper's cookies.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\StoreApi\Utilities\Cors;
use Rueda\Tests\TestCase;

/**
 * Credentials only for the site's own origins and those the owner lists; every origin may
 * send and read the Store API's own headers (headless clients with a Cart-Token).
 */
final class CorsTest extends TestCase {

	public function test_only_the_sites_own_origins_get_credentials_by_default(): void {
		$home = (string) wp_parse_url( home_url(), PHP_URL_SCHEME ) . '://' . wp_parse_url( home_url(), PHP_URL_HOST ) . ( wp_parse_url( home_url(), PHP_URL_PORT ) ? ':' . wp_parse_url( home_url(), PHP_URL_PORT ) : '' );

		$this->assertTrue( Cors::allows_credentials( $home ) );
		$this->assertFalse( Cors::allows_credentials( 'http://127.0.0.1:9999' ) );
		$this->assertFalse( Cors::allows_credentials( 'https://evil.example' ) );
		$this->assertFalse( Cors::allows_credentials( 'null' ) );
		$this->assertFalse( Cors::allows_credentials( '' ) );
	}

	public function test_the_owner_can_allow_another_origin(): void {
		$allow = static fn(): array => array( 'https://tienda.example/' );
		add_filter( 'rueda_store_api_cors_origins', $allow );

		$allowed = Cors::allows_credentials( 'https://TIENDA.example' );
		$other   = Cors::allows_credentials( 'https://tienda.example.evil.test' );
		remove_filter( 'rueda_store_api_cors_origins', $allow );

		$this->assertTrue( $allowed );
		$this->assertFalse( $other );
	}

	public function test_store_api_headers_are_declared_for_store_routes_only(): void {
		$cors  = new Cors();
		$store = new \WP_REST_Request( 'OPTIONS', '/wc/store/v1/cart' );
		$core  = new \WP_REST_Request( 'OPTIONS', '/wp/v2/posts' );

		$this->assertContains( 'Cart-Token', $cors->allowed_headers( array( 'Content-Type' ), $store ) );
		$this->assertContains( 'Nonce', $cors->exposed_headers( array( 'Link' ), $store ) );
		$this->assertSame( array( 'Content-Type' ), $cors->allowed_headers( array( 'Content-Type' ), $core ) );
		$this->assertSame( array( 'Link' ), $cors->exposed_headers( array( 'Link' ), $core ) );
	}
}
