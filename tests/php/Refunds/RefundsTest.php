<?php
/**
 * Refunding orders: the remainder, stock, status, manual and through a bank.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Refunds;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Refunds\Refund;
use Rueda\Domain\Refunds\RefundRequest;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;
use Rueda\Tests\Refunds\Fixtures\RefundingBank;

/**
 * Through the domain service, as the route uses it.
 */
final class RefundsTest extends RefundTestCase {

	private Refunds $refunds;

	protected function set_up(): void {
		parent::set_up();
		$this->refunds = new Refunds();
	}

	/**
	 * Refunds and answers the refusal's code ('' when done).
	 *
	 * @param \Rueda\Domain\Orders\Order $order   Order.
	 * @param RefundRequest              $request Request.
	 */
	private function refusal( $order, RefundRequest $request ): string {
		try {
			$this->refunds->refund( $order, $request, 1 );
		} catch ( ShopException $refusal ) {
			return $refusal->error_code . ' ' . $refusal->status;
		}
		return '';
	}

	public function test_one_line_refunded_by_hand_puts_back_only_the_units_the_owner_chose(): void {
		$order               = $this->paid_order();
		[ $summer, $winter ] = $this->line_ids( $order );

		$refund = $this->refunds->refund(
			$order,
			new RefundRequest(
				null,
				array(
					$summer => array(
						'quantity' => 2,
						'restock'  => false,
					),
					$winter => array(
						'quantity' => 1,
						'restock'  => true,
					),
				),
				'Dos neumáticos con defecto de fábrica',
				'Transferencia al cliente'
			),
			7
		);

		$this->assertSame( 20000 + 10000, $refund->amount, 'half of 400,00 € and half of 200,00 €' );
		$this->assertSame( Refund::MANUAL, $refund->method );
		$this->assertSame( 'Transferencia al cliente', $refund->paid_back );
		$this->assertSame( 7, $refund->user_id );
		$this->assertTrue( $refund->done );
		$this->assertSame( 10, $this->stock( self::SUMMER ), 'fitted tyres left on the car stay out of stock' );
		$this->assertSame( 11, $this->stock( self::WINTER ) );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order->id() )->status(), 'a partial refund keeps the status' );
		$this->assertSame( 30000, Refunds::total( $this->refunds->of_order( $order->id() ) ) );
	}

	public function test_nothing_is_refunded_beyond_the_order_or_a_lines_units(): void {
		$order               = $this->paid_order();
		[ $summer, $winter ] = $this->line_ids( $order );
		$this->refunds->refund( $order, new RefundRequest( 50000, array(), 'Descuento', 'Efectivo' ), 1 );

		$this->assertSame( 'rueda_refund_amount_too_high 400', $this->refusal( $order, new RefundRequest( 10001, array(), 'Más', 'Efectivo' ) ) );
		$this->assertSame( 'rueda_refund_invalid_amount 400', $this->refusal( $order, new RefundRequest( 0, array(), 'Nada', 'Efectivo' ) ) );
		$this->assertSame( 'rueda_refund_invalid_amount 400', $this->refusal( $order, new RefundRequest( null, array(), 'Nada', 'Efectivo' ) ) );
		$this->assertSame(
			'rueda_refund_invalid_lines 400',
			$this->refusal(
				$order,
				new RefundRequest(
					1,
					array(
						$winter => array(
							'quantity' => 3,
							'restock'  => true,
						),
					),
					'Tres de dos',
					'Efectivo'
				)
			)
		);
		$this->assertSame(
			'rueda_refund_invalid_lines 400',
			$this->refusal(
				$order,
				new RefundRequest(
					1,
					array(
						$summer + $winter + 1000 => array(
							'quantity' => 1,
							'restock'  => true,
						),
					),
					'Otra línea',
					'Efectivo'
				)
			)
		);
		$this->assertSame( 'rueda_refund_reason_required 400', $this->refusal( $order, new RefundRequest( 100, array(), ' ', 'Efectivo' ) ) );
		$this->assertSame( 'rueda_refund_paid_back_required 400', $this->refusal( $order, new RefundRequest( 100, array(), 'Sin método', '' ) ) );
		$this->assertCount( 1, $this->refunds->of_order( $order->id() ), 'no refusal recorded anything' );

		$this->assertSame( '', $this->refusal( $order, new RefundRequest( 10000, array(), 'El resto', 'Efectivo' ) ) );
		$this->assertSame( 'rueda_refund_order_not_paid 409', $this->refusal( $this->order( $order->id() ), new RefundRequest( 1, array(), 'Otra vez', 'Efectivo' ) ) );
	}

	public function test_units_refunded_in_parts_add_up_to_the_line_and_then_no_more(): void {
		$order      = $this->paid_order();
		[ $summer ] = $this->line_ids( $order );
		$one_unit   = static fn() => new RefundRequest(
			null,
			array(
				$summer => array(
					'quantity' => 1,
					'restock'  => true,
				),
			),
			'Uno',
			'Efectivo'
		);
		$amounts    = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$amounts[] = $this->refunds->refund( $order, $one_unit(), 1 )->amount;
		}

		$this->assertSame( 40000, array_sum( $amounts ) );
		$this->assertSame( 'rueda_refund_invalid_lines 400', $this->refusal( $order, $one_unit() ) );
		$this->assertSame( 14, $this->stock( self::SUMMER ) );
	}

	public function test_refunds_reaching_the_total_make_the_order_refunded_without_restocking_the_rest(): void {
		$order               = $this->paid_order( \Rueda\Domain\Payments\Gateways\BankTransfer::ID, true, OrderStatus::COMPLETED );
		[ $summer, $winter ] = $this->line_ids( $order );
		$this->refunds->refund(
			$order,
			new RefundRequest(
				null,
				array(
					$winter => array(
						'quantity' => 2,
						'restock'  => true,
					),
				),
				'No le valen',
				'Efectivo'
			),
			1
		);
		$this->assertSame( OrderStatus::COMPLETED, $this->order( $order->id() )->status() );

		$this->refunds->refund(
			$this->order( $order->id() ),
			new RefundRequest(
				null,
				array(
					$summer => array(
						'quantity' => 4,
						'restock'  => false,
					),
				),
				'Montaje defectuoso',
				'Efectivo'
			),
			1
		);

		$this->assertSame( OrderStatus::REFUNDED, $this->order( $order->id() )->status() );
		$this->assertSame( 10, $this->stock( self::SUMMER ), 'the fitted tyres did not come back' );
		$this->assertSame( 12, $this->stock( self::WINTER ) );
	}

	public function test_a_bank_that_refunds_is_asked_and_its_reference_kept(): void {
		$order = $this->paid_order( RefundingBank::ID );

		$this->assertTrue( $this->refunds->through_gateway( $order ) );
		$refund = $this->refunds->refund( $order, new RefundRequest( 1250, array(), 'Cortesía', 'ignored' ), 1 );

		$this->assertSame(
			array(
				array(
					'order'  => $order->id(),
					'amount' => 1250,
					'reason' => 'Cortesía',
				),
			),
			RefundingBank::$asked
		);
		$this->assertSame( Refund::GATEWAY, $refund->method );
		$this->assertSame( 'REF-1', $refund->reference );
		$this->assertSame( '0900', $refund->raw_code );
		$this->assertSame( '', $refund->paid_back );
	}

	public function test_a_bank_that_refuses_records_nothing_and_says_why(): void {
		$order                 = $this->paid_order( RefundingBank::ID );
		RefundingBank::$refuse = true;

		try {
			$this->refunds->refund( $order, new RefundRequest( 1250, array(), 'Cortesía' ), 1 );
			$this->fail( 'refused' );
		} catch ( ShopException $refusal ) {
			$this->assertSame( 'rueda_refund_gateway_failed', $refusal->error_code );
			$this->assertSame( 502, $refusal->status );
			$this->assertSame( 'El importe a devolver supera el permitido.', $refusal->getMessage() );
			$this->assertSame( 'SIS0057', $refusal->data['gateway_code'] );
		}

		$this->assertSame( array(), $this->refunds->of_order( $order->id() ) );
		RefundingBank::$refuse = false;
		$this->assertSame( 1, $this->refunds->refund( $order, new RefundRequest( 1250, array(), 'Cortesía' ), 1 )->number, 'the refused claim left no number taken' );
	}

	public function test_the_same_submit_twice_refunds_once(): void {
		$order = $this->paid_order( RefundingBank::ID );

		$first  = $this->refunds->refund( $order, new RefundRequest( 1000, array(), 'Doble clic', '', 'key-1' ), 1 );
		$second = $this->refunds->refund( $order, new RefundRequest( 1000, array(), 'Doble clic', '', 'key-1' ), 1 );

		$this->assertSame( $first->id, $second->id );
		$this->assertCount( 1, RefundingBank::$asked );
		$this->assertCount( 1, $this->refunds->of_order( $order->id() ) );
	}

	public function test_a_refunded_order_keeps_its_invoice_and_gets_a_rectification_per_refund(): void {
		$order   = $this->paid_order();
		$invoice = ( new InvoiceNumbers() )->issue( $order );
		$this->refunds->refund( $order, new RefundRequest( 12000, array(), 'Uno', 'Efectivo' ), 1 );
		$this->refunds->refund( $this->order( $order->id() ), new RefundRequest( 48000, array(), 'Resto', 'Efectivo' ), 1 );

		$this->assertSame( $invoice->number(), ( new InvoiceNumbers() )->find( $order->id() )->number() );
		$this->assertSame( OrderStatus::REFUNDED, ( new OrderStore() )->get( $order->id() )->status() );
		$rectifications = ( new \Rueda\Domain\Invoices\RectifyingInvoices() )->of_orders( array( $order->id() ) )[ $order->id() ];
		$this->assertCount( 2, $rectifications );
		$this->assertSame( array( -12000, -48000 ), array_map( static fn( $r ) => $r->base_total() + $r->tax_total(), $rectifications ) );
	}

	public function test_the_customer_is_emailed_each_refund_with_its_rectifying_invoice(): void {
		$order = $this->paid_order();
		( new InvoiceNumbers() )->issue( $order );
		$this->mails = array();

		$first = $this->refunds->refund( $order, new RefundRequest( 1200, array(), 'Cortesía', 'Efectivo' ), 1 );
		$this->refunds->refund( $this->order( $order->id() ), new RefundRequest( 58800, array(), 'Resto', 'Efectivo' ), 1 );

		$to_customer = array_values( array_filter( $this->mails, static fn( array $mail ) => 'lucia@example.test' === $mail['to'] ) );
		$this->assertCount( 2, $to_customer, 'one email per refund, none for the status change' );
		$this->assertStringContainsString( sprintf( 'Reembolso parcial de tu pedido n.º %s', $order->id() ), $to_customer[0]['subject'] );
		$this->assertStringContainsString( sprintf( 'Te hemos reembolsado el pedido n.º %s', $order->id() ), $to_customer[1]['subject'] );
		$this->assertStringContainsString( '12,00', $to_customer[0]['message'] );
		$rectification = ( new \Rueda\Domain\Invoices\RectifyingInvoices() )->find( $first->id );
		$this->assertStringContainsString( $rectification->number(), $to_customer[0]['message'] );
		$this->assertStringContainsString( esc_url( \Rueda\Invoices\Content\InvoiceLinks::rectification_url( $order, $first->id ) ), $to_customer[0]['message'] );
	}
}
