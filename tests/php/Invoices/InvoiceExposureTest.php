<?php
/**
 * Where shoppers and the shop find the invoice.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Orders\Content\OrderReceived;
use Rueda\Settings\CompanySettings;

/**
 * The order confirmation, the order emails, the customer's account and the admin's
 * order link to the invoice once the order is paid; the confirmation also names the seller.
 */
final class InvoiceExposureTest extends InvoiceTestCase {

	public function test_the_confirmation_links_the_invoice_and_names_the_seller(): void {
		$id    = $this->place( 0, array( self::TYRE => 1 ), $this->invoice_fields( 'B12345674' ) );
		$order = $this->order( $id );

		$html = OrderReceived::html( $order );

		$number = $this->invoice( $id )->number();
		$this->assertStringContainsString( 'href="' . esc_url( InvoiceLinks::url( $order ) ) . '"', $html );
		$this->assertStringContainsString( 'Ver la factura ' . $number, $html );
		$this->assertStringContainsString( '<p class="rueda-shop-identity__name">Neumáticos Rueda S.L.</p>', $html );
		$this->assertStringContainsString( 'NIF: B76543214', $html );

		delete_option( CompanySettings::OPTION );
		$this->assertStringNotContainsString( 'rueda-shop-identity', OrderReceived::html( $order ), 'nothing while the shop has no legal details' );
	}

	public function test_the_confirmation_of_an_unpaid_order_has_no_invoice_link(): void {
		$this->add( self::TYRE );
		$body = $this->checkout( $this->payload( array( 'payment_method' => BankTransfer::ID ) ) )->get_data();

		$this->assertStringNotContainsString( 'rueda-invoice=', OrderReceived::html( $this->order( (int) $body['order_id'] ) ) );
	}

	public function test_the_order_emails_link_the_invoice_with_the_order_key(): void {
		$id  = $this->place( 0 );
		$url = InvoiceLinks::url( $this->order( $id ) );

		$this->assertCount( 2, $this->mails, 'the customer and the shop' );
		foreach ( $this->mails as $mail ) {
			$this->assertStringContainsString( esc_url( $url ), $mail['message'] );
			$this->assertStringContainsString( 'Ver la factura ' . $this->invoice( $id )->number(), $mail['message'] );
		}
	}

	public function test_the_customers_orders_carry_the_invoice_once_paid(): void {
		$owner = $this->customer();
		$paid  = $this->place( $owner );
		wp_set_current_user( $owner );
		$this->add( self::TYRE );
		$unpaid = (int) $this->checkout( $this->payload( array( 'payment_method' => BankTransfer::ID ) ) )->get_data()['order_id'];

		$list = array_column( $this->account( 'GET', '/orders' )->get_data(), 'invoice', 'id' );
		$this->assertNull( $list[ $unpaid ] );
		$invoice = $this->invoice( $paid );
		$this->assertSame(
			array(
				'number' => $invoice->number(),
				'date'   => $invoice->issued()->format( DATE_RFC3339 ),
				'url'    => InvoiceLinks::url( $this->order( $paid ) ),
			),
			$list[ $paid ]
		);
		$this->assertSame( $list[ $paid ], $this->account( 'GET', "/orders/{$paid}" )->get_data()['invoice'] );
		$this->assertNull( $this->account( 'GET', "/orders/{$unpaid}" )->get_data()['invoice'] );
	}

	public function test_the_admin_order_has_the_invoice_and_the_customers_tax_id(): void {
		$id = $this->place( 0, array( self::TYRE => 1 ), $this->invoice_fields( 'x-1234567-l' ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$data = $this->rest( 'GET', "/rueda/v1/orders/{$id}" )->get_data();

		$this->assertSame( $this->invoice( $id )->number(), $data['invoice']['number'] );
		$this->assertSame( InvoiceLinks::url( $this->order( $id ) ), $data['invoice']['url'] );
		$this->assertSame( 'X1234567L', $data['customer_tax_id'] );
	}
}
