<?php
/**
 * Facturas completas replacing simplificadas at the same moment, from separate PHP
 * processes with their own connections.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\InvoiceTestCase;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\RemovesCommittedOrders;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data and removes what it made afterwards.
 */
final class SubstituteInvoiceRaceTest extends TestCase {

	use RacesProcesses, RemovesCommittedOrders;

	protected bool $isolate = false;

	/**
	 * Orders the test made.
	 *
	 * @var int[]
	 */
	private array $orders = array();

	/**
	 * The shop's details before the test.
	 *
	 * @var mixed
	 */
	private $company;

	protected function set_up(): void {
		parent::set_up();
		$this->company = get_option( CompanySettings::OPTION );
		update_option( CompanySettings::OPTION, InvoiceTestCase::SHOP );
	}

	protected function tear_down(): void {
		$this->remove_committed_orders( $this->orders );
		update_option( CompanySettings::OPTION, $this->company );
		parent::tear_down();
	}

	/**
	 * A committed, paid order of 99,00 € with its simplified invoice.
	 */
	private function simplified(): int {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'status'         => OrderStatus::PROCESSING,
				'total'          => 9900,
				'payment_method' => BankTransfer::ID,
			)
		);
		( new InvoiceNumbers() )->issue( $store->get( $id ) );
		$this->orders[] = $id;
		return $id;
	}

	public function test_five_requests_at_once_replace_an_invoice_once(): void {
		$order = $this->simplified();

		$results = $this->race_processes( 'replace-invoice.php', array_fill( 0, 5, array( (string) $order, 'B12345674' ) ) );

		$done = array_values( array_filter( $results, static fn( string $result ) => str_starts_with( $result, 'done FC' ) ) );
		$this->assertCount( 1, $done, implode( "\n", $results ) );
		$this->assertSame( array_fill( 0, 4, 'rueda_invoice_already_replaced' ), array_values( array_diff( $results, $done ) ) );
		$this->assertCount( 1, ( new InvoiceRecords() )->of_invoice( Schema::REPLACE, $order ) );
	}

	public function test_five_orders_replaced_at_once_get_five_consecutive_numbers(): void {
		$orders = array_map( fn() => $this->simplified(), range( 1, 5 ) );

		$results = $this->race_processes( 'replace-invoice.php', array_map( static fn( int $order ) => array( (string) $order, 'B12345674' ), $orders ) );

		$numbers = array_map( static fn( string $result ) => (int) substr( $result, -6 ), $results );
		sort( $numbers );
		$this->assertSame( range( $numbers[0], $numbers[0] + 4 ), $numbers, implode( "\n", $results ) );
		foreach ( $orders as $order ) {
			$this->assertCount( 1, ( new InvoiceRecords() )->of_invoice( Schema::REPLACE, $order ) );
		}
	}
}
