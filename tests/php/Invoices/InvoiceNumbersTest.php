<?php
/**
 * Invoice numbers: series, calendar years, once per order.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\TestCase;

/**
 * Years far from today's, so the tests never meet an invoice of the site's own.
 */
final class InvoiceNumbersTest extends TestCase {

	private InvoiceNumbers $numbers;

	protected function set_up(): void {
		parent::set_up();
		update_option( 'timezone_string', 'Europe/Madrid' );
		update_option( CompanySettings::OPTION, InvoiceTestCase::SHOP );
		$this->numbers = new InvoiceNumbers();
	}

	/**
	 * An order, with or without a tax id to invoice.
	 *
	 * @param bool   $full   Whether the customer gave a tax id.
	 * @param string $status Status.
	 */
	private function order( bool $full, string $status = OrderStatus::PROCESSING ): Order {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'status' => $status,
				'total'  => 12100,
			)
		);
		$store->set_meta(
			$id,
			'additional_fields',
			array(
				'rueda/invoice' => $full,
				'rueda/tax-id'  => $full ? 'B12345674' : '',
				'rueda/company' => '',
			)
		);
		return $store->get( $id );
	}

	/**
	 * A moment in Madrid.
	 *
	 * @param string $time "Y-m-d H:i:s".
	 */
	private static function madrid( string $time ): \DateTimeImmutable {
		return new \DateTimeImmutable( $time, new \DateTimeZone( 'Europe/Madrid' ) );
	}

	/**
	 * Invoice rows of an order.
	 *
	 * @param int $order_id Order.
	 */
	private function rows( int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE order_id = %d', Schema::table( Schema::INVOICES ), $order_id ) );
	}

	public function test_full_and_simplified_invoices_are_numbered_in_their_own_series(): void {
		$numbers = array();
		foreach ( array( true, false, true, false, true ) as $index => $full ) {
			$numbers[] = $this->numbers->issue( $this->order( $full ), self::madrid( "2040-03-0{$index} 10:00:00" ) )->number();
		}

		$this->assertSame( array( 'F2040-000001', 'FS2040-000001', 'F2040-000002', 'FS2040-000002', 'F2040-000003' ), $numbers );
	}

	public function test_issuing_again_answers_the_invoice_the_order_has(): void {
		$order = $this->order( true );
		$first = $this->numbers->issue( $order, self::madrid( '2040-05-01 09:00:00' ) );

		$again = $this->numbers->issue( $order, self::madrid( '2041-01-02 09:00:00' ) );

		$this->assertSame( 'F2040-000001', $again->number() );
		$this->assertSame( $first->issued_at, $again->issued_at );
		$this->assertSame( 1, $this->rows( $order->id() ) );
		$this->assertSame( 'F2040-000002', $this->numbers->issue( $this->order( true ), self::madrid( '2040-05-02 09:00:00' ) )->number(), 'no number was used up' );
	}

	public function test_each_calendar_year_of_the_shops_time_zone_starts_again_at_one(): void {
		$last_of_2039 = $this->numbers->issue( $this->order( true ), self::madrid( '2039-12-31 23:59:59' ) );
		// 23:30 UTC on 31 December is already New Year in Madrid.
		$first_of_2040  = $this->numbers->issue( $this->order( true ), new \DateTimeImmutable( '2039-12-31 23:30:00', new \DateTimeZone( 'UTC' ) ) );
		$second_of_2040 = $this->numbers->issue( $this->order( true ), self::madrid( '2040-01-01 10:00:00' ) );

		$this->assertSame( 'F2039-000001', $last_of_2039->number() );
		$this->assertSame( 'F2040-000001', $first_of_2040->number() );
		$this->assertSame( 'F2040-000002', $second_of_2040->number() );
		$this->assertSame( '2040-01-01', $first_of_2040->issued()->format( 'Y-m-d' ) );
	}

	public function test_an_order_gets_its_invoice_when_it_becomes_paid_and_keeps_it(): void {
		$lifecycle = new OrderLifecycle();
		$order     = $this->order( false, OrderStatus::PENDING );

		$order = $lifecycle->change( $order, OrderStatus::ON_HOLD, 'Transferencia pendiente' );
		$this->assertNull( $this->numbers->find( $order->id() ), 'on hold is not paid' );

		$order   = $lifecycle->change( $order, OrderStatus::PROCESSING, 'Transferencia recibida' );
		$invoice = $this->numbers->find( $order->id() );
		$this->assertMatchesRegularExpression( '/^FS' . wp_date( 'Y' ) . '-\d{6}$/', $invoice->number() );

		foreach ( array( OrderStatus::COMPLETED, OrderStatus::PROCESSING, OrderStatus::COMPLETED, OrderStatus::REFUNDED ) as $status ) {
			$order = $lifecycle->change( $order, $status );
			$this->assertSame( $invoice->number(), $this->numbers->find( $order->id() )->number(), "after $status" );
		}
		$this->assertSame( 1, $this->rows( $order->id() ) );
	}

	public function test_an_order_completed_without_being_processed_first_is_invoiced(): void {
		$order = ( new OrderLifecycle() )->change( $this->order( true, OrderStatus::ON_HOLD ), OrderStatus::COMPLETED );

		$this->assertStringStartsWith( 'F', $this->numbers->find( $order->id() )->number() );
	}

	public function test_the_invoice_keeps_the_sellers_details_as_they_were_when_issued(): void {
		$invoice = $this->numbers->issue( $this->order( true ), self::madrid( '2040-06-01 12:00:00' ) );
		update_option( CompanySettings::OPTION, array( 'legal_name' => 'Otra Razón S.A.' ) + InvoiceTestCase::SHOP );

		$this->assertSame( 'Neumáticos Rueda S.L.', $this->numbers->find( $invoice->order_id )->seller['legal_name'] );
	}
}
