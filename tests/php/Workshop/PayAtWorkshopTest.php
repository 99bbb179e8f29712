<?php
/**
 * Orders paid at the workshop: unpaid until the shop says so.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Orders\Content\OrderReceived;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;

/**
 * A shopper books a pre-ITV check with a tyre, collected at the workshop and paid there.
 * Placing it proves no payment: the order waits on hold ("Pendiente de pago en el taller"
 * wherever it is shown) with its stock taken and its time kept, but no paid date and no
 * invoice, until the shop marks it paid.
 */
final class PayAtWorkshopTest extends AppointmentTestCase {

	private const LABEL = 'Pendiente de pago en el taller';

	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '192.0.2.10';
		update_option(
			CompanySettings::OPTION,
			array(
				'legal_name'          => 'Neumáticos Rueda S.L.',
				'tax_id'              => 'B76543214',
				'registered_address'  => 'Calle de la Industria, 24, 28923 Alcorcón (Madrid)',
				'mercantile_registry' => 'Inscrita en el Registro Mercantil de Madrid, hoja M-712345.',
			)
		);
		$this->set_stock( self::TYRE, 10 );
	}

	/**
	 * Places the order paid at the workshop, booked on the next Thursday; returns the answer.
	 *
	 * @param int    $customer Customer (0: a guest).
	 * @param string $time     Local time of the appointment.
	 */
	private function place( int $customer = 0, string $time = '10:00' ): \WP_REST_Response {
		wp_set_current_user( $customer );
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::TYRE );
		$this->add( self::SERVICE );
		$this->deliver_to_madrid();
		$this->pick_up();
		return $this->checkout(
			array(
				'payment_method' => PayAtWorkshop::ID,
				'payment_data'   => array(),
			) + $this->booking( $this->iso( $this->next( 'thursday' ) . " $time" ) )
		);
	}

	private function as_manager(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
	}

	public function test_the_order_waits_unpaid_with_its_stock_taken_and_its_time_kept(): void {
		$stock = $this->stock( self::TYRE );

		$response = $this->place();

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$body  = $response->get_data();
		$order = ( new OrderStore() )->get( $body['order_id'] );
		$this->assertSame( array( OrderStatus::ON_HOLD, 'pending' ), array( $body['status'], $body['payment_result']['payment_status'] ) );
		$this->assertNull( $order->row['paid_at'], 'not paid' );
		$this->assertNull( ( new InvoiceNumbers() )->find( $order->id() ), 'no invoice for an unpaid order' );
		$this->assertSame( $stock - 1, $this->stock( self::TYRE ), 'its tyre is kept for it' );
		$this->assertSame( AppointmentTable::CONFIRMED, $this->rows_of( $order->id() )[0]['status'], 'its time is kept' );
		$this->assertSame( 'confirmed', $body['extensions']->rueda->appointment['status'] );
		$this->assertSame( self::LABEL, $order->status_label() );
	}

	public function test_the_shopper_and_the_shop_read_it_as_awaiting_payment_at_the_workshop(): void {
		CustomerAccounts::ensure_role();
		$customer = $this->create_user( CustomerAccounts::ROLE );
		$body     = $this->place( $customer )->get_data();
		$id       = (int) $body['order_id'];
		$order    = ( new OrderStore() )->get( $id );

		// The Store API order (the confirmation's data).
		$store = $this->rest( 'GET', "/wc/store/v1/order/{$id}", array(), array() );
		$this->assertSame( 200, $store->get_status(), wp_json_encode( $store->get_data() ) );
		$this->assertSame( array( OrderStatus::ON_HOLD, self::LABEL ), array( $store->get_data()['status'], $store->get_data()['status_label'] ) );

		// Mi cuenta: the list and the order.
		$list = $this->rest( 'GET', '/rueda/v1/account/orders' );
		$this->assertSame( 200, $list->get_status(), wp_json_encode( $list->get_data() ) );
		$this->assertSame( self::LABEL, array_column( $list->get_data(), 'status_label', 'id' )[ $id ] );
		$this->assertSame( self::LABEL, $this->rest( 'GET', "/rueda/v1/account/orders/{$id}" )->get_data()['status_label'] );
		$this->assertNull( $this->rest( 'GET', "/rueda/v1/account/orders/{$id}" )->get_data()['invoice'] );

		// The confirmation page: what the status is, and how and until when to pay.
		$page = OrderReceived::html( $order );
		$this->assertStringContainsString( 'Estado: <strong>' . self::LABEL . '</strong>', $page );
		$this->assertStringContainsString( 'Tu pedido aún no está pagado: lo pagas en el taller', $page );
		$this->assertStringContainsString( 'Si sigue sin pagar 7 días después de tu cita, lo cancelaremos.', $page );
		$this->assertStringNotContainsString( 'Ver la factura', $page );

		// The shopper's email says the same; the shop's tells the shop.
		$mails = $this->mails_to( 'lucia@example.test' );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( self::LABEL, $mails[0]['message'] );
		$this->assertStringContainsString( 'lo pagas en el taller', $mails[0]['message'] );
		$this->assertStringNotContainsString( 'Ver la factura', $mails[0]['message'] );

		// wp-admin: the list, the order and its history.
		$this->as_manager();
		$rows = array_column( $this->rest( 'GET', '/rueda/v1/orders' )->get_data(), null, 'id' );
		$this->assertSame( self::LABEL, $rows[ $id ]['status_label'] );
		$detail = $this->rest( 'GET', "/rueda/v1/orders/{$id}" )->get_data();
		$this->assertSame( self::LABEL, $detail['status_label'] );
		$this->assertSame( '', $detail['payment']['paid_at'] );
		$this->assertStringContainsString( self::LABEL, implode( ' ', array_column( $detail['notes'], 'note' ) ), 'the history names it so too' );
	}

	public function test_a_guest_finds_it_awaiting_payment_with_the_order_lookup(): void {
		$id = (int) $this->place()->get_data()['order_id'];
		wp_set_current_user( 0 );

		$found = $this->rest(
			'POST',
			'/rueda/v1/account/order-lookup',
			array(
				'number' => (string) $id,
				'email'  => 'lucia@example.test',
			)
		);

		$this->assertSame( 200, $found->get_status(), wp_json_encode( $found->get_data() ) );
		$this->assertSame( self::LABEL, $found->get_data()['status_label'] );
	}

	public function test_marking_it_paid_stamps_the_date_and_issues_one_invoice(): void {
		$id = (int) $this->place()->get_data()['order_id'];
		$this->as_manager();

		$paid = $this->rest( 'POST', "/rueda/v1/orders/{$id}/status", array( 'status' => OrderStatus::PROCESSING ) );

		$this->assertSame( 200, $paid->get_status(), wp_json_encode( $paid->get_data() ) );
		$this->assertSame( OrderStatus::PROCESSING, $paid->get_data()['status'] );
		$this->assertNotSame( self::LABEL, $paid->get_data()['status_label'] );
		$this->assertNotSame( '', $paid->get_data()['payment']['paid_at'] );
		$this->assertNotNull( ( new OrderStore() )->get( $id )->row['paid_at'] );
		$invoice = ( new InvoiceNumbers() )->find( $id );
		$this->assertNotNull( $invoice, 'invoiced once paid' );

		$done = $this->rest( 'POST', "/rueda/v1/orders/{$id}/status", array( 'status' => OrderStatus::COMPLETED ) );

		$this->assertSame( 200, $done->get_status(), wp_json_encode( $done->get_data() ) );
		$this->assertSame( $invoice->number(), ( new InvoiceNumbers() )->find( $id )->number(), 'the same invoice' );
		$this->assertSame( 1, $this->invoices_of( $id ) );
		$this->assertSame( AppointmentTable::DONE, $this->rows_of( $id )[0]['status'], 'completed: its appointment is done, its time still booked' );
		$this->assertStringNotContainsString( 'lo pagas en el taller', OrderReceived::html( ( new OrderStore() )->get( $id ) ), 'no instructions once paid' );
	}

	public function test_completing_it_straight_away_also_issues_one_invoice(): void {
		$id = (int) $this->place()->get_data()['order_id'];
		$this->as_manager();

		$done = $this->rest( 'POST', "/rueda/v1/orders/{$id}/status", array( 'status' => OrderStatus::COMPLETED ) );

		$this->assertSame( 200, $done->get_status(), wp_json_encode( $done->get_data() ) );
		$this->assertNotNull( ( new OrderStore() )->get( $id )->row['paid_at'] );
		$this->assertSame( 1, $this->invoices_of( $id ) );
	}

	public function test_a_transfer_on_hold_still_reads_on_hold(): void {
		$this->assertSame( 'En espera', OrderStatus::label( OrderStatus::ON_HOLD, BankTransfer::ID ) );
		$this->assertSame( 'En espera', OrderStatus::label( OrderStatus::ON_HOLD ) );
		$this->assertSame( self::LABEL, OrderStatus::label( OrderStatus::ON_HOLD, PayAtWorkshop::ID ) );
		$this->assertSame( OrderStatus::label( OrderStatus::PROCESSING ), OrderStatus::label( OrderStatus::PROCESSING, PayAtWorkshop::ID ) );
	}

	/**
	 * Invoice rows of an order.
	 *
	 * @param int $order_id Order.
	 */
	private function invoices_of( int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE order_id = %d', Schema::table( Schema::INVOICES ), $order_id ) );
	}
}
