<?php
/**
 * Orders paid at the same moment, from separate PHP processes with their own connections.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\RemovesCommittedOrders;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data and removes what it made afterwards. Twenty orders paid at once
 * (the payment, then the numbering) are RecordChainRaceTest's race, which checks their
 * numbers too: one race of twenty processes for both.
 */
final class InvoiceRaceTest extends TestCase {

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

	public function test_twenty_paid_orders_numbered_at_the_same_instant_share_no_number(): void {
		$last = $this->last_number( Invoice::FULL );
		for ( $i = 0; $i < 20; $i++ ) {
			$this->orders[] = $this->pending_order( OrderStatus::PROCESSING );
		}

		// Straight to the numbering, so the statements meet (on MariaDB they deadlock, and retry).
		$results = $this->race_processes( 'pay-order.php', self::each( 'issue', $this->orders ) );

		$year = wp_date( 'Y' );
		$this->assertSame( array_map( static fn( int $n ) => sprintf( 'F%s-%06d', $year, $n ), range( $last + 1, $last + 20 ) ), $results );
	}

	public function test_one_order_asked_for_its_invoice_five_times_at_once_gets_one(): void {
		$order          = $this->pending_order( OrderStatus::PROCESSING );
		$this->orders[] = $order;
		$last           = $this->last_number( Invoice::FULL );

		$results = $this->race_processes( 'pay-order.php', self::each( 'issue', array_fill( 0, 5, $order ) ) );

		$this->assertSame( array_fill( 0, 5, sprintf( 'F%s-%06d', wp_date( 'Y' ), $last + 1 ) ), $results );
		global $wpdb;
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE order_id = %d', Schema::table( Schema::INVOICES ), $order ) ) );
	}

	/**
	 * A committed order whose customer gave a tax id.
	 *
	 * @param string $status Status.
	 */
	private function pending_order( string $status = OrderStatus::PENDING ): int {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'status' => $status,
				'total'  => 9900,
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
		return $id;
	}

	/**
	 * The last number of a series this year (0 for none).
	 *
	 * @param string $series Series.
	 */
	private function last_number( string $series ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MAX(sequence_number) FROM %i WHERE series = %s AND fiscal_year = %d', Schema::table( Schema::INVOICES ), $series, (int) wp_date( 'Y' ) ) );
	}

	/**
	 * A process's arguments per order.
	 *
	 * @param string $mode   pay or issue.
	 * @param int[]  $orders Order per process.
	 * @return list<string[]>
	 */
	private static function each( string $mode, array $orders ): array {
		return array_map( static fn( int $order ): array => array( $mode, (string) $order ), array_values( $orders ) );
	}
}
