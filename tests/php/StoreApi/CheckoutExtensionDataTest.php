<?php
/**
 * POST /checkout's `extensions`, held to the schemas registered for the checkout.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\StoreApi\EndpointData;

/**
 * What a client sends for a registered namespace is checked before anything is written;
 * the order hook gets it sanitised, and other namespaces as sent.
 */
final class CheckoutExtensionDataTest extends CheckoutTestCase {

	/**
	 * The `extensions` the order hook received, once per call.
	 *
	 * @var list<array<string,mixed>>
	 */
	private array $received = array();

	protected function set_up(): void {
		parent::set_up();
		$this->received = array();
		add_action( 'rueda_checkout_update_order_from_request', array( $this, 'receive' ), 10, 2 );
		EndpointData::register(
			array(
				'endpoint'        => EndpointData::CHECKOUT,
				'namespace'       => 'rueda-regalo',
				'schema_callback' => static fn() => array(
					'note'  => array(
						'type'      => 'string',
						'maxLength' => 50,
					),
					'boxes' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
			)
		);
	}

	protected function tear_down(): void {
		EndpointData::reset();
		remove_action( 'rueda_checkout_update_order_from_request', array( $this, 'receive' ) );
		parent::tear_down();
	}

	/**
	 * Records what the order hook receives.
	 *
	 * @param \Rueda\Domain\Orders\Order $order   Order.
	 * @param CheckoutRequest            $request Request.
	 */
	public function receive( $order, CheckoutRequest $request ): void {
		$this->received[] = $request->extensions;
	}

	/**
	 * Orders in any status.
	 */
	private function all_orders(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE id > %d', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), 0 ) );
	}

	public function test_invalid_data_is_refused_before_anything_is_written(): void {
		$this->add( self::TYRE );
		$draft  = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_data()['order_id'];
		$row    = $this->order( $draft )->row;
		$billed = $this->order( $draft )->address( 'billing' );
		$orders = $this->all_orders();
		$stock  = $this->stock( self::TYRE );
		$before = $this->cart();

		$response = $this->checkout(
			$this->payload(
				array(
					'billing_address' => $this->billing( array( 'first_name' => 'Otra' ) ),
					'extensions'      => array(
						'rueda-regalo' => array(
							'note'  => 'Envolver',
							'boxes' => 'dos',
						),
					),
				)
			)
		);
		$body     = $response->get_data();

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_invalid_extension_data', $body['code'] );
		$this->assertSame( 'Los datos enviados para la extensión rueda-regalo no son válidos.', $body['message'] );
		$this->assertSame( array( 'extensions[rueda-regalo]' => 'extensions[rueda-regalo][boxes] is not of type integer.' ), $body['data']['params'] );
		$this->assertSame( 'rest_invalid_type', $body['data']['details']['extensions[rueda-regalo]']['code'] );
		$this->assertNotEmpty( $response->get_headers()['Nonce'], 'the Store API headers, as on every refusal' );
		$this->assertSame( array(), $this->received, 'the order hook did not run' );
		$this->assertSame( $orders, $this->all_orders(), 'no new order' );
		$this->assertSame( $row, $this->order( $draft )->row, 'the draft is untouched' );
		$this->assertSame( $billed, $this->order( $draft )->address( 'billing' ) );
		$this->assertSame( $stock, $this->stock( self::TYRE ) );
		$this->assertSame( 0, ( new \Rueda\Storage\StockHolds() )->held( $this->sku( self::TYRE ) ), 'no stock held' );
		$this->assertSame( $before['billing_address'], $this->cart()['billing_address'], 'the cart keeps its address' );
	}

	public function test_data_that_is_not_an_object_or_breaks_a_rule_is_refused(): void {
		$this->add( self::TYRE );

		$text = $this->checkout( $this->payload( array( 'extensions' => array( 'rueda-regalo' => 'regalo' ) ) ) );
		$long = $this->checkout( $this->payload( array( 'extensions' => array( 'rueda-regalo' => array( 'note' => str_repeat( 'a', 51 ) ) ) ) ) );

		$this->assertSame( 'rueda_invalid_extension_data', $text->get_data()['code'] );
		$this->assertSame( 'extensions[rueda-regalo] is not of type object.', $text->get_data()['data']['params']['extensions[rueda-regalo]'] );
		$this->assertSame( 'rueda_invalid_extension_data', $long->get_data()['code'] );
		$this->assertSame( 'rest_too_long', $long->get_data()['data']['details']['extensions[rueda-regalo]']['code'] );
		$this->assertSame( array(), $this->received );
	}

	public function test_valid_data_reaches_the_order_hook_sanitised_and_others_as_sent(): void {
		$this->add( self::TYRE );

		$response = $this->checkout(
			$this->payload(
				array(
					'extensions' => array(
						'rueda-regalo' => array(
							'note'   => 'Envolver',
							'boxes'  => '2',
							'precio' => 0,
						),
						'otra'         => array( 'libre' => array( 1, 2 ) ),
					),
				)
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				array(
					'rueda-regalo' => array(
						'note'  => 'Envolver',
						'boxes' => 2,
					),
					'otra'         => array( 'libre' => array( 1, 2 ) ),
				),
			),
			$this->received
		);
	}

	public function test_a_checkout_without_the_namespace_is_not_held_to_it(): void {
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload() );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( array() ), $this->received );
	}
}
