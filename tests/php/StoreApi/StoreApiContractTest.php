<?php
/**
 * The Store API's contract: every route, its JSON shape and its headers.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\StoreApi\CartExtensions;
use Rueda\StoreApi\EndpointData;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\StoreApi\Utilities\StoreNonce;
use Rueda\Tests\StoreApi\Contract\Shapes;

require_once __DIR__ . '/Contract/Shapes.php';

/**
 * Walks every route of `wc/store/v1` and holds each answer to the documented shape (keys
 * and JSON types, docs/store-api.md) and headers, on success and on every class of error,
 * so that a change cannot drift from what WooCommerce's clients expect without a test
 * saying so.
 */
final class StoreApiContractTest extends CheckoutTestCase {

	/** Headers every answer of a cart or checkout route carries. */
	private const SESSION_HEADERS = array( 'Nonce', 'Nonce-Timestamp', 'User-ID', 'Cart-Token', 'Cart-Hash' );

	/** Every route, as registered; a new route fails the test until it is covered here. */
	private const ROUTES = array(
		'/wc/store/v1',
		'/wc/store/v1/appointment-slots',
		'/wc/store/v1/batch',
		'/wc/store/v1/cart',
		'/wc/store/v1/cart/add-item',
		'/wc/store/v1/cart/apply-coupon',
		'/wc/store/v1/cart/coupons',
		'/wc/store/v1/cart/coupons/(?P<code>[^/]{1,100})',
		'/wc/store/v1/cart/extensions',
		'/wc/store/v1/cart/items',
		'/wc/store/v1/cart/items/(?P<key>[\w-]{1,64})',
		'/wc/store/v1/cart/remove-coupon',
		'/wc/store/v1/cart/remove-item',
		'/wc/store/v1/cart/select-shipping-rate',
		'/wc/store/v1/cart/update-customer',
		'/wc/store/v1/cart/update-item',
		'/wc/store/v1/checkout',
		'/wc/store/v1/checkout/(?P<id>[\d]+)',
		'/wc/store/v1/order/(?P<id>[\d]+)',
		'/wc/store/v1/products',
		'/wc/store/v1/products/(?P<id>[\d]+)',
		'/wc/store/v1/products/attributes',
		'/wc/store/v1/products/attributes/(?P<id>[\d]+)',
		'/wc/store/v1/products/attributes/(?P<attribute_id>[\d]+)/terms',
		'/wc/store/v1/products/categories',
		'/wc/store/v1/products/collection-data',
	);

	protected function set_up(): void {
		parent::set_up();
		CartExtensions::register_update_callback( 'contrato', static fn( $data, $cart ) => null );
	}

	protected function tear_down(): void {
		EndpointData::reset();
		parent::tear_down();
	}

	public function test_every_route_of_the_namespace_is_covered(): void {
		$this->assertEqualsCanonicalizing( self::ROUTES, array_keys( rest_get_server()->get_routes( 'wc/store/v1' ) ) );
	}

	public function test_cart_routes_answer_their_shapes_with_the_session_headers(): void {
		$tyre = $this->sku( self::TYRE );

		$cart = $this->call(
			201,
			Shapes::cart(),
			'POST',
			'/cart/add-item',
			array(
				'id'       => $tyre,
				'quantity' => 1,
			)
		);
		$key  = $cart->items[0]->key;
		$this->call( 200, Shapes::cart(), 'GET', '/cart' );
		$this->call( 200, array( Shapes::cart_item() ), 'GET', '/cart/items' );
		$this->call( 200, Shapes::cart_item(), 'GET', '/cart/items/' . $key );
		$this->call(
			200,
			Shapes::cart(),
			'POST',
			'/cart/update-item',
			array(
				'key'      => $key,
				'quantity' => 2,
			)
		);
		$this->call( 200, Shapes::cart_item(), 'PUT', '/cart/items/' . $key, array( 'quantity' => 3 ) );
		$this->call( 200, Shapes::cart(), 'POST', '/cart/apply-coupon', array( 'code' => 'bienvenida10' ) );
		$this->call( 200, array( Shapes::coupon() ), 'GET', '/cart/coupons' );
		$this->call( 200, Shapes::coupon(), 'GET', '/cart/coupons/bienvenida10' );
		$this->call( 200, Shapes::cart(), 'POST', '/cart/remove-coupon', array( 'code' => 'bienvenida10' ) );
		$this->call( 201, Shapes::coupon(), 'POST', '/cart/coupons', array( 'code' => 'bienvenida10' ) );
		$this->call( 204, 'null', 'DELETE', '/cart/coupons/bienvenida10' );
		$this->call( 200, 'array', 'DELETE', '/cart/coupons' );
		$cart = $this->call( 200, Shapes::cart(), 'POST', '/cart/update-customer', array_intersect_key( $this->payload(), array_flip( array( 'billing_address', 'shipping_address' ) ) ) );
		$rate = $cart->shipping_rates[0]->shipping_rates[0]->rate_id;
		$this->call(
			200,
			Shapes::cart(),
			'POST',
			'/cart/select-shipping-rate',
			array(
				'package_id' => 0,
				'rate_id'    => $rate,
			)
		);
		$this->call(
			200,
			Shapes::cart(),
			'POST',
			'/cart/extensions',
			array(
				'namespace' => 'contrato',
				'data'      => array(),
			)
		);
		$item = $this->call(
			201,
			Shapes::cart_item(),
			'POST',
			'/cart/items',
			array(
				'id'       => $this->sku( 'SRV-PREITV' ),
				'quantity' => 1,
			)
		);
		$this->call( 204, 'null', 'DELETE', '/cart/items/' . $item->key );
		$this->call( 200, Shapes::cart(), 'POST', '/cart/remove-item', array( 'key' => $key ) );
		$this->call( 200, 'array', 'DELETE', '/cart/items' );
		$batch = $this->call(
			207,
			array(
				'responses' => array(
					array(
						'body'    => 'object|null',
						'status'  => 'integer',
						'headers' => 'object',
					),
				),
			),
			'POST',
			'/batch',
			array(
				'requests' => array(
					array(
						'path' => '/wc/store/v1/cart/add-item',
						'body' => array(
							'id'       => $tyre,
							'quantity' => 1,
						),
					),
				),
			)
		);
		$this->assert_shape( Shapes::cart(), $batch->responses[0]->body, 'batch.responses[0].body' );
	}

	public function test_checkout_and_order_routes_answer_their_shapes_with_the_session_headers(): void {
		$this->add( self::TYRE );

		$this->call( 200, Shapes::checkout(), 'GET', '/checkout' );
		$this->add( 'SRV-PREITV' );
		$days = $this->call( 200, array( Shapes::appointment_day() ), 'GET', '/appointment-slots?location=0&days=2' );
		$this->assertCount( 2, $days );
		$this->write( 'remove-item', array( 'key' => $this->cart()['items'][1]['key'] ) );
		$declined = $this->call( 402, Shapes::ERROR, 'POST', '/checkout', $this->payload( array(), '4000000000000002' ) );
		$this->assert_shape( Shapes::checkout(), $declined->data->order, 'data.order' );
		$this->assert_shape( Shapes::cart(), $declined->data->cart, 'data.cart' );
		$order = $declined->data->order;
		$paid  = $this->call( 200, Shapes::checkout(), 'POST', '/checkout/' . $order->order_id, array( 'key' => $order->order_key ) + array_intersect_key( $this->payload(), array_flip( array( 'payment_method', 'payment_data' ) ) ) );
		$this->assertSame( 'success', $paid->payment_result->payment_status );
		$this->call( 200, Shapes::order(), 'GET', '/order/' . $order->order_id . '?key=' . $order->order_key );

		$this->add( self::TYRE );
		$placed = $this->call( 200, Shapes::checkout(), 'POST', '/checkout', $this->payload() );
		$this->assertSame( 0, ( (array) $placed )['__experimentalCart']->items_count, 'the cart after the order' );
	}

	public function test_every_class_of_error_has_the_error_shape_and_the_session_headers(): void {
		$tyre = $this->sku( self::TYRE );
		$this->add( self::TYRE );
		update_option( RateLimiter::OPTION, array( 'limit' => 1 ) );
		EndpointData::register(
			array(
				'endpoint'        => EndpointData::CHECKOUT,
				'namespace'       => 'contrato',
				'schema_callback' => static fn() => array( 'nota' => array( 'type' => 'string' ) ),
			)
		);

		$errors = array(
			'rest_invalid_param'                    => $this->request(
				'POST',
				'/cart/add-item',
				array(
					'id'       => $tyre,
					'quantity' => -1,
				)
			),
			'rest_missing_callback_param'           => $this->request( 'POST', '/cart/add-item', array( 'quantity' => 1 ) ),
			'woocommerce_rest_missing_nonce'        => $this->request(
				'POST',
				'/cart/add-item',
				array(
					'id'       => $tyre,
					'quantity' => 1,
				),
				array()
			),
			'woocommerce_rest_invalid_nonce'        => $this->request(
				'POST',
				'/cart/add-item',
				array(
					'id'       => $tyre,
					'quantity' => 1,
				),
				array( 'Nonce' => 'falso' )
			),
			'woocommerce_rest_invalid_cart_token'   => $this->request( 'GET', '/cart', array(), array( 'Cart-Token' => 'a.b.c' ) ),
			'woocommerce_rest_cart_invalid_key'     => $this->request(
				'POST',
				'/cart/update-item',
				array(
					'key'      => 'no-existe',
					'quantity' => 1,
				)
			),
			'woocommerce_rest_cart_coupon_error'    => $this->request( 'POST', '/cart/apply-coupon', array( 'code' => 'no-existe' ) ),
			'woocommerce_rest_cart_invalid_product' => $this->request(
				'POST',
				'/cart/add-item',
				array(
					'id'       => 999999,
					'quantity' => 1,
				)
			),
			'woocommerce_rest_invalid_order'        => $this->request( 'GET', '/order/999999?key=wc_order_no' ),
			'rueda_batch_invalid_path'              => $this->request( 'POST', '/batch', array( 'requests' => array( array( 'path' => '/wp/v2/users' ) ) ) ),
			'rueda_invalid_extension_data'          => $this->request( 'POST', '/checkout', $this->payload( array( 'extensions' => array( 'contrato' => array( 'nota' => 1 ) ) ) ) ),
			'rueda_invalid_appointment_location'    => $this->request( 'GET', '/appointment-slots?location=99' ),
			'rueda_appointment_not_needed'          => $this->request( 'GET', '/appointment-slots?location=0' ),
		);
		$this->checkout( $this->payload() );
		$errors['rest_store_api_rate_limited'] = $this->request( 'POST', '/checkout', $this->payload() );

		foreach ( $errors as $code => $response ) {
			$body = $this->json( $response );
			$this->assertSame( $code, $body->code ?? null, $code . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assert_shape( Shapes::ERROR, $body, $code );
			$this->assertSame( $response->get_status(), $body->data->status, $code . ': data.status is the HTTP status' );
			$this->assert_session_headers( $response, $code );
			if ( 409 === $response->get_status() ) {
				$this->assert_shape( Shapes::cart(), $body->data->cart, $code . ': data.cart' );
			}
		}
		$this->assertArrayHasKey( 'RateLimit-Retry-After', $errors['rest_store_api_rate_limited']->get_headers() );
	}

	public function test_catalogue_routes_answer_their_shapes_and_stay_cacheable(): void {
		$product   = $this->sku( self::TYRE );
		$listing   = $this->json( $this->request( 'GET', '/products?per_page=100' ) );
		$variable  = array_values( array_filter( $listing, static fn( $item ) => 'variable' === $item->type ) )[0]->id;
		$attribute = $this->json( $this->request( 'GET', '/products/attributes' ) )[0]->id;

		$answers = array(
			array( array( Shapes::category() ), $this->request( 'GET', '/products/categories' ) ),
			array( array( Shapes::attribute() ), $this->request( 'GET', '/products/attributes' ) ),
			array( Shapes::attribute(), $this->request( 'GET', '/products/attributes/' . $attribute ) ),
			array( array( Shapes::term() ), $this->request( 'GET', '/products/attributes/' . $attribute . '/terms' ) ),
			array( array( Shapes::product() ), $this->request( 'GET', '/products?per_page=100' ) ),
			array( Shapes::product(), $this->request( 'GET', '/products/' . $product ) ),
			array( Shapes::product(), $this->request( 'GET', '/products/' . $variable ) ),
			array( Shapes::collection_data(), $this->request( 'GET', '/products/collection-data?calculate_attribute_counts[0][taxonomy]=rueda_pa_brand&calculate_stock_status_counts=1&calculate_rating_counts=1&calculate_price_range=1' ) ),
		);
		foreach ( $answers as $index => [ $shape, $response ] ) {
			$this->assertSame( 200, $response->get_status(), (string) $index );
			$this->assert_shape( $shape, $this->json( $response ), 'catalogue[' . $index . ']' );
			$this->assertSame( array(), array_intersect( self::SESSION_HEADERS, array_keys( $response->get_headers() ) ), 'no per-visitor headers on a cacheable answer' );
		}
		$listing = $this->request( 'GET', '/products?per_page=5' )->get_headers();
		$this->assertGreaterThan( 1, (int) $listing['X-WP-TotalPages'] );
		$this->assertGreaterThan( 5, (int) $listing['X-WP-Total'] );
	}

	/**
	 * Sends a request with the nonce and checks its status, shape and session headers.
	 *
	 * @param int                 $status Expected status.
	 * @param array|string        $shape  Expected shape.
	 * @param string              $method Method.
	 * @param string              $path   Path below the namespace, with a query string.
	 * @param array<string,mixed> $body   Body.
	 * @return mixed The answer's data as a client decodes it.
	 */
	private function call( int $status, $shape, string $method, string $path, array $body = array() ) {
		$response = $this->request( $method, $path, $body );
		$this->assertSame( $status, $response->get_status(), $method . ' ' . $path . ': ' . wp_json_encode( $response->get_data() ) );
		$this->assert_shape( $shape, $this->json( $response ), $method . ' ' . $path );
		$this->assert_session_headers( $response, $method . ' ' . $path );
		return $this->json( $response );
	}

	/**
	 * Dispatches a request.
	 *
	 * @param string                    $method  Method.
	 * @param string                    $path    Path below the namespace, with a query string.
	 * @param array<string,mixed>       $body    Body.
	 * @param array<string,string>|null $headers Headers (default: a valid nonce).
	 */
	private function request( string $method, string $path, array $body = array(), ?array $headers = null ): \WP_REST_Response {
		[ $route, $query ] = array_pad( explode( '?', $path, 2 ), 2, '' );
		$request           = new \WP_REST_Request( $method, '/wc/store/v1' . $route );
		parse_str( $query, $params );
		$request->set_query_params( $params );
		foreach ( $headers ?? array( 'Nonce' => StoreNonce::create() ) as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * The answer as a client decodes it: objects as objects, lists as arrays.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return mixed
	 */
	private function json( \WP_REST_Response $response ) {
		return json_decode( (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ), false );
	}

	/**
	 * Asserts the session headers are there and well formed.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @param string            $label    What is checked.
	 */
	private function assert_session_headers( \WP_REST_Response $response, string $label ): void {
		$headers = $response->get_headers();
		foreach ( self::SESSION_HEADERS as $name ) {
			$this->assertNotSame( '', (string) ( $headers[ $name ] ?? '' ), $label . ': header ' . $name );
		}
		$this->assertSame( 'no-store', $headers['Cache-Control'] ?? null, $label );
		$this->assertMatchesRegularExpression( '/^\d+$/', (string) $headers['Nonce-Timestamp'], $label );
		$this->assertSame( 3, count( explode( '.', (string) $headers['Cart-Token'] ) ), $label . ': Cart-Token is a JWT' );
	}

	/**
	 * Asserts a decoded JSON value has a shape.
	 *
	 * @param array|string $shape Shape (see Shapes).
	 * @param mixed        $value Decoded value.
	 * @param string       $path  Where, for the message.
	 */
	private function assert_shape( $shape, $value, string $path ): void {
		if ( is_string( $shape ) ) {
			$this->assertContains( $this->json_type( $value ), explode( '|', $shape ), $path . ' is ' . $shape );
			return;
		}
		if ( array_is_list( $shape ) ) {
			$this->assertIsArray( $value, $path . ' is a list' );
			foreach ( $value as $index => $item ) {
				$this->assert_shape( $shape[0], $item, $path . '[' . $index . ']' );
			}
			return;
		}
		$this->assertInstanceOf( \stdClass::class, $value, $path . ' is an object' );
		$this->assertEqualsCanonicalizing( array_keys( $shape ), array_keys( (array) $value ), $path . ' has exactly the documented keys' );
		foreach ( $shape as $key => $inner ) {
			$this->assert_shape( $inner, $value->$key, $path . '.' . $key );
		}
	}

	/**
	 * The JSON type of a decoded value.
	 *
	 * @param mixed $value Value.
	 */
	private function json_type( $value ): string {
		return match ( true ) {
			null === $value => 'null',
			is_bool( $value ) => 'boolean',
			is_int( $value ) => 'integer',
			is_float( $value ) => 'number',
			is_string( $value ) => 'string',
			is_array( $value ) => 'array',
			default => 'object',
		};
	}
}
