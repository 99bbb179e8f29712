<?php
/**
 * Data extensions add to the Store API's answers (EndpointData).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Catalog\Product;
use Rueda\StoreApi\CartExtensions;
use Rueda\StoreApi\EndpointData;

/**
 * An extension registers a schema and a data callback for an endpoint; every answer of
 * that endpoint then carries `extensions.{namespace}`, and a broken extension only loses
 * its own key.
 */
final class EndpointDataTest extends CheckoutTestCase {

	/**
	 * Messages of the `_doing_it_wrong()` calls made during the test.
	 *
	 * @var list<string>
	 */
	private array $wrong = array();

	protected function set_up(): void {
		parent::set_up();
		$this->wrong = array();
		add_action( 'doing_it_wrong_run', array( $this, 'record_wrong' ), 10, 2 );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
	}

	protected function tear_down(): void {
		EndpointData::reset();
		remove_action( 'doing_it_wrong_run', array( $this, 'record_wrong' ) );
		remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		parent::tear_down();
	}

	/**
	 * Keeps a `_doing_it_wrong()` message.
	 *
	 * @param string $function_name Function named.
	 * @param string $message       Message.
	 */
	public function record_wrong( string $function_name, string $message ): void {
		$this->wrong[] = $function_name . ': ' . $message;
	}

	/**
	 * An answer as a client decodes it (objects stay objects, `{}` is not `[]`).
	 *
	 * @param \WP_REST_Response $response Response.
	 */
	private function json( \WP_REST_Response $response ): mixed {
		return json_decode( (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Registers a namespace with a schema of a string `note` and an integer `count`.
	 *
	 * @param string        $endpoint      Endpoint.
	 * @param string        $namespace     Namespace.
	 * @param callable|null $data_callback Data callback.
	 */
	private function register( string $endpoint, string $namespace, ?callable $data_callback ): void {
		EndpointData::register(
			array(
				'endpoint'        => $endpoint,
				'namespace'       => $namespace,
				'schema_callback' => static fn() => array(
					'note'  => array( 'type' => 'string' ),
					'count' => array( 'type' => 'integer' ),
				),
				'data_callback'   => $data_callback,
			)
		);
	}

	/**
	 * Registrations a developer gets wrong, each with the start of its message.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public static function bad_registrations(): array {
		$valid = array(
			'endpoint'        => 'cart',
			'namespace'       => 'rueda-regalo',
			'schema_callback' => '__return_empty_array',
			'data_callback'   => '__return_empty_array',
		);
		return array(
			'unknown key'                => array( $valid + array( 'schema_type' => ARRAY_A ), 'Unknown endpoint data arguments: schema_type' ),
			'no endpoint'                => array( array_diff_key( $valid, array( 'endpoint' => 0 ) ), 'The endpoint must be one of: cart, cart-item, product, checkout; got null' ),
			'unknown endpoint'           => array( array( 'endpoint' => 'cart/items' ) + $valid, "The endpoint must be one of: cart, cart-item, product, checkout; got 'cart/items'" ),
			'endpoint not a string'      => array( array( 'endpoint' => 1 ) + $valid, 'The endpoint must be one of' ),
			'no namespace'               => array( array_diff_key( $valid, array( 'namespace' => 0 ) ), 'The namespace must be a non-empty string' ),
			'blank namespace'            => array( array( 'namespace' => '  ' ) + $valid, 'The namespace must be a non-empty string' ),
			'namespace not a string'     => array( array( 'namespace' => array( 'rueda' ) ) + $valid, 'The namespace must be a non-empty string' ),
			'no schema callback'         => array( array_diff_key( $valid, array( 'schema_callback' => 0 ) ), 'The schema_callback must be callable' ),
			'schema callback not called' => array( array( 'schema_callback' => array( 'note' => array( 'type' => 'string' ) ) ) + $valid, 'The schema_callback must be callable' ),
			'data callback not callable' => array( array( 'data_callback' => 'rueda_no_such_function' ) + $valid, 'The data_callback must be callable' ),
		);
	}

	/**
	 * A registration with a bad argument is a developer error.
	 *
	 * @dataProvider bad_registrations
	 *
	 * @param array<string,mixed> $args    Registration.
	 * @param string              $message Start of the message.
	 */
	public function test_a_bad_registration_throws( array $args, string $message ): void {
		$this->expectException( \InvalidArgumentException::class );
		$this->expectExceptionMessage( $message );

		EndpointData::register( $args );
	}

	public function test_a_namespace_registers_once_per_endpoint(): void {
		$this->register( EndpointData::CART, 'rueda-regalo', null );
		$this->register( EndpointData::PRODUCT, 'rueda-regalo', null );

		$this->expectException( \InvalidArgumentException::class );
		$this->expectExceptionMessage( "The namespace 'rueda-regalo' is already registered for the cart endpoint." );

		$this->register( EndpointData::CART, 'rueda-regalo', null );
	}

	public function test_without_registrations_extensions_holds_only_ruedas_own(): void {
		$this->add( self::TYRE );

		$cart = $this->json( $this->rest( 'GET', '/wc/store/v1/cart' ) );

		$this->assertEquals( new \stdClass(), $cart->extensions );
		$this->assertSame( array( 'rueda' ), array_keys( get_object_vars( $cart->items[0]->extensions ) ), 'the fitting of the line (Domain\Workshop)' );
		$this->assertSame( array(), $this->wrong );
	}

	public function test_the_cart_and_its_lines_carry_their_data(): void {
		$this->register( EndpointData::CART, 'rueda-regalo', static fn( Cart $cart ) => array( 'count' => count( $cart->items ) ) );
		$this->register(
			EndpointData::CART_ITEM,
			'rueda-regalo',
			static fn( array $line ) => array(
				'note'  => $line['key'] . ':' . $line['product']->sku(),
				'count' => $line['quantity'],
			)
		);
		$this->register( EndpointData::CART_ITEM, 'rueda-vacio', '__return_empty_array' );
		$this->add( self::TYRE, 2 );

		$cart  = $this->json( $this->rest( 'GET', '/wc/store/v1/cart' ) );
		$items = $this->json( $this->rest( 'GET', '/wc/store/v1/cart/items' ) );

		$key = $cart->items[0]->key;
		$this->assertEquals( (object) array( 'rueda-regalo' => (object) array( 'count' => 1 ) ), $cart->extensions );
		$this->assertEquals(
			(object) array(
				'note'  => $key . ':' . self::TYRE,
				'count' => 2,
			),
			$cart->items[0]->extensions->{'rueda-regalo'}
		);
		$this->assertEquals( new \stdClass(), $cart->items[0]->extensions->{'rueda-vacio'}, 'empty data is an object' );
		$this->assertEquals( $cart->items[0]->extensions, $items[0]->extensions, 'GET /cart/items too' );
	}

	public function test_products_carry_their_data_in_the_list_and_alone(): void {
		$this->register( EndpointData::PRODUCT, 'rueda-regalo', static fn( Product $product ) => array( 'note' => 'sku ' . $product->sku() ) );
		$id = $this->sku( self::TYRE );

		$alone   = $this->json( $this->rest( 'GET', '/wc/store/v1/products/' . $id ) );
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params( array( 'include' => array( $id ) ) );
		$listed = array_values( array_filter( $this->json( rest_do_request( $request ) ), static fn( $product ) => $id === $product->id ) );

		$this->assertEquals( (object) array( 'note' => 'sku ' . self::TYRE ), $alone->extensions->{'rueda-regalo'} );
		$this->assertCount( 1, $listed );
		$this->assertEquals( $alone->extensions, $listed[0]->extensions );
	}

	public function test_the_checkout_answer_carries_the_orders_data(): void {
		$this->register( EndpointData::CHECKOUT, 'rueda-regalo', static fn( \Rueda\Domain\Orders\Order $order ) => array( 'count' => $order->id() ) );
		$this->add( self::TYRE );

		$draft  = $this->json( $this->rest( 'GET', '/wc/store/v1/checkout' ) );
		$placed = $this->checkout( $this->payload() );
		$body   = $this->json( $placed );

		$this->assertSame( 200, $placed->get_status(), (string) wp_json_encode( $body ) );
		$this->assertSame( $body->order_id, $body->extensions->{'rueda-regalo'}->count );
		$this->assertSame( $draft->order_id, $draft->extensions->{'rueda-regalo'}->count );
	}

	public function test_data_that_fails_its_schema_is_left_out_and_reported(): void {
		$this->add( self::TYRE );
		$this->register( EndpointData::CART, 'rueda-mal', static fn() => array( 'count' => 'tres' ) );
		$this->register(
			EndpointData::CART,
			'rueda-bien',
			static fn() => array(
				'note'  => 'ok',
				'extra' => 'not declared',
			)
		);

		$response = $this->rest( 'GET', '/wc/store/v1/cart' );
		$cart     = $this->json( $response );

		$this->assertSame( 200, $response->get_status() );
		$this->assertEquals( (object) array( 'rueda-bien' => (object) array( 'note' => 'ok' ) ), $cart->extensions, 'undeclared properties are dropped' );
		$this->assertCount( 1, $this->wrong );
		$this->assertStringContainsString( 'Rueda\StoreApi\EndpointData::register', $this->wrong[0] );
		$this->assertStringContainsString( 'Store API: the cart data of the namespace rueda-mal was left out: its data does not match its schema', $this->wrong[0] );
		$this->assertStringContainsString( 'extensions[rueda-mal][count] is not of type integer.', $this->wrong[0] );
	}

	public function test_a_broken_callback_loses_only_its_own_key(): void {
		$this->add( self::TYRE );
		$this->register(
			EndpointData::CART,
			'rueda-lanza',
			static function () {
				throw new \RuntimeException( "Sin conexión\n<b>al servicio</b>" );
			}
		);
		$this->register( EndpointData::CART, 'rueda-texto', static fn() => 'no es un array' );
		EndpointData::register(
			array(
				'endpoint'        => EndpointData::CART,
				'namespace'       => 'rueda-esquema',
				'schema_callback' => static fn() => 'no es un esquema',
				'data_callback'   => '__return_empty_array',
			)
		);
		$this->register( EndpointData::CART, 'rueda-bien', static fn() => array( 'count' => 3 ) );

		$response = $this->rest( 'GET', '/wc/store/v1/cart' );
		$cart     = $this->json( $response );

		$this->assertSame( 200, $response->get_status() );
		$this->assertEquals( (object) array( 'rueda-bien' => (object) array( 'count' => 3 ) ), $cart->extensions );
		$this->assertCount( 3, $this->wrong );
		$this->assertStringContainsString( 'rueda-lanza was left out: its data_callback threw RuntimeException: Sin conexión al servicio', $this->wrong[0], 'one line, no markup' );
		$this->assertStringContainsString( 'rueda-texto was left out: its data_callback returned a string; it must return an array.', $this->wrong[1] );
		$this->assertStringContainsString( 'rueda-esquema was left out: its schema_callback must return an array of property schemas', $this->wrong[2] );
	}

	public function test_data_an_update_callback_stores_is_answered_and_kept(): void {
		CartExtensions::register_update_callback(
			'rueda-regalo',
			static function ( array $data, Cart $cart ): void {
				$cart->extensions['rueda-regalo'] = array(
					'note'  => (string) ( $data['note'] ?? '' ),
					'count' => 1,
				);
			}
		);
		$this->add( self::TYRE );

		$updated = $this->write(
			'extensions',
			array(
				'namespace' => 'rueda-regalo',
				'data'      => array( 'note' => 'Envolver para regalo' ),
			)
		);
		$stored  = (object) array(
			'note'  => 'Envolver para regalo',
			'count' => 1,
		);

		$this->assertSame( 200, $updated->get_status() );
		$this->assertEquals( $stored, $this->json( $updated )->extensions->{'rueda-regalo'} );
		$this->assertEquals( $stored, $this->json( $this->rest( 'GET', '/wc/store/v1/cart' ) )->extensions->{'rueda-regalo'}, 'kept for the next GET /cart' );

		// Registered for the cart too: merged with its data callback's (whose keys win), held to its schema.
		$this->register( EndpointData::CART, 'rueda-regalo', static fn() => array( 'count' => 2 ) );

		$this->assertEquals(
			(object) array(
				'note'  => 'Envolver para regalo',
				'count' => 2,
			),
			$this->json( $this->rest( 'GET', '/wc/store/v1/cart' ) )->extensions->{'rueda-regalo'}
		);
	}

	public function test_data_an_inactive_extension_stored_is_left_out(): void {
		$extensions = EndpointData::response( EndpointData::CART, null, array( 'rueda-desactivada' => array( 'seasons' => 2 ) ) );

		$this->assertEquals( new \stdClass(), $extensions );
	}
}
