<?php
/**
 * Cross-origin answers of WordPress's batch route and of rueda/v1, over real HTTP.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Storage\CartTable;
use Rueda\Tests\ServesOverHttp;
use Rueda\Tests\TestCase;

/**
 * WordPress's `/wp-json/batch/v1` refuses Store API requests (they are not batchable
 * there) and copies each refusal's headers into its body. Those refusals must not carry
 * the Store API's Nonce and Cart-Token, and neither `batch/v1` nor `rueda/v1` may grant
 * another site credentialed CORS; the Store API's own CORS stays as it was.
 */
final class BatchCorsTest extends TestCase {

	use ServesOverHttp;

	private const FOREIGN = 'http://127.0.0.1:9999';

	private const GUEST_CART = 'g_0123456789abcdef0123456789abcdef';

	protected bool $isolate = false;

	protected function tear_down(): void {
		( new CartTable() )->delete( self::GUEST_CART );
		parent::tear_down();
	}

	/**
	 * The site's own origin.
	 */
	private static function own_origin(): string {
		$port = wp_parse_url( home_url(), PHP_URL_PORT );
		return wp_parse_url( home_url(), PHP_URL_SCHEME ) . '://' . wp_parse_url( home_url(), PHP_URL_HOST ) . ( $port ? ':' . $port : '' );
	}

	/**
	 * A batch of Store API requests sent to WordPress's batch route from an origin, with a
	 * guest shopper's cart cookie.
	 *
	 * @param string $origin Origin header.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	private function core_batch( string $origin ): array {
		return $this->http(
			'POST',
			'/wp-json/batch/v1',
			array(
				'Origin'       => $origin,
				'Cookie'       => 'rueda_cart=' . self::GUEST_CART,
				'Content-Type' => 'application/json',
			),
			(string) wp_json_encode(
				array(
					'requests' => array(
						array(
							'path'   => '/wc/store/v1/cart/update-customer',
							'method' => 'POST',
						),
						array(
							'path' => '/wc/store/v1/cart/add-item',
							'body' => array( 'id' => 'no-es-un-id' ),
						),
					),
				)
			)
		);
	}

	public function test_wordpress_batch_refusals_carry_no_store_api_headers_and_no_credentials_for_another_site(): void {
		$response = $this->core_batch( self::FOREIGN );

		$this->assertSame( 207, $response['status'], $response['body'] );
		$answers = json_decode( $response['body'], true )['responses'];
		$this->assertCount( 2, $answers );
		foreach ( $answers as $answer ) {
			$this->assertSame( 'rest_batch_not_allowed', $answer['body']['code'] );
			$names = array_map( 'strtolower', array_keys( (array) ( $answer['headers'] ?? array() ) ) );
			$this->assertNotContains( 'nonce', $names );
			$this->assertNotContains( 'cart-token', $names );
		}
		$this->assertStringNotContainsStringIgnoringCase( 'cart-token', $response['body'] );
		$this->assertArrayNotHasKey( 'access-control-allow-credentials', $response['headers'] );
		$this->assertSame( self::FOREIGN, $response['headers']['access-control-allow-origin'] ?? '', 'cookie-less calls stay open' );
	}

	public function test_no_credentialed_cors_on_batch_or_rueda_v1_for_another_site(): void {
		$preflight = array(
			'Origin'                         => self::FOREIGN,
			'Access-Control-Request-Method'  => 'POST',
			'Access-Control-Request-Headers' => 'content-type',
		);
		foreach ( array(
			array( 'OPTIONS', '/wp-json/batch/v1', $preflight ),
			array( 'OPTIONS', '/?rest_route=/batch/v1', $preflight ),
			array( 'OPTIONS', '/wp-json/rueda/v1/account/profile', $preflight ),
			array( 'GET', '/wp-json/rueda/v1/account/orders', array( 'Origin' => self::FOREIGN ) ),
			array( 'GET', '/?rest_route=/RUEDA/v1/settings', array( 'Origin' => self::FOREIGN ) ),
			array( 'GET', '/wp-json/wc/store/v1/cart', array( 'Origin' => self::FOREIGN ) ),
		) as list( $method, $path, $headers ) ) {
			$response = $this->http( $method, $path, $headers );
			$this->assertArrayNotHasKey( 'access-control-allow-credentials', $response['headers'], "$method $path" );
		}
	}

	public function test_the_sites_own_origin_keeps_credentials_and_other_sites_keep_cookie_less_store_api_access(): void {
		$own = self::own_origin();
		foreach ( array( '/wp-json/wc/store/v1/cart', '/wp-json/rueda/v1/account/orders', '/wp-json/wp/v2/types/post' ) as $path ) {
			$response = $this->http( 'GET', $path, array( 'Origin' => $own ) );
			$this->assertSame( 'true', $response['headers']['access-control-allow-credentials'] ?? '', $path );
		}
		$this->assertSame( 'true', $this->core_batch( $own )['headers']['access-control-allow-credentials'] ?? '', 'batch/v1' );

		$foreign = $this->http( 'GET', '/wp-json/wc/store/v1/cart', array( 'Origin' => self::FOREIGN ) );
		$this->assertSame( 200, $foreign['status'] );
		$this->assertStringContainsString( 'Cart-Token', $foreign['headers']['access-control-expose-headers'] ?? '' );
		$this->assertNotEmpty( $foreign['headers']['cart-token'] ?? '', 'a headless client still gets its token' );

		$wordpress = $this->http( 'GET', '/wp-json/wp/v2/types/post', array( 'Origin' => self::FOREIGN ) );
		$this->assertSame( 'true', $wordpress['headers']['access-control-allow-credentials'] ?? '', "WordPress's own routes are not Rueda's to change" );
	}

	public function test_store_api_refusals_keep_the_store_api_headers(): void {
		$response = $this->http(
			'POST',
			'/wp-json/wc/store/v1/cart/add-item',
			array(
				'Cookie'       => 'rueda_cart=' . self::GUEST_CART,
				'Content-Type' => 'application/json',
			),
			(string) wp_json_encode(
				array(
					'id'       => 'no-es-un-id',
					'quantity' => 1,
				)
			)
		);

		$this->assertSame( 400, $response['status'], $response['body'] );
		$this->assertSame( 'rest_invalid_param', json_decode( $response['body'], true )['code'] );
		$this->assertNotEmpty( $response['headers']['nonce'] ?? '' );
		$this->assertNotEmpty( $response['headers']['cart-token'] ?? '' );
	}
}
