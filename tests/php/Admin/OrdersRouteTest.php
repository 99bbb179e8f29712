<?php
/**
 * The admin orders routes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Orders placed through the checkout, then listed, read and changed by the shop.
 */
final class OrdersRouteTest extends CheckoutTestCase {

	use OtherIdRequests;

	private const PATH = '/rueda/v1/orders';

	protected function set_up(): void {
		parent::set_up();
		update_option(
			\Rueda\Domain\Payments\PaymentSettings::OPTION,
			array(
				'gateways' => array(
					BankTransfer::ID => array(
						'settings' => array(
							'holder' => 'Neumáticos y Taller SL',
							'iban'   => 'ES91 2100 0418 4502 0005 1332',
						),
					),
				),
			)
		);
		$this->set_stock( self::TYRE, 10 );
	}

	/**
	 * Places an order as a guest; returns its id.
	 *
	 * @param string               $method  card, transfer or declined.
	 * @param array<string,string> $billing Billing changes.
	 * @param int                  $units   Tyres.
	 */
	private function place( string $method = 'card', array $billing = array(), int $units = 1 ): int {
		wp_set_current_user( 0 );
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] ); // A new shopper, a new cart.
		$this->add( self::TYRE, $units );
		$changes = array( 'billing_address' => $this->billing( $billing ) );
		if ( 'transfer' === $method ) {
			$changes += array(
				'payment_method' => BankTransfer::ID,
				'payment_data'   => array(),
			);
		}
		$body = $this->checkout( $this->payload( $changes, 'declined' === $method ? '4000000000000002' : '4242424242424242' ) )->get_data();
		return (int) ( $body['order_id'] ?? $body['data']['order']['order_id'] );
	}

	public function test_an_order_is_found_by_its_phone_however_it_is_written(): void {
		$called = $this->place(
			'card',
			array(
				'phone' => '+34 916 000 123',
				'email' => 'cliente1795963601460@example.test',
			)
		);
		$other  = $this->place( 'card', array( 'phone' => '600111222' ) );
		$this->as_manager();

		foreach ( array( '916000123', '916 000 123', '+34 916-000-123', '0034916000123', '000 123' ) as $typed ) {
			$this->assertSame( array( $called ), array_column( $this->list( array( 'search' => $typed ) )->get_data(), 'id' ), $typed );
		}
		$this->assertSame( array( $other ), array_column( $this->list( array( 'search' => '600 111 222' ) )->get_data(), 'id' ) );
		$this->assertSame( array( $other ), array_column( $this->list( array( 'search' => (string) $other ) )->get_data(), 'id' ), 'a number is still an order number' );
		$this->assertSame( array( $called ), array_column( $this->list( array( 'search' => '1795963601460' ) )->get_data(), 'id' ), 'and digits of an email still find it' );
	}

	public function test_the_list_says_how_each_order_is_delivered(): void {
		$shipped = $this->place();
		wp_set_current_user( 0 );
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::TYRE, 1 );
		$this->rest( 'POST', '/wc/store/v1/cart/update-customer', array( 'shipping_address' => $this->billing( array() ) ), array( 'Nonce' => \Rueda\StoreApi\Utilities\StoreNonce::create() ) );
		$this->rest( 'POST', '/wc/store/v1/cart/select-shipping-rate', array( 'rate_id' => 'pickup_location:0' ), array( 'Nonce' => \Rueda\StoreApi\Utilities\StoreNonce::create() ) );
		$body      = $this->checkout( $this->payload( array( 'billing_address' => $this->billing( array() ) ), '4242424242424242' ) )->get_data();
		$picked_up = (int) ( $body['order_id'] ?? 0 );
		$this->assertGreaterThan( 0, $picked_up, wp_json_encode( $body ) );
		$this->as_manager();

		$rows        = array_column( $this->list( array() )->get_data(), null, 'id' );
		$pickup_name = \Rueda\Domain\Shipping\ShippingSettings::get()['pickup_locations'][0]['name'];

		$this->assertSame( 'shipping', $rows[ $shipped ]['delivery']['type'] );
		$this->assertSame( $this->rest( 'GET', self::PATH . "/{$shipped}" )->get_data()['shipping_lines'][0]['name'], $rows[ $shipped ]['delivery']['label'] );
		$this->assertNotSame( '', $rows[ $shipped ]['delivery']['label'] );
		$this->assertSame(
			array(
				'type'  => 'pickup',
				'label' => $pickup_name,
			),
			$rows[ $picked_up ]['delivery']
		);
		$this->assertTrue( $this->rest( 'GET', self::PATH . "/{$picked_up}" )->get_data()['is_pickup'] );
	}

	private function as_manager(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
	}

	private function change( int $id, string $status, ?string $expected = null ): \WP_REST_Response {
		return $this->rest( 'POST', self::PATH . "/{$id}/status", array( 'status' => $status ) + ( $expected ? array( 'expected_status' => $expected ) : array() ) );
	}

	private function list( array $query ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', self::PATH );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	public function test_only_people_who_manage_the_shop_reach_the_orders(): void {
		$id = $this->place();
		foreach ( array( self::PATH, self::PATH . '/counts', self::PATH . "/{$id}" ) as $path ) {
			wp_set_current_user( 0 );
			$this->assertSame( 401, $this->rest( 'GET', $path )->get_status(), "anonymous {$path}" );
			wp_set_current_user( $this->create_user( 'customer' ) );
			$this->assertSame( 403, $this->rest( 'GET', $path )->get_status(), "customer {$path}" );
			wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
			$this->assertSame( 200, $this->rest( 'GET', $path )->get_status(), "shop manager {$path}" );
			wp_set_current_user( $this->create_user( 'administrator' ) );
			$this->assertSame( 200, $this->rest( 'GET', $path )->get_status(), "administrator {$path}" );
		}
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->change( $id, OrderStatus::COMPLETED )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH . "/{$id}/notes", array( 'note' => 'Hola' ) )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $id )->status() );
	}

	public function test_the_list_filters_searches_sorts_and_pages(): void {
		$paid     = $this->place( 'card', array( 'email' => 'ana@example.test' ) );
		$transfer = $this->place(
			'transfer',
			array(
				'first_name' => 'Jorge',
				'last_name'  => 'Nieto',
				'email'      => 'jorge@example.test',
			),
			2
		);
		$this->place( 'declined', array( 'email' => 'pablo@example.test' ) );
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::TYRE ); // A checkout draft, not listed.
		$this->assertSame( 200, $this->rest( 'GET', '/wc/store/v1/checkout' )->get_status() );
		$this->as_manager();

		$all = $this->list( array() );
		$this->assertSame( array( $paid, $transfer ), array_slice( array_reverse( array_column( $all->get_data(), 'id' ) ), 0, 2 ) );
		$this->assertNotContains( OrderStatus::DRAFT, array_column( $all->get_data(), 'status' ) );
		$this->assertSame( '3', (string) $all->get_headers()['X-WP-Total'] );

		$on_hold = $this->list( array( 'status' => array( OrderStatus::ON_HOLD, OrderStatus::FAILED ) ) )->get_data();
		$this->assertSame( array( OrderStatus::FAILED, OrderStatus::ON_HOLD ), array_column( $on_hold, 'status' ) );
		$this->assertSame( array( $transfer ), array_column( $this->list( array( 'search' => 'jorge nieto' ) )->get_data(), 'id' ) );
		$this->assertSame( array( $transfer ), array_column( $this->list( array( 'search' => 'JORGE@example' ) )->get_data(), 'id' ) );
		$this->assertSame( array( $paid ), array_column( $this->list( array( 'search' => '#' . $paid ) )->get_data(), 'id' ) );
		$this->assertSame( array(), $this->list( array( 'search' => "' OR 1=1 --" ) )->get_data() );
		$this->assertSame( $transfer, $this->list( array( 'orderby' => 'total' ) )->get_data()[0]['id'], 'two tyres cost most' );

		$page = $this->list(
			array(
				'per_page' => 2,
				'page'     => 2,
				'orderby'  => 'id',
				'order'    => 'asc',
			)
		);
		$this->assertSame( array( '3', '2' ), array( (string) $page->get_headers()['X-WP-Total'], (string) $page->get_headers()['X-WP-TotalPages'] ) );
		$this->assertCount( 1, $page->get_data() );

		$drafts = $this->list( array( 'status' => OrderStatus::DRAFT ) )->get_data();
		$this->assertSame( array( OrderStatus::DRAFT ), array_unique( array_column( $drafts, 'status' ) ) );

		$counts = $this->rest( 'GET', self::PATH . '/counts' )->get_data();
		$this->assertSame( array( 3, 1, 1, 1, 0 ), array( $counts['all'], $counts[ OrderStatus::PROCESSING ], $counts[ OrderStatus::ON_HOLD ], $counts[ OrderStatus::FAILED ], $counts[ OrderStatus::COMPLETED ] ) );
		$this->assertArrayNotHasKey( OrderStatus::DRAFT, $counts );

		foreach ( array(
			'status'   => 'enviado',
			'orderby'  => 'name',
			'order'    => 'sideways',
			'per_page' => 500,
			'page'     => 0,
		) as $field => $value ) {
			$refused = $this->list( array( $field => $value ) );
			$this->assertSame( 400, $refused->get_status(), $field );
			$this->assertArrayHasKey( $field, $refused->get_data()['data']['params'], $field );
		}
	}

	/**
	 * An id in the body or the query names another order; the URL's is the one used.
	 *
	 * @dataProvider other_id_places
	 *
	 * @param string $place Where the other id goes.
	 */
	public function test_only_the_order_in_the_url_is_read_changed_or_noted( string $place ): void {
		$target = $this->place();
		$other  = $this->place();
		$this->as_manager();
		$path  = self::PATH . "/{$target}";
		$notes = fn( int $id ) => count( array_filter( $this->rest( 'GET', self::PATH . "/{$id}" )->get_data()['notes'], static fn( array $note ) => ! $note['system'] ) );

		$this->assertSame( $target, $this->rest_with_other_id( 'GET', $path, $place, $other )->get_data()['id'] );

		$changed = $this->rest_with_other_id( 'POST', "{$path}/status", $place, $other, array( 'status' => OrderStatus::COMPLETED ) );
		$this->assertSame( 200, $changed->get_status(), wp_json_encode( $changed->get_data() ) );
		$this->assertSame( array( OrderStatus::COMPLETED, OrderStatus::PROCESSING ), array( $this->order( $target )->status(), $this->order( $other )->status() ) );

		$this->assertSame( 201, $this->rest_with_other_id( 'POST', "{$path}/notes", $place, $other, array( 'note' => 'Solo este' ) )->get_status() );
		$this->assertSame( array( 1, 0 ), array( $notes( $target ), $notes( $other ) ) );
	}

	public function test_a_page_past_the_last_is_empty_with_the_real_totals(): void {
		$this->place();
		$this->place();
		$this->place();
		$this->as_manager();
		foreach ( array( 3, 4, 1000, PHP_INT_MAX ) as $page ) {
			$response = $this->list(
				array(
					'per_page' => 2,
					'page'     => $page,
				)
			);
			$this->assertSame( 200, $response->get_status(), "page {$page}" );
			$this->assertSame( array(), $response->get_data(), "page {$page}" );
			$this->assertSame( array( '3', '2' ), array( (string) $response->get_headers()['X-WP-Total'], (string) $response->get_headers()['X-WP-TotalPages'] ), "page {$page}" );
		}
	}

	public function test_the_detail_has_everything_the_shop_needs(): void {
		$id = $this->place( 'transfer', array( 'company' => 'Taller "Ruedas" & Co' ) );
		$this->as_manager();

		$order = $this->rest( 'GET', self::PATH . "/{$id}" )->get_data();

		$this->assertSame( array( $id, (string) $id, OrderStatus::ON_HOLD ), array( $order['id'], $order['number'], $order['status'] ) );
		$this->assertSame( array( OrderStatus::PROCESSING, OrderStatus::COMPLETED, OrderStatus::CANCELLED ), $order['next_statuses'] );
		$this->assertSame( 'Lucía Martín', $order['customer']['name'] );
		$this->assertSame( 1, $order['items'][0]['quantity'] );
		$this->assertSame( self::TYRE, $order['items'][0]['sku'] );
		$this->assertSame( $order['total'], $order['totals']['total'] );
		$this->assertGreaterThan( 0, $order['totals']['tax'] );
		$this->assertStringContainsString( '€', $order['totals']['total_display'] );
		$this->assertContains( 'Calle Mayor, 5', $order['billing_address']['lines'] );
		$this->assertContains( 'Taller "Ruedas" & Co', $order['billing_address']['lines'], 'text, as typed; the screen prints it as text' );
		$this->assertContains( 'Madrid', $order['shipping_address']['lines'] );
		$this->assertSame( __( 'Bank transfer', 'rueda' ), $order['payment']['title'] );
		$this->assertContains( 'ES91 2100 0418 4502 0005 1332', array_column( $order['payment']['details'], 'value' ) );
		$this->assertNotEmpty( $order['shipping_lines'] );
		$this->assertFalse( $order['is_pickup'] );
		$this->assertStringContainsString( OrderStatus::label( OrderStatus::ON_HOLD ), $order['notes'][0]['note'], 'the payment left a note' );
		$this->assertTrue( $order['notes'][0]['system'] );

		$missing = $this->rest( 'GET', self::PATH . '/999999' );
		$this->assertSame( array( 404, 'rueda_order_not_found' ), array( $missing->get_status(), $missing->get_data()['code'] ) );
		$this->assertSame( 404, $this->change( 999999, OrderStatus::COMPLETED )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', self::PATH . '/999999/notes', array( 'note' => 'Hola' ) )->get_status() );
	}

	public function test_confirming_and_completing_takes_stock_once(): void {
		$id = $this->place( 'declined' );
		$this->assertSame( 10, $this->stock( self::TYRE ), 'a failed order takes nothing' );
		$this->as_manager();

		$processing = $this->change( $id, OrderStatus::PROCESSING, OrderStatus::FAILED );
		$this->assertSame( 200, $processing->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $processing->get_data()['status'] );
		$this->assertSame( 9, $this->stock( self::TYRE ) );

		$this->assertSame( 200, $this->change( $id, OrderStatus::COMPLETED, OrderStatus::PROCESSING )->get_status() );
		$this->assertSame( 200, $this->change( $id, OrderStatus::PROCESSING )->get_status() );
		$this->assertSame( 200, $this->change( $id, OrderStatus::COMPLETED )->get_status() );
		$this->assertSame( 9, $this->stock( self::TYRE ) );
		$this->assertSame( OrderStatus::COMPLETED, $this->order( $id )->status() );

		$notes = $this->rest( 'GET', self::PATH . "/{$id}" )->get_data()['notes'];
		$this->assertStringContainsString( OrderStatus::label( OrderStatus::COMPLETED ), $notes[0]['note'] );
		$this->assertSame( wp_get_current_user()->display_name, $notes[0]['author'], 'who changed it' );

		$on_hold = $this->place( 'transfer' );
		$this->assertSame( 8, $this->stock( self::TYRE ), 'a transfer order is confirmed on hold' );
		$this->as_manager();
		$this->change( $on_hold, OrderStatus::PROCESSING, OrderStatus::ON_HOLD );
		$this->change( $on_hold, OrderStatus::COMPLETED, OrderStatus::PROCESSING );
		$this->assertSame( 8, $this->stock( self::TYRE ) );
	}

	public function test_a_pending_order_short_of_stock_is_not_confirmed(): void {
		$id = $this->place( 'declined', array(), 3 );
		( new OrderStore() )->transition( $id, OrderStatus::FAILED, OrderStatus::PENDING );
		$this->set_stock( self::TYRE, 2 );
		$this->as_manager();

		$refused = $this->change( $id, OrderStatus::PROCESSING, OrderStatus::PENDING );

		$this->assertSame( array( 409, 'rueda_order_out_of_stock' ), array( $refused->get_status(), $refused->get_data()['code'] ) );
		$this->assertSame( OrderStatus::PENDING, $this->order( $id )->status() );
		$this->assertSame( 2, $this->stock( self::TYRE ) );
	}

	public function test_a_hold_the_database_never_answers_is_busy_not_out_of_stock(): void {
		$id = $this->place( 'declined' );
		( new OrderStore() )->transition( $id, OrderStatus::FAILED, OrderStatus::PENDING );
		$this->as_manager();
		$holds      = Schema::table( Schema::HOLDS );
		$deadlocked = static fn( string $sql ) => str_contains( $sql, 'INSERT INTO `' . $holds . '`' ) ? 'SELECT * FROM rueda_no_such_table' : $sql;
		add_filter( 'query', $deadlocked );

		$refused = $this->change( $id, OrderStatus::PROCESSING, OrderStatus::PENDING );
		remove_filter( 'query', $deadlocked );

		$this->assertSame( array( 503, 'rueda_busy' ), array( $refused->get_status(), $refused->get_data()['code'] ) );
	}

	public function test_cancelling_restocks_once_and_gives_the_coupon_use_back(): void {
		( new CouponRepository() )->save(
			'unuso',
			array(
				'discount_type' => 'fixed_cart',
				'amount'        => 5,
				'usage_limit'   => 1,
			)
		);
		$this->add( self::TYRE, 2 );
		$this->write( 'apply-coupon', array( 'code' => 'unuso' ) );
		$id = (int) $this->checkout( $this->payload() )->get_data()['order_id'];
		$this->assertSame( 8, $this->stock( self::TYRE ) );
		$this->assertSame( 1, $this->coupon_uses( $id ) );
		$this->as_manager();

		$cancelled = $this->change( $id, OrderStatus::CANCELLED, OrderStatus::PROCESSING );
		$this->assertSame( 200, $cancelled->get_status() );
		$this->assertSame( 10, $this->stock( self::TYRE ) );
		$this->assertSame( 0, $this->coupon_uses( $id ) );

		$again = $this->change( $id, OrderStatus::CANCELLED );
		$this->assertSame( 200, $again->get_status(), 'already cancelled: nothing to do' );
		$closed = $this->change( $id, OrderStatus::PROCESSING );
		$this->assertSame( array( 400, 'rueda_order_status_not_allowed' ), array( $closed->get_status(), $closed->get_data()['code'] ) );
		$this->assertArrayHasKey( 'status', $closed->get_data()['data']['params'] );
		$this->assertSame( 10, $this->stock( self::TYRE ) );
	}

	public function test_a_stale_expected_status_changes_nothing(): void {
		$id = $this->place( 'transfer' );
		$this->as_manager();
		$this->change( $id, OrderStatus::PROCESSING, OrderStatus::ON_HOLD );

		$conflict = $this->change( $id, OrderStatus::CANCELLED, OrderStatus::ON_HOLD );

		$this->assertSame( array( 409, 'rueda_order_status_conflict' ), array( $conflict->get_status(), $conflict->get_data()['code'] ) );
		$this->assertSame( OrderStatus::PROCESSING, $conflict->get_data()['data']['current_status'] );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $id )->status() );
		$this->assertSame( 9, $this->stock( self::TYRE ) );
	}

	public function test_an_invalid_status_is_refused_naming_the_field(): void {
		$id = $this->place();
		$this->as_manager();

		foreach ( array( 'shipped', '', OrderStatus::DRAFT ) as $status ) {
			$refused = $this->change( $id, $status );
			$this->assertSame( 400, $refused->get_status(), $status );
			$this->assertArrayHasKey( 'status', $refused->get_data()['data']['params'], $status );
		}
		$this->assertSame( \Rueda\Admin\Rest\Refusals::named( 'status', __( 'Choose a valid order status.', 'rueda' ) ), $this->change( $id, 'shipped' )->get_data()['data']['params']['status'] );
		$expected = $this->change( $id, OrderStatus::COMPLETED, 'whatever' );
		$this->assertArrayHasKey( 'expected_status', $expected->get_data()['data']['params'] );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $id )->status() );
		$this->assertSame( 9, $this->stock( self::TYRE ) );
	}

	public function test_a_card_payment_keeps_the_reference_and_the_dates(): void {
		$id = $this->place( 'card' );
		$this->assertMatchesRegularExpression( '/^sbx_[a-z0-9]{20}$/', (string) $this->order( $id )->row['transaction_id'] );
		$this->assertNotEmpty( $this->order( $id )->row['paid_at'] );
		$this->assertEmpty( $this->order( $id )->row['completed_at'] );

		$this->as_manager();
		$detail = $this->rest( 'POST', self::PATH . "/{$id}/status", array( 'status' => OrderStatus::COMPLETED ) )->get_data();
		$this->assertSame( $this->order( $id )->row['transaction_id'], $detail['payment']['transaction_id'] );
		$this->assertNotSame( '', $detail['payment']['paid_at'] );
		$this->assertNotEmpty( $this->order( $id )->row['completed_at'] );

		$transfer = $this->place( 'transfer' );
		$this->assertSame( '', $this->order( $transfer )->row['transaction_id'] );
		$this->assertEmpty( $this->order( $transfer )->row['paid_at'], 'on hold is not paid' );
	}

	public function test_notes_are_added_as_plain_text(): void {
		$id = $this->place();
		$this->as_manager();
		$path = self::PATH . "/{$id}/notes";

		$added = $this->rest(
			'POST',
			$path,
			array(
				'note'             => '<script>alert(1)</script><b>Llamar</b> antes de montar',
				'customer_visible' => true,
			)
		);

		$this->assertSame( 201, $added->get_status() );
		$note = $added->get_data()['notes'][0];
		$this->assertSame( 'Llamar antes de montar', $note['note'] );
		$emailed = end( $this->mails );
		$this->assertSame( $this->order( $id )->email(), $emailed['to'], 'a note for the customer is emailed to them' );
		$this->assertStringContainsString( '<p>Llamar antes de montar</p>', $emailed['message'] );
		$mails = count( $this->mails );
		$this->assertTrue( $note['customer_visible'] );
		$this->assertFalse( $note['system'] );
		$this->assertSame( wp_get_current_user()->display_name, $note['author'] );

		foreach ( array(
			array( 'note' => '   ' ),
			array( 'note' => '<img src=x onerror=alert(1)>' ),
			array( 'note' => str_repeat( 'a', 1001 ) ),
		) as $body ) {
			$refused = $this->rest( 'POST', $path, $body );
			$this->assertSame( 400, $refused->get_status(), wp_json_encode( $body ) );
			$this->assertArrayHasKey( 'note', $refused->get_data()['data']['params'] );
		}
		$this->assertSame( array( 'note' => \Rueda\Admin\Rest\Refusals::required( 'note' ) ), $this->rest( 'POST', $path, array( 'customer_visible' => true ) )->get_data()['data']['params'] );
		$refused = $this->rest(
			'POST',
			$path,
			array(
				'note'             => 'Hola',
				'customer_visible' => 'quizá',
			)
		);
		$this->assertArrayHasKey( 'customer_visible', $refused->get_data()['data']['params'] );
		$this->assertCount( 1, array_filter( $this->rest( 'GET', self::PATH . "/{$id}" )->get_data()['notes'], static fn( array $note ) => ! $note['system'] ) );

		$this->rest( 'POST', $path, array( 'note' => 'Solo para el taller' ) );
		$this->assertCount( $mails, $this->mails, 'a private note emails nobody' );
	}

	/**
	 * Coupon uses (held or consumed) of an order.
	 *
	 * @param int $id Order id.
	 */
	private function coupon_uses( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE order_id = %d', Schema::table( Schema::COUPONS ), $id ) );
	}
}
