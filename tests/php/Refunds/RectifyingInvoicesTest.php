<?php
/**
 * Rectifying invoices: series, years, lines and what they rectify.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Refunds;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Refunds\Refund;
use Rueda\Domain\Refunds\RefundAmounts;
use Rueda\Domain\Refunds\RefundRequest;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Invoices\Content\InvoicePage;

/**
 * Years far from today's for the numbering, so the tests never meet a rectification of the
 * site's own.
 */
final class RectifyingInvoicesTest extends RefundTestCase {

	/**
	 * A moment in Madrid.
	 *
	 * @param string $time "Y-m-d H:i:s".
	 */
	private static function madrid( string $time ): \DateTimeImmutable {
		return new \DateTimeImmutable( $time, new \DateTimeZone( 'Europe/Madrid' ) );
	}

	/**
	 * A refund record of an order, as the service would have made it.
	 *
	 * @param int                                                $order_id Order.
	 * @param int                                                $amount   Amount.
	 * @param list<array{line_id:int,quantity:int,restock:bool}> $lines    Lines.
	 * @param int                                                $id       Refund id.
	 */
	private static function refund( int $order_id, int $amount, array $lines = array(), int $id = 0 ): Refund {
		static $next = 900000;
		return new Refund( $id ? $id : ++$next, $order_id, 1, true, $amount, $lines, 'Devolución', Refund::MANUAL, 'Efectivo', '', '', '', 1, gmdate( 'Y-m-d H:i:s' ) );
	}

	public function test_full_and_simplified_invoices_are_rectified_in_their_own_series_per_year(): void {
		update_option( 'timezone_string', 'Europe/Madrid' );
		$service = new RectifyingInvoices();
		$numbers = array();
		foreach ( array( array( true, '2041-03-01 10:00:00' ), array( false, '2041-03-02 10:00:00' ), array( true, '2041-12-31 23:59:00' ), array( true, '2042-01-01 00:01:00' ), array( false, '2041-05-01 10:00:00' ) ) as [ $full, $when ] ) {
			$order     = $this->paid_order( \Rueda\Domain\Payments\Gateways\BankTransfer::ID, $full );
			$invoice   = ( new InvoiceNumbers() )->issue( $order, self::madrid( '2041-01-15 12:00:00' ) );
			$numbers[] = $service->issue( $order, self::refund( $order->id(), 1000 ), $invoice, array(), self::madrid( $when ) )->number();
		}

		$this->assertSame( array( 'R2041-000001', 'RS2041-000001', 'R2041-000002', 'R2042-000001', 'RS2041-000002' ), $numbers );
	}

	public function test_the_rectification_names_the_invoice_states_negative_lines_and_never_changes(): void {
		$order          = $this->paid_order();
		[ $summer ]     = $this->line_ids( $order );
		$invoice        = ( new InvoiceNumbers() )->issue( $order );
		$refund         = ( new Refunds() )->refund(
			$order,
			new RefundRequest(
				null,
				array(
					$summer => array(
						'quantity' => 1,
						'restock'  => true,
					),
				),
				'Neumático con defecto',
				'Transferencia'
			),
			1
		);
		$rectifications = new RectifyingInvoices();
		$rectification  = $rectifications->find( $refund->id );

		$this->assertSame( $invoice->number(), $rectification->rectified );
		$this->assertSame( $invoice->issued_at, $rectification->rectified_at );
		$this->assertSame( 'Neumático con defecto', $rectification->reason );
		$this->assertSame(
			array(
				array(
					'name'     => 'Michelin Pilot Sport 205/55 R16',
					'quantity' => 1,
					'rate'     => 21.0,
					'base'     => -8265,
					'tax'      => -1735,
				),
			),
			$rectification->lines
		);
		$this->assertSame( -10000, $rectification->base_total() + $rectification->tax_total() );
		$this->assertSame( 'Carrera S.L.', $rectification->buyer['company'] );

		$again = $rectifications->issue( $order, $refund, $invoice, array(), self::madrid( '2050-01-01 10:00:00' ) );
		$this->assertSame( $rectification->number(), $again->number(), 'issued once' );
		$this->assertSame( $invoice->number(), ( new InvoiceNumbers() )->find( $order->id() )->number() );

		$page = ( new InvoicePage() )->respond( $order->id(), $order->key(), $refund->id );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( '<h1>' . __( 'Rectifying invoice', 'rueda' ) . '</h1>', $page['body'] );
		$this->assertStringContainsString( $rectification->number(), $page['body'] );
		$this->assertStringContainsString( $invoice->number(), $page['body'] );
		$other = $this->paid_order();
		$this->assertSame( 404, ( new InvoicePage() )->respond( $other->id(), $other->key(), $refund->id )['status'], 'a refund of another order' );
	}

	public function test_an_amount_without_lines_is_split_among_the_orders_rates(): void {
		$order = $this->paid_order();

		$lines = RectifyingInvoices::lines( $order, self::refund( $order->id(), 12100 ), array() );

		$this->assertSame(
			array(
				array(
					'rate' => 21.0,
					'base' => -10000,
					'tax'  => -2100,
				),
			),
			$lines['taxes']
		);
	}

	public function test_what_a_refund_gives_beyond_its_units_is_stated_by_rate(): void {
		$order      = $this->paid_order();
		[ $summer ] = $this->line_ids( $order );
		$lines      = array(
			array(
				'line_id'  => $summer,
				'quantity' => 1,
				'restock'  => true,
			),
		);

		$beyond = RectifyingInvoices::lines( $order, self::refund( $order->id(), 12000, $lines ), array() );
		$less   = RectifyingInvoices::lines( $order, self::refund( $order->id(), 5000, $lines ), array() );

		$this->assertSame( array( 'Michelin Pilot Sport 205/55 R16', __( 'Amount refunded', 'rueda' ) ), array_column( $beyond['lines'], 'name' ) );
		$this->assertSame( array( -8265, -1653 ), array_column( $beyond['lines'], 'base' ) );
		$this->assertSame( -12000, (int) array_sum( array_column( $beyond['taxes'], 'base' ) ) + (int) array_sum( array_column( $beyond['taxes'], 'tax' ) ) );
		$this->assertSame( array( __( 'Amount refunded', 'rueda' ) ), array_column( $less['lines'], 'name' ) );
		$this->assertSame( -5000, $less['lines'][0]['base'] + $less['lines'][0]['tax'] );
	}

	public function test_units_are_valued_so_that_parts_add_up_to_the_line(): void {
		$parts = array( RefundAmounts::units( 1000, 3, 0, 1 ), RefundAmounts::units( 1000, 3, 1, 1 ), RefundAmounts::units( 1000, 3, 2, 1 ) );

		$this->assertSame( array( 333, 334, 333 ), $parts );
		$this->assertSame( 1000, array_sum( $parts ) );
		$split = RefundAmounts::by_rate(
			1000,
			array(
				array(
					'rate'   => 21.0,
					'weight' => 2,
				),
				array(
					'rate'   => 10.0,
					'weight' => 1,
				),
			)
		);
		$this->assertSame( 1000, array_sum( array_column( $split, 'base' ) ) + array_sum( array_column( $split, 'tax' ) ) );
		$this->assertSame( 551, $split[0]['base'], '667 with 21 % IVA' );
	}

	public function test_the_customer_sees_each_rectifying_invoice_beside_the_invoice(): void {
		$customer = $this->create_user( 'customer' );
		$order    = $this->paid_order();
		( new \Rueda\Storage\OrderStore() )->update( $order->id(), array( 'customer_id' => $customer ) );
		$order   = $this->order( $order->id() );
		$invoice = ( new InvoiceNumbers() )->issue( $order );
		( new Refunds() )->refund( $order, new RefundRequest( 1000, array(), 'Uno', 'Efectivo' ), 1 );
		( new Refunds() )->refund( $order, new RefundRequest( 2000, array(), 'Dos', 'Efectivo' ), 1 );
		wp_set_current_user( $customer );

		$detail = $this->rest( 'GET', '/rueda/v1/account/orders/' . $order->id() )->get_data();

		$this->assertSame( $invoice->number(), $detail['invoice']['number'] );
		$this->assertSame( array( -1000, -2000 ), array_column( $detail['rectifying_invoices'], 'total' ) );
		$this->assertSame( array( $invoice->number(), $invoice->number() ), array_column( $detail['rectifying_invoices'], 'rectifies' ) );
		wp_parse_str( (string) wp_parse_url( $detail['rectifying_invoices'][1]['url'], PHP_URL_QUERY ), $query );
		$page = ( new InvoicePage() )->respond( (int) $query[ InvoicePage::QUERY_ARG ], '', (int) $query[ InvoicePage::RECTIFICATION_ARG ] );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( $detail['rectifying_invoices'][1]['number'], $page['body'] );
	}
}
