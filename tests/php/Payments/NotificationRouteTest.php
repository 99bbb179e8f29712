<?php
/**
 * POST /rueda/v1/payments/{gateway}/notify: the bank's word on a payment.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\TestGateway;
use Rueda\Settings\CurrencySettings;
use Rueda\Storage\StockHolds;
use Rueda\Tests\Payments\Fixtures\SigningBank;

/**
 * Only a notification the gateway verified changes an order, only an order pending
 * payment with that gateway, and only once; the amount must be the order's. The route
 * runs as nobody, has its own rate limit and is never cached.
 */
final class NotificationRouteTest extends BankTestCase {

	private const FORGER_SECRET = 'not-the-shops-secret-0000000000000';

	protected function tear_down(): void {
		remove_all_filters( 'rueda_payment_notification_rate_limit' );
		remove_filter( 'rueda_development_site', '__return_false' );
		remove_all_filters( 'rest_pre_serve_request' );
		parent::tear_down();
	}

	/**
	 * The notes of an order, text only.
	 *
	 * @param int $order_id Order id.
	 * @return list<string>
	 */
	private function notes( int $order_id ): array {
		return array_column( ( new OrderNotes() )->all( $order_id ), 'note' );
	}

	/**
	 * How a note quotes the test bank's notification about an order.
	 *
	 * @param int    $order_id    Order id.
	 * @param string $transaction Authorisation code.
	 */
	private function reference( int $order_id, string $transaction = '482913' ): string {
		/* translators: %s: the bank's id of a payment. */
		return sprintf( 'Ds_Order %d, Ds_Response 0000, ', $order_id ) . sprintf( __( 'transaction %s', 'rueda' ), $transaction );
	}

	/**
	 * The text of an order's newest note.
	 *
	 * @param int $order_id Order id.
	 */
	private function last_note( int $order_id ): string {
		$notes = $this->notes( $order_id );
		return (string) end( $notes );
	}

	/**
	 * How many times the order's history records a move to a status.
	 *
	 * @param int    $order_id Order id.
	 * @param string $to       Status.
	 */
	private function moves_to( int $order_id, string $to ): int {
		return count( array_filter( (array) $this->order( $order_id )->meta( '_history', array() ), static fn( array $entry ) => $entry['to'] === $to ) );
	}

	/**
	 * Asserts the answer the bank gets for a notification Rueda took.
	 *
	 * @param \WP_REST_Response $response Answer.
	 */
	private function assert_received( \WP_REST_Response $response ): void {
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'received' => true ), $response->get_data() );
	}

	public function test_a_verified_payment_pays_the_order_as_any_paid_order(): void {
		$order = $this->place_with_bank();

		$this->assert_received( $this->notify( SigningBank::form( $this->paid( $order ) ) ) );

		$paid = $this->order( $order['order_id'] );
		$this->assertSame( OrderStatus::PROCESSING, $paid->status() );
		$this->assertNotEmpty( $paid->row['paid_at'] );
		$this->assertSame( '482913', $paid->row['transaction_id'] );
		$this->assertSame( 4, $this->stock( self::TYRE ), 'stock taken' );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'the hold became the sale' );
		$this->assertNotNull( ( new InvoiceNumbers() )->find( $order['order_id'] ), 'invoiced as a paid order' );
		$this->assertStringContainsString( 'Ds_Order ' . $order['order_id'] . ', Ds_Response 0000', implode( ' ', $this->notes( $order['order_id'] ) ) );
		$this->assertContains( 'lucia@example.test', array_column( $this->mails, 'to' ), 'the shopper is told' );
	}

	public function test_a_repeated_notification_changes_nothing_twice(): void {
		$order = $this->place_with_bank();
		$form  = SigningBank::form( $this->paid( $order ) );
		$this->assert_received( $this->notify( $form ) );
		$notes = $this->notes( $order['order_id'] );
		$mails = count( $this->mails );

		$this->assert_received( $this->notify( $form ) );
		$this->assert_received( $this->notify( $form ) );

		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order['order_id'] )->status() );
		$this->assertSame( 4, $this->stock( self::TYRE ), 'stock taken once' );
		$this->assertSame( 1, $this->moves_to( $order['order_id'], OrderStatus::PROCESSING ) );
		$this->assertSame( $notes, $this->notes( $order['order_id'] ), 'no note for a repeat' );
		$this->assertSame( $mails, count( $this->mails ), 'no second email' );
	}

	public function test_a_forged_or_altered_notification_is_refused_and_changes_nothing(): void {
		$order  = $this->place_with_bank();
		$honest = SigningBank::form( $this->paid( $order ) );
		$forged = array(
			'forged with another secret' => SigningBank::form( $this->paid( $order ), self::FORGER_SECRET ),
			'parameters altered'         => array( 'Ds_MerchantParameters' => base64_encode( (string) wp_json_encode( $this->paid( $order, array( 'Ds_Amount' => '1' ) ) ) ) ) + $honest,
			'no signature'               => array( 'Ds_Signature' => '' ) + $honest,
			'another version'            => array( 'Ds_SignatureVersion' => 'NONE' ) + $honest,
			'nothing sent'               => array(),
		);

		foreach ( $forged as $what => $form ) {
			$response = $this->notify( $form );
			$this->assertSame( array( 400, 'rueda_notification_invalid' ), array( $response->get_status(), $response->get_data()['code'] ?? null ), $what );
		}

		$this->assertSame( OrderStatus::PENDING, $this->order( $order['order_id'] )->status() );
		$this->assertSame( 5, $this->stock( self::TYRE ) );
		$this->assertSame( 1, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'still held' );
		$this->assertSame( array(), $this->notes( $order['order_id'] ) );
	}

	public function test_a_payment_of_another_amount_or_currency_puts_the_order_on_hold_unpaid(): void {
		$euros = static fn( int $cents ) => CurrencySettings::currency()->format( $cents );
		foreach ( array(
			'one cent short' => array( static fn( int $total ) => array( 'Ds_Amount' => (string) ( $total - 1 ) ), static fn( int $total ) => $euros( $total - 1 ) ),
			'in dollars'     => array( static fn( int $total ) => array( 'Ds_Currency' => '840' ), static fn( int $total ) => number_format_i18n( $total / 100, 2 ) . ' USD' ),
		) as $what => [ $changes, $confirmed ] ) {
			$order = $this->place_with_bank();
			$total = $this->order( $order['order_id'] )->total();

			$this->assert_received( $this->notify( SigningBank::form( $this->paid( $order, $changes( $total ) ) ) ) );

			$held = $this->order( $order['order_id'] );
			$this->assertSame( OrderStatus::ON_HOLD, $held->status(), $what );
			$this->assertEmpty( $held->row['paid_at'], $what );
			$this->assertNull( ( new InvoiceNumbers() )->find( $held->id() ), $what );
			$this->assertSame( '482913', $held->row['transaction_id'], 'the shop can find it at the bank' );
			/* translators: 1: amount the bank confirmed, 2: the order's total, 3: the bank's reference. */
			$why = sprintf( __( 'The bank confirmed a payment of %1$s, but the order total is %2$s: the order is on hold and not marked paid. Check the payment in the bank before preparing the order (%3$s).', 'rueda' ), $confirmed( $total ), $euros( $total ), $this->reference( $held->id() ) );
			$this->assertStringContainsString( $why, implode( ' ', $this->notes( $held->id() ) ), $what );
			$this->reset_cart();
		}
	}

	public function test_a_declined_payment_fails_the_order_and_releases_its_stock(): void {
		$order = $this->place_with_bank();
		$form  = SigningBank::form( $this->paid( $order, array( 'Ds_Response' => '0190' ) ) );

		$this->assert_received( $this->notify( $form ) );

		$failed = $this->order( $order['order_id'] );
		$this->assertSame( OrderStatus::FAILED, $failed->status() );
		$this->assertEmpty( $failed->row['paid_at'] );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ) );
		$this->assertSame( 5, $this->stock( self::TYRE ) );
		$this->assertStringContainsString( 'Operación denegada.', implode( ' ', $this->notes( $failed->id() ) ) );

		$notes = $this->notes( $failed->id() );
		$this->assert_received( $this->notify( $form ) );
		$this->assertSame( $notes, $this->notes( $failed->id() ), 'a repeated decline adds nothing' );
	}

	public function test_a_late_payment_never_reopens_a_cancelled_order(): void {
		$order = $this->place_with_bank();
		( new OrderLifecycle() )->change( $this->order( $order['order_id'] ), OrderStatus::CANCELLED, 'El cliente llamó para anularlo.' );

		$this->assert_received( $this->notify( SigningBank::form( $this->paid( $order ) ) ) );

		$cancelled = $this->order( $order['order_id'] );
		$this->assertSame( OrderStatus::CANCELLED, $cancelled->status() );
		$this->assertEmpty( $cancelled->row['paid_at'] );
		$this->assertSame( 5, $this->stock( self::TYRE ) );
		/* translators: 1: the bank's reference, 2: order status. */
		$this->assertSame( sprintf( __( 'The bank confirmed a payment (%1$s), but the order is %2$s, not pending payment: nothing was changed. Check whether the money must be refunded.', 'rueda' ), $this->reference( $cancelled->id() ), $cancelled->status_label() ), $this->last_note( $cancelled->id() ) );
	}

	public function test_a_notification_about_an_order_of_another_payment_method_is_ignored_with_a_note(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$card = $this->checkout( $this->payload() )->get_data();
		$this->assertSame( SandboxCard::ID, $card['payment_method'] );
		$stock = $this->stock( self::TYRE );

		$this->assert_received( $this->notify( SigningBank::form( $this->paid( $card, array( 'Ds_AuthorisationCode' => '999999' ) ) ) ) );

		$order = $this->order( $card['order_id'] );
		$this->assertSame( OrderStatus::PROCESSING, $order->status() );
		$this->assertNotSame( '999999', $order->row['transaction_id'] );
		$this->assertSame( $stock, $this->stock( self::TYRE ), 'stock is not taken twice' );
		/* translators: 1: payment method title, 2: the bank's reference. */
		$this->assertSame( sprintf( __( 'A notification of %1$s was ignored: this order is not paid with that method (%2$s).', 'rueda' ), 'Banco de pruebas', $this->reference( $order->id(), '999999' ) ), $this->last_note( $order->id() ) );
	}

	public function test_a_message_about_no_payment_only_adds_a_note(): void {
		$order = $this->place_with_bank();

		$this->assert_received( $this->notify( SigningBank::form( $this->paid( $order, array( 'Ds_TransactionType' => '3' ) ) ) ) );

		$this->assertSame( OrderStatus::PENDING, $this->order( $order['order_id'] )->status() );
		$this->assertCount( 1, $this->notes( $order['order_id'] ) );
	}

	public function test_an_address_no_notifying_gateway_owns_is_a_404(): void {
		$order = $this->place_with_bank();
		$form  = SigningBank::form( $this->paid( $order ) );

		foreach ( array( 'nadie', BankTransfer::ID, SandboxCard::ID ) as $gateway ) {
			$response = $this->notify( $form, $gateway );
			$this->assertSame( array( 404, 'rueda_unknown_gateway' ), array( $response->get_status(), $response->get_data()['code'] ), $gateway );
		}
		$this->assertSame( 404, $this->notify( $form, 'RUEDA_TEST_BANK' )->get_status(), 'ids are lower case' );
		$this->assertSame( 404, rest_do_request( new \WP_REST_Request( 'GET', '/rueda/v1/payments/' . SigningBank::ID . '/notify' ) )->get_status(), 'POST only' );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order['order_id'] )->status() );
	}

	public function test_a_test_gateway_takes_no_notifications_where_test_payments_are_off(): void {
		$this->bank = new class() extends SigningBank implements TestGateway {};
		add_filter( 'rueda_development_site', '__return_false' );
		$order = $this->place_with_bank_on_a_development_site();

		$response = $this->notify( SigningBank::form( $this->paid( $order ) ) );

		$this->assertSame( array( 404, 'rueda_unknown_gateway' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order['order_id'] )->status() );
	}

	public function test_notifications_are_rate_limited_per_address_not_per_user(): void {
		add_filter( 'rueda_payment_notification_rate_limit', static fn( array $options ) => array( 'limit' => 2 ) + $options );
		$order = $this->place_with_bank();
		$form  = SigningBank::form( $this->paid( $order ) );

		$this->assert_received( $this->notify( $form ) );
		$this->assertSame( 404, $this->notify( $form, 'nadie' )->get_status(), 'probing counts too' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$limited = $this->notify( $form );

		$this->assertSame( array( 429, 'rueda_notification_rate_limited' ), array( $limited->get_status(), $limited->get_data()['code'] ) );
		$this->assertGreaterThan( 0, (int) $limited->get_headers()['Retry-After'] );
		$this->assertSame( 'no-store', $limited->get_headers()['Cache-Control'] );
	}

	public function test_the_route_runs_as_nobody_whoever_is_logged_in(): void {
		$order = $this->place_with_bank();
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$forged = $this->notify( SigningBank::form( $this->paid( $order ), self::FORGER_SECRET ) );
		$this->assertSame( 400, $forged->get_status(), "an administrator's session proves nothing" );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assert_received( $this->notify( SigningBank::form( $this->paid( $order ) ) ) );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( array( 0 ), array_values( array_unique( array_column( ( new OrderNotes() )->all( $order['order_id'] ), 'author' ) ) ), 'no note is signed by the logged-in user' );
	}

	public function test_no_answer_may_be_cached(): void {
		$order = $this->place_with_bank();

		foreach ( array(
			'received' => $this->notify( SigningBank::form( $this->paid( $order ) ) ),
			'invalid'  => $this->notify( array() ),
			'unknown'  => $this->notify( array(), 'nadie' ),
		) as $what => $response ) {
			$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] ?? null, $what );
		}
	}

	public function test_the_gateway_chooses_the_words_the_bank_expects(): void {
		$order             = $this->place_with_bank();
		$this->bank->reply = '$*$OKY$*$';
		$request           = new \WP_REST_Request( 'POST', '/rueda/v1/payments/' . SigningBank::ID . '/notify' );
		$request->set_body_params( SigningBank::form( $this->paid( $order ) ) );

		$response = rest_do_request( $request );
		ob_start();
		$served = apply_filters( 'rest_pre_serve_request', false, $response, $request, rest_get_server() );
		$body   = ob_get_clean();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'text/plain; charset=UTF-8', $response->get_headers()['Content-Type'] );
		$this->assertTrue( $served );
		$this->assertSame( '$*$OKY$*$', $body, 'sent as is, not as JSON' );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order['order_id'] )->status() );
	}

	/**
	 * Places an order with the bank while the site is one for developing (test gateways on).
	 *
	 * @return array<string,mixed>
	 */
	private function place_with_bank_on_a_development_site(): array {
		remove_filter( 'rueda_development_site', '__return_false' );
		$order = $this->place_with_bank();
		add_filter( 'rueda_development_site', '__return_false' );
		return $order;
	}

	/**
	 * Starts another shopper's cart.
	 */
	private function reset_cart(): void {
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
	}
}
