<?php
/**
 * GET /rueda/v1/account/orders, /orders/{id} and POST /orders/{id}/reorder.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;

/**
 * A customer sees and reorders their own orders only.
 */
final class AccountOrdersTest extends AccountTestCase {

	public function test_the_list_has_the_customers_placed_orders_newest_first(): void {
		$owner  = $this->customer();
		$first  = $this->place( $owner );
		$second = $this->place( $owner, array( self::TYRE => 2 ) );
		$this->place( $this->customer() );
		$this->place( 0 );
		( new OrderStore() )->create(
			array(
				'customer_id' => $owner,
				'cart_key'    => 'u_' . $owner,
			)
		); // A checkout draft.

		wp_set_current_user( $owner );
		$response = $this->account( 'GET', '/orders' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( $second, $first ), array_column( $response->get_data(), 'id' ) );
		$this->assertSame( '2', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', $response->get_headers()['X-WP-TotalPages'] );

		$row = $response->get_data()[0];
		$this->assertSame(
			array( 'id', 'number', 'date_created', 'status', 'status_label', 'total', 'currency_code', 'currency_symbol', 'currency_minor_unit', 'currency_decimal_separator', 'currency_thousand_separator', 'currency_prefix', 'currency_suffix', 'items_count', 'invoice' ),
			array_keys( $row )
		);
		$this->assertSame( (string) $second, $row['number'] );
		$this->assertSame( OrderStatus::PROCESSING, $row['status'] );
		$this->assertSame( (string) $this->order( $second )->total(), $row['total'] );
		$this->assertSame( 2, $row['items_count'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/', $row['date_created'] );

		$paged = $this->account(
			'GET',
			'/orders',
			array(
				'page'     => 2,
				'per_page' => 1,
			)
		);
		$this->assertSame( array( $first ), array_column( $paged->get_data(), 'id' ) );
		$this->assertSame( '2', $paged->get_headers()['X-WP-TotalPages'] );

		$this->assertSame( array( 400, 'rest_invalid_param' ), $this->refusal( $this->account( 'GET', '/orders', array( 'per_page' => 51 ) ) ) );
	}

	public function test_the_detail_is_the_store_api_order_with_delivery_and_payment(): void {
		$owner = $this->customer();
		$id    = $this->place( $owner );
		wp_set_current_user( $owner );

		$detail = $this->account( 'GET', "/orders/{$id}" );
		$this->assertSame( 200, $detail->get_status() );
		$data  = $detail->get_data();
		$store = rest_do_request( new \WP_REST_Request( 'GET', "/wc/store/v1/order/{$id}" ) )->get_data();
		$this->assertSame( array(), $data['rectifying_invoices'], 'no refunds' );
		unset( $data['delivery'], $data['payment_method_title'], $data['invoice'], $data['rectifying_invoices'] );
		$this->assertSame( $store, $data );

		$data = $detail->get_data();
		$this->assertSame( 'shipping', $data['delivery']['type'] );
		$this->assertNotSame( '', $data['delivery']['name'] );
		$this->assertStringContainsString( 'Calle Mayor, 5', $data['delivery']['address'] );
		$this->assertStringContainsString( '28013 Madrid', $data['delivery']['address'] );
		$this->assertSame( (string) $this->order( $id )->row['payment_method_title'], $data['payment_method_title'] );
		$this->assertNotSame( '', $data['payment_method_title'] );
	}

	public function test_a_picked_up_order_names_the_pickup_location(): void {
		$owner = $this->customer();
		wp_set_current_user( $owner );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$rates  = $this->cart()['shipping_rates'][0]['shipping_rates'];
		$pickup = array_values( array_filter( $rates, static fn( array $rate ) => 'pickup_location' === $rate['method_id'] ) );
		$this->assertNotEmpty( $pickup, 'the demo shop offers pickup at the workshop' );
		$this->write( 'select-shipping-rate', array( 'rate_id' => $pickup[0]['rate_id'] ) );
		$id = (int) $this->checkout( $this->payload() )->get_data()['order_id'];

		$delivery = $this->account( 'GET', "/orders/{$id}" )->get_data()['delivery'];
		$this->assertSame( 'pickup', $delivery['type'] );
		$this->assertSame( $pickup[0]['name'], $delivery['name'] );
		$address = array_column( $pickup[0]['meta_data'], 'value', 'key' )['pickup_address'];
		$this->assertSame( $address, $delivery['address'] );
	}

	public function test_someone_elses_unknown_or_draft_order_is_not_found(): void {
		$owner = $this->customer();
		$id    = $this->place( $owner );
		$guest = $this->place( 0 );
		$draft = ( new OrderStore() )->create( array( 'customer_id' => $owner ) );

		wp_set_current_user( $this->customer() );
		$this->assertSame( array( 404, 'rueda_order_not_found' ), $this->refusal( $this->account( 'GET', "/orders/{$id}" ) ) );
		$this->assertSame( array( 404, 'rueda_order_not_found' ), $this->refusal( $this->account( 'POST', "/orders/{$id}/reorder" ) ) );
		$this->assertSame( array(), $this->account( 'GET', '/orders' )->get_data() );

		wp_set_current_user( $owner );
		foreach ( array( 999999, $guest, $draft ) as $other ) {
			$this->assertSame( array( 404, 'rueda_order_not_found' ), $this->refusal( $this->account( 'GET', "/orders/{$other}" ) ), (string) $other );
		}
	}

	public function test_reorder_fills_the_cart_with_what_is_still_sold(): void {
		$owner = $this->customer();
		$id    = $this->place(
			$owner,
			array(
				self::TYRE       => 2,
				self::OTHER_TYRE => 1,
			)
		);
		$this->set_stock( self::OTHER_TYRE, 0 );
		$this->set_stock( self::TYRE, 3 );
		wp_set_current_user( $owner );
		$this->add( self::TYRE, 2 ); // Already in the cart: only one more fits the stock.

		$response = $this->account( 'POST', "/orders/{$id}/reorder" );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame(
			array(
				array(
					'id'       => $this->sku( self::TYRE ),
					'name'     => get_the_title( $this->sku( self::TYRE ) ),
					'quantity' => 1,
				),
			),
			$data['added']
		);
		$this->assertSame( array( $this->sku( self::OTHER_TYRE ) ), array_column( $data['skipped'], 'id' ) );
		$this->assertNotSame( '', $data['skipped'][0]['reason'] );
		$this->assertSame( 3, $data['items_count'] );

		$cart = ( new CartService() )->load( new CartSession() );
		$this->assertSame( 3, $cart->items_count() );
		$this->assertSame( 3, $this->cart()['items_count'] );
	}
}
