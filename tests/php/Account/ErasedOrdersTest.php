<?php
/**
 * Orders after a privacy erasure: found by nothing, their invoices kept as issued.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Account\Privacy\OrdersData;
use Rueda\Domain\Invoices\InvoiceRequest;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Invoices\Content\InvoicePage;
use Rueda\Orders\Content\OrderReceived;
use Rueda\Storage\InvoiceBuyerBackfill;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\InvoiceTestCase;

/**
 * A guest pays an order with a full invoice (NIF and company), then asks to be forgotten.
 */
final class ErasedOrdersTest extends InvoiceTestCase {

	private const EMAIL = 'lucia@example.test';

	/**
	 * Runs Rueda's order eraser for the email, as Tools → Erase Personal Data does.
	 *
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	private function erase(): array {
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		return call_user_func( $erasers[ OrdersData::ID ]['callback'], self::EMAIL, 1 );
	}

	/**
	 * A guest order with a full invoice; returns its id.
	 */
	private function invoiced_order(): int {
		return $this->place( 0, array( self::TYRE => 1 ), $this->invoice_fields( 'B12345674', 'Talleres Paco SL' ) );
	}

	/**
	 * POST order-lookup as a visitor.
	 *
	 * @param int    $id    Order.
	 * @param string $email Email.
	 */
	private function lookup( int $id, string $email ): \WP_REST_Response {
		wp_set_current_user( 0 );
		return $this->account(
			'POST',
			'/order-lookup',
			array(
				'number' => (string) $id,
				'email'  => $email,
			)
		);
	}

	public function test_an_erased_order_matches_no_lookup_and_no_key(): void {
		$id  = $this->invoiced_order();
		$key = $this->order( $id )->key();
		$this->assertSame( 200, $this->lookup( $id, self::EMAIL )->get_status(), 'found before the erasure' );

		$this->erase();

		$this->assertSame( 'deleted@site.invalid', $this->order( $id )->email() );
		foreach ( array( 'deleted@site.invalid', self::EMAIL ) as $email ) {
			$this->assertSame( array( 404, 'rueda_order_not_found' ), $this->refusal( $this->lookup( $id, $email ) ), $email );
		}
		// The Store API's order, the confirmation page's and the invoice page's key checks.
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/order/' . $id );
		$request->set_query_params(
			array(
				'key'           => $key,
				'billing_email' => 'deleted@site.invalid',
			)
		);
		$store = rest_do_request( $request );
		$this->assertSame( array( 404, 'woocommerce_rest_invalid_order' ), array( $store->get_status(), $store->get_data()['code'] ?? '' ) );
		$this->assertSame( 404, ( new InvoicePage() )->respond( $id, $key )['status'] );
		$_GET['key']                      = $key;
		$_GET[ OrderReceived::QUERY_ARG ] = (string) $id;
		$received                         = ( new OrderReceived() )->render( null, array( 'blockName' => 'rueda/checkout' ) );
		unset( $_GET['key'], $_GET[ OrderReceived::QUERY_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test's own.
		$this->assertStringContainsString( 'este pedido no es válido', (string) $received );
	}

	public function test_erasure_clears_the_nif_and_company_but_the_invoice_keeps_them(): void {
		$id = $this->invoiced_order();

		$this->erase();

		$order  = $this->order( $id );
		$fields = (array) $order->meta( 'additional_fields' );
		$this->assertSame( array( '', '' ), array( $fields[ InvoiceRequest::TAX_ID ], $fields[ InvoiceRequest::COMPANY ] ) );
		$this->assertFalse( InvoiceRequest::from_order( $order )->is_full() );
		$this->assertNotSame( 'Lucía', $order->address( 'billing' )['first_name'] );
		$this->assertTrue( $order->is_anonymised() );

		// The shop's copy of the invoice, as issued.
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$page = ( new InvoicePage() )->respond( $id, '' );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( '<h1>Factura</h1>', $page['body'], 'still a full invoice' );
		$this->assertStringContainsString( 'NIF: B12345674', $page['body'] );
		$this->assertStringContainsString( 'Talleres Paco SL', $page['body'] );
		$this->assertStringContainsString( 'Lucía Martín', $page['body'] );
		$this->assertStringNotContainsString( '[deleted]', $page['body'] );
	}

	public function test_the_eraser_says_the_invoices_are_kept(): void {
		$this->invoiced_order();

		$erased = $this->erase();

		$this->assertTrue( $erased['items_retained'] );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertStringContainsString( 'Se conservan las facturas emitidas, como exige la ley', implode( "\n", $erased['messages'] ) );
	}

	public function test_an_order_without_an_invoice_keeps_nothing(): void {
		$this->add( self::TYRE );
		$this->checkout( $this->payload( array( 'payment_method' => BankTransfer::ID ) ) );

		$erased = $this->erase();

		$this->assertTrue( $erased['items_removed'] );
		$this->assertFalse( $erased['items_retained'] );
		$this->assertStringNotContainsString( 'factura', implode( "\n", array_slice( $erased['messages'], 1 ) ) );
	}

	public function test_invoices_issued_before_snapshots_get_theirs_from_the_order_unless_anonymised(): void {
		$erased = $this->invoiced_order();
		$kept   = $this->place( 0, array( self::TYRE => 1 ), array( 'billing_address' => $this->billing( array( 'email' => 'otra@example.test' ) ) ) + $this->invoice_fields( '12345678Z', 'Otra SL' ) );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET buyer = NULL WHERE order_id > %d', Schema::table( Schema::INVOICES ), 0 ) );
		$this->erase();

		$this->assertSame( 1, InvoiceBuyerBackfill::run( 1 ) );

		$this->assertSame( '12345678Z', $this->invoice( $kept )->buyer['tax_id'] ?? null );
		$this->assertSame( 'Otra SL', $this->invoice( $kept )->buyer['company'] ?? null );
		$this->assertNull( $this->invoice( $erased )->buyer, 'erased before the backfill: nothing to copy' );
		$this->assertSame( 0, InvoiceBuyerBackfill::run(), 'a second run changes nothing' );
	}
}
