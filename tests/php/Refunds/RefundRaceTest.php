<?php
/**
 * Refunds made at the same moment, from separate PHP processes with their own connections.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Refunds;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\RemovesCommittedOrders;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data and removes what it made afterwards (orders without stock taken,
 * so no product changes).
 */
final class RefundRaceTest extends TestCase {

	use RacesProcesses, RemovesCommittedOrders;

	protected bool $isolate = false;

	/**
	 * Orders the test made.
	 *
	 * @var int[]
	 */
	private array $orders = array();

	protected function tear_down(): void {
		$this->remove_committed_orders( $this->orders );
		parent::tear_down();
	}

	/**
	 * A committed, paid, invoiced order of 99,00 € paid by bank transfer.
	 */
	private function paid_order(): int {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'status'         => OrderStatus::PROCESSING,
				'total'          => 9900,
				'payment_method' => BankTransfer::ID,
			)
		);
		$store->set_meta(
			$id,
			'additional_fields',
			array(
				'rueda/invoice' => true,
				'rueda/tax-id'  => 'B12345674',
				'rueda/company' => 'Carrera S.L.',
			)
		);
		( new InvoiceNumbers() )->issue( $store->get( $id ) );
		$this->orders[] = $id;
		return $id;
	}

	public function test_five_owners_refunding_the_whole_order_at_once_refund_it_once(): void {
		$order = $this->paid_order();

		$results = $this->race_processes( 'refund-order.php', array_map( static fn( int $n ) => array( (string) $order, '9900', "owner-{$n}" ), range( 1, 5 ) ) );

		$this->assertCount( 1, array_filter( $results, static fn( string $result ) => str_starts_with( $result, 'done ' ) ), implode( ' | ', $results ) );
		foreach ( $results as $result ) {
			$this->assertMatchesRegularExpression( '/^(done R\d{4}-\d{6}|rueda_refund_conflict|rueda_refund_amount_too_high|rueda_refund_order_not_paid)$/', $result );
		}
		$this->assertSame( 9900, Refunds::total( ( new Refunds() )->of_order( $order ) ) );
		$this->assertSame( OrderStatus::REFUNDED, ( new OrderStore() )->get( $order )->status() );
	}

	public function test_a_submit_sent_five_times_at_once_refunds_once(): void {
		$order = $this->paid_order();

		$results = $this->race_processes( 'refund-order.php', array_fill( 0, 5, array( (string) $order, '1500', 'the-same-click' ) ) );

		foreach ( $results as $result ) {
			// A repeat may answer the refund while its first request still issues the rectification.
			$this->assertMatchesRegularExpression( '/^(done R\d{4}-\d{6}|done none|rueda_refund_in_progress)$/', $result );
		}
		$this->assertContains( 1, array_map( static fn( string $result ) => preg_match( '/^done R/', $result ), $results ) );
		$refunds = ( new Refunds() )->of_order( $order );
		$this->assertCount( 1, $refunds );
		$this->assertSame( 1500, $refunds[0]->amount );
		$this->assertCount( 1, ( new RectifyingInvoices() )->of_orders( array( $order ) )[ $order ] );
	}

	public function test_ten_refunds_of_ten_orders_at_once_get_ten_consecutive_rectifying_numbers(): void {
		global $wpdb;
		$orders = array();
		for ( $i = 0; $i < 10; $i++ ) {
			$orders[] = $this->paid_order();
		}
		$last = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MAX(sequence_number) FROM %i WHERE series = %s AND fiscal_year = %d', Schema::table( Schema::RECTIFY ), RectifyingInvoice::FULL, (int) wp_date( 'Y' ) ) );

		$results = $this->race_processes( 'refund-order.php', array_map( static fn( int $order ) => array( (string) $order, '1000', "order-{$order}" ), $orders ) );

		$year = wp_date( 'Y' );
		$this->assertSame( array_map( static fn( int $n ) => sprintf( 'done R%s-%06d', $year, $n ), range( $last + 1, $last + 10 ) ), $results );
	}
}
