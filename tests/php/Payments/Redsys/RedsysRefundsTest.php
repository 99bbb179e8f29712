<?php
/**
 * Refunds of Redsys payments through the bank's REST interface (the local simulator).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\Redsys\RefundClient;
use Rueda\Domain\Payments\Redsys\RefundCodes;
use Rueda\Domain\Payments\Redsys\Signature;
use Rueda\Domain\Refunds\Refund;
use Rueda\Domain\Refunds\RefundRequest;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Domain\ShopException;

/**
 * An order paid at the simulator (its "Pagar", its notification applied by the notify
 * route, the invoice issued) is refunded with the Refunds domain; what the simulator
 * recorded as given back is checked beside what the shop recorded.
 */
final class RedsysRefundsTest extends RedsysTestCase {

	use RunsRedsysSimulator;

	protected function set_up(): void {
		parent::set_up();
		self::reset_simulator();
		$this->use_simulator();
	}

	/**
	 * Points the terminal at a simulator.
	 *
	 * @param string              $name     The simulator.
	 * @param array<string,mixed> $settings Other card settings.
	 */
	private function use_simulator( string $name = 'bank', array $settings = array() ): void {
		$this->configure(
			$settings + array(
				'environment' => 'custom',
				'custom_url'  => self::simulator_url( $name ) . '/sis/realizarPago',
			)
		);
	}

	/**
	 * An order paid at the simulator: placed, "Pagar", the notification applied.
	 *
	 * @param string $method Gateway id.
	 * @return array{order:\Rueda\Domain\Orders\Order,ds_order:string}
	 */
	private function paid( string $method = RedsysCard::ID ): array {
		$order   = $this->place( $method )['order_id'];
		$gateway = RedsysCard::ID === $method ? new RedsysCard() : new RedsysBizum();
		$form    = $gateway->form( $this->order( $order ) );
		self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );
		$notifications = self::simulator_state()['notifications'];
		$body          = (string) end( $notifications )['body'];
		parse_str( $body, $notification );
		$this->assertSame( 200, $this->notify( $notification, $method, $body )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
		return array(
			'order'    => $this->order( $order ),
			'ds_order' => $form['ds_order'],
		);
	}

	/**
	 * What the simulator has given back of a payment.
	 *
	 * @param string $ds_order Ds_Order.
	 */
	private function refunded_at_bank( string $ds_order ): int {
		return (int) self::simulator_state()['payments'][ $ds_order ]['refunded'];
	}

	/**
	 * The refusal a refund meets.
	 *
	 * @param \Rueda\Domain\Orders\Order $order  Order.
	 * @param int                        $amount Cents.
	 */
	private function refusal( $order, int $amount ): ShopException {
		try {
			( new Refunds() )->refund( $order, new RefundRequest( $amount, array(), 'Devolución' ), 1 );
		} catch ( ShopException $refusal ) {
			return $refusal;
		}
		$this->fail( 'The refund was not refused.' );
	}

	public function test_a_paid_order_is_refunded_in_part_then_in_full_with_a_rectifying_invoice_each(): void {
		$paid  = $this->paid();
		$order = $paid['order'];
		$total = $order->total();
		$this->assertNotNull( ( new InvoiceNumbers() )->find( $order->id() ), 'paid orders are invoiced' );
		$this->assertTrue( ( new Refunds() )->through_gateway( $order ) );

		$first = ( new Refunds() )->refund( $order, new RefundRequest( 1000, array(), 'Un neumático' ), 1 );

		$this->assertSame( Refund::GATEWAY, $first->method );
		$this->assertSame( '0900', $first->raw_code );
		$this->assertMatchesRegularExpression( '/^\d{6}$/', $first->reference, 'the bank\'s authorisation code' );
		$this->assertSame( 1000, $this->refunded_at_bank( $paid['ds_order'] ), 'the bank was asked for the paid Ds_Order' );

		$second = ( new Refunds() )->refund( $this->order( $order->id() ), new RefundRequest( $total - 1000, array(), 'El resto' ), 1 );

		$this->assertSame( '0900', $second->raw_code );
		$this->assertSame( $total, $this->refunded_at_bank( $paid['ds_order'] ) );
		$this->assertSame( OrderStatus::REFUNDED, $this->order( $order->id() )->status() );
		$rectifications = ( new RectifyingInvoices() )->of_orders( array( $order->id() ) )[ $order->id() ];
		$this->assertSame( array( -1000, 1000 - $total ), array_map( static fn( $r ) => $r->base_total() + $r->tax_total(), $rectifications ) );
	}

	public function test_the_refund_names_the_attempt_the_bank_charged_not_the_latest(): void {
		$order   = $this->place()['order_id'];
		$charged = ( new RedsysCard() )->form( $this->order( $order ) );
		( new RedsysCard() )->form( $this->order( $order ) ); // The pay page opened again in another tab.
		self::post_to_simulator( '/sis/realizarPago/decidir', $charged['fields'] + array( 'decision' => 'pagar' ) );
		$body = self::simulator_state()['notifications'][0]['body'];
		parse_str( $body, $notification );
		$this->notify( $notification, RedsysCard::ID, $body );

		$refund = ( new Refunds() )->refund( $this->order( $order ), new RefundRequest( 700, array(), 'Parcial' ), 1 );

		$this->assertSame( '0900', $refund->raw_code );
		$this->assertSame( 700, $this->refunded_at_bank( $charged['ds_order'] ) );
	}

	public function test_bizum_is_refunded_with_the_second_signature_version(): void {
		$this->use_simulator( 'bank', array( 'signature_version' => Signature::V2 ) );
		$paid = $this->paid( RedsysBizum::ID );

		$refund = ( new Refunds() )->refund( $paid['order'], new RefundRequest( $paid['order']->total(), array(), 'Anulado' ), 1 );

		$this->assertSame( '0900', $refund->raw_code );
		$this->assertSame( $paid['order']->total(), $this->refunded_at_bank( $paid['ds_order'] ) );
	}

	public function test_more_than_the_bank_has_left_is_refused_with_the_sis_code_and_nothing_is_recorded(): void {
		$paid = $this->paid();
		// Given back from the bank's own administration, which the shop does not know.
		$this->assertTrue( ( new RefundClient( ( new RedsysCard() )->terminal() ) )->refund( $paid['ds_order'], 1000, '978' )->done );

		$refusal = $this->refusal( $paid['order'], $paid['order']->total() );

		$this->assertSame( 'rueda_refund_gateway_failed', $refusal->error_code );
		$this->assertSame( 502, $refusal->status );
		$this->assertSame( 'SIS0057', $refusal->data['gateway_code'] );
		$this->assertSame( RefundCodes::message( 'SIS0057' ), $refusal->getMessage() );
		$this->assertSame( array(), ( new Refunds() )->of_order( $paid['order']->id() ) );
		$this->assertSame( array(), ( new RectifyingInvoices() )->of_orders( array( $paid['order']->id() ) )[ $paid['order']->id() ] ?? array() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $paid['order']->id() )->status() );
		$this->assertSame( 1000, $this->refunded_at_bank( $paid['ds_order'] ) );
	}

	public function test_an_order_the_bank_never_charged_and_a_wrong_key_are_the_banks_refusals(): void {
		$client = new RefundClient( ( new RedsysCard() )->terminal() );

		$unknown = $client->refund( '1234000ZZZZA', 500, '978' );

		$this->assertFalse( $unknown->done );
		$this->assertSame( 'SIS0054', $unknown->code );
		$this->assertSame( RefundCodes::message( 'SIS0054' ), $unknown->message );

		$paid = $this->paid();
		$this->use_simulator( 'bank', array( 'secret_key' => base64_encode( str_repeat( 'k', 24 ) ) ) );

		$this->assertSame( 'SIS0042', $this->refusal( $this->order( $paid['order']->id() ), 500 )->data['gateway_code'] );
		$this->assertSame( 0, $this->refunded_at_bank( $paid['ds_order'] ) );
	}

	public function test_an_answer_the_shop_cannot_verify_is_never_a_refund(): void {
		$paid = $this->paid();
		if ( ! isset( self::$simulators['forger'] ) ) {
			// The same bank, whose answers are signed with another key.
			self::start_simulator(
				'forger',
				array(
					'RUEDA_REDSYS_SIM_STATE'      => self::simulator_state_file(),
					'RUEDA_REDSYS_SIM_ANSWER_KEY' => base64_encode( str_repeat( 'f', 24 ) ),
				)
			);
		}
		$this->use_simulator( 'forger' );

		$refusal = $this->refusal( $this->order( $paid['order']->id() ), 500 );

		$this->assertSame( RefundClient::UNVERIFIED, $refusal->data['gateway_code'] );
		$this->assertSame( RefundCodes::message( RefundClient::UNVERIFIED ), $refusal->getMessage() );
		$this->assertSame( array(), ( new Refunds() )->of_order( $paid['order']->id() ) );
	}

	public function test_a_bank_that_cannot_be_reached_refunds_nothing(): void {
		$paid  = $this->paid();
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( (string) strrchr( (string) stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
		$this->configure(
			array(
				'environment' => 'custom',
				'custom_url'  => 'http://localhost:' . $port . '/sis/realizarPago',
			)
		);

		$refusal = $this->refusal( $this->order( $paid['order']->id() ), 500 );

		$this->assertSame( RefundClient::UNREACHABLE, $refusal->data['gateway_code'] );
		$this->assertSame( array(), ( new Refunds() )->of_order( $paid['order']->id() ) );
	}
}
