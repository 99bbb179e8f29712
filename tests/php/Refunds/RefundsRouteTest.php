<?php
/**
 * GET and POST /rueda/v1/orders/{id}/refunds, and the status route's refusal of refunded.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Refunds;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Tests\Refunds\Fixtures\RefundingBank;

/**
 * The owner's refunds over REST, as the order screen sends them.
 */
final class RefundsRouteTest extends RefundTestCase {

	/**
	 * Posts a refund.
	 *
	 * @param int                  $id      Order id.
	 * @param array<string,mixed>  $body    Body.
	 * @param array<string,string> $headers Headers.
	 */
	private function post( int $id, array $body, array $headers = array() ): \WP_REST_Response {
		return $this->rest( 'POST', "/rueda/v1/orders/{$id}/refunds", $body, $headers );
	}

	public function test_only_people_who_manage_the_shop_see_or_make_refunds(): void {
		$order = $this->paid_order();
		$body  = array(
			'amount'    => 100,
			'reason'    => 'Prueba',
			'paid_back' => 'Efectivo',
		);
		foreach ( array(
			0            => 401,
			'customer'   => 403,
			'subscriber' => 403,
		) as $role => $status ) {
			wp_set_current_user( $role ? $this->create_user( (string) $role ) : 0 );
			$this->assertSame( $status, $this->rest( 'GET', '/rueda/v1/orders/' . $order->id() . '/refunds' )->get_status(), "GET as {$role}" );
			$this->assertSame( $status, $this->post( $order->id(), $body )->get_status(), "POST as {$role}" );
		}
		$this->assertSame( array(), ( new \Rueda\Domain\Refunds\Refunds() )->of_order( $order->id() ) );

		$this->as_manager();
		$this->assertSame( 201, $this->post( $order->id(), $body )->get_status() );
		$this->assertCount( 1, $this->rest( 'GET', '/rueda/v1/orders/' . $order->id() . '/refunds' )->get_data() );
	}

	public function test_a_refund_of_lines_answers_the_refund_and_the_order_with_its_totals(): void {
		$order               = $this->paid_order();
		$invoice             = ( new InvoiceNumbers() )->issue( $order );
		[ $summer, $winter ] = $this->line_ids( $order );
		$this->as_manager();

		$response = $this->post(
			$order->id(),
			array(
				'lines'     => array(
					array(
						'id'       => $summer,
						'quantity' => 1,
						'restock'  => false,
					),
					array(
						'id'       => $winter,
						'quantity' => 0,
						'restock'  => true,
					),
				),
				'reason'    => 'Un neumático pinchado al montarlo',
				'paid_back' => 'Efectivo en el taller',
			)
		);

		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$refund = $response->get_data()['refund'];
		$this->assertSame( 10000, $refund['amount'] );
		$this->assertSame( 'manual', $refund['method'] );
		$this->assertSame( 'Efectivo en el taller', $refund['paid_back'] );
		$this->assertSame(
			array(
				array(
					'line_id'  => $summer,
					'quantity' => 1,
					'restock'  => false,
					'name'     => 'Michelin Pilot Sport 205/55 R16',
				),
			),
			$refund['lines']
		);
		$this->assertSame( $invoice->number(), $refund['rectifying_invoice']['rectifies'] );
		$this->assertMatchesRegularExpression( '/^R' . wp_date( 'Y' ) . '-\d{6}$/', $refund['rectifying_invoice']['number'] );
		$this->assertSame( -10000, $refund['rectifying_invoice']['total'] );
		$order = $response->get_data()['order'];
		$this->assertSame( OrderStatus::PROCESSING, $order['status'] );
		$this->assertSame( 10000, $order['refund']['refunded'] );
		$this->assertSame( 50000, $order['refund']['remaining'] );
		$this->assertSame( 50000, $order['refund']['net'] );
		$this->assertSame( 'manual', $order['refund']['method'] );
		$this->assertTrue( $order['refund']['allowed'] );
		$this->assertCount( 1, $order['refunds'] );
		$this->assertNotContains( OrderStatus::REFUNDED, $order['next_statuses'] );
	}

	public function test_refusals_have_stable_codes(): void {
		$paid    = $this->paid_order();
		$pending = $this->paid_order( \Rueda\Domain\Payments\Gateways\BankTransfer::ID, true, OrderStatus::ON_HOLD );
		$bank    = $this->paid_order( RefundingBank::ID );
		$this->as_manager();
		$manual = array(
			'reason'    => 'Motivo',
			'paid_back' => 'Transferencia',
		);

		$cases = array(
			array( $paid->id(), array( 'amount' => 60001 ) + $manual, 400, 'rueda_refund_amount_too_high' ),
			array( $paid->id(), array( 'amount' => -5 ) + $manual, 400, 'rest_invalid_param' ),
			array( $paid->id(), array( 'amount' => '12,5' ) + $manual, 400, 'rest_invalid_param' ),
			array( $paid->id(), $manual, 400, 'rueda_refund_invalid_amount' ),
			array( $paid->id(), array( 'lines' => array( array( 'id' => 1 ) ) ) + $manual, 400, 'rest_invalid_param' ),
			array(
				$paid->id(),
				array(
					'lines' => array(
						array(
							'id'       => 999999,
							'quantity' => 1,
						),
					),
				) + $manual,
				400,
				'rueda_refund_invalid_lines',
			),
			array(
				$paid->id(),
				array(
					'amount' => 100,
					'reason' => 'Sin método',
				),
				400,
				'rueda_refund_paid_back_required',
			),
			array(
				$paid->id(),
				array(
					'amount'    => 100,
					'paid_back' => 'Efectivo',
				),
				400,
				'rueda_refund_reason_required',
			),
			array( $pending->id(), array( 'amount' => 100 ) + $manual, 409, 'rueda_refund_order_not_paid' ),
			array( 999999999, array( 'amount' => 100 ) + $manual, 404, 'rueda_order_not_found' ),
		);
		foreach ( $cases as $index => [ $id, $body, $status, $code ] ) {
			$response = $this->post( $id, $body );
			$this->assertSame( array( $status, $code ), array( $response->get_status(), $response->get_data()['code'] ?? '' ), "case {$index}" );
		}

		RefundingBank::$refuse = true;
		$failed                = $this->post(
			$bank->id(),
			array(
				'amount' => 500,
				'reason' => 'Cortesía',
			)
		);
		$this->assertSame( 502, $failed->get_status() );
		$this->assertSame( 'rueda_refund_gateway_failed', $failed->get_data()['code'] );
		$this->assertSame( 'El importe a devolver supera el permitido.', $failed->get_data()['message'] );
		$this->assertSame( array(), $this->rest( 'GET', '/rueda/v1/orders/' . $bank->id() . '/refunds' )->get_data() );
	}

	public function test_a_repeated_idempotency_key_answers_the_same_refund(): void {
		$order = $this->paid_order( RefundingBank::ID );
		$this->as_manager();
		$body = array(
			'amount' => 2500,
			'reason' => 'Doble clic',
		);

		$first  = $this->post( $order->id(), $body, array( 'Idempotency-Key' => 'clic-1' ) );
		$second = $this->post( $order->id(), $body, array( 'Idempotency-Key' => 'clic-1' ) );
		$third  = $this->post( $order->id(), $body, array( 'Idempotency-Key' => 'clic-2' ) );

		$this->assertSame( $first->get_data()['refund']['id'], $second->get_data()['refund']['id'] );
		$this->assertNotSame( $first->get_data()['refund']['id'], $third->get_data()['refund']['id'] );
		$this->assertCount( 2, RefundingBank::$asked );
	}

	public function test_the_status_menu_sends_the_owner_to_refund(): void {
		$order = $this->paid_order();
		$this->as_manager();

		$response = $this->rest( 'POST', '/rueda/v1/orders/' . $order->id() . '/status', array( 'status' => OrderStatus::REFUNDED ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_order_refund_required', $response->get_data()['code'] );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order->id() )->status() );
		$this->assertSame( 10, $this->stock( self::SUMMER ), 'nothing came back to stock' );
	}
}
