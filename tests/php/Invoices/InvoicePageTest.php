<?php
/**
 * The printable invoice page: who sees it, and what it says.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Admin\Capabilities;
use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Invoices\Content\InvoicePage;
use Rueda\Domain\Invoices\InvoiceLines;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Settings\CurrencySettings;
use Rueda\Storage\Schema;

/**
 * Orders placed through the checkout, their invoice asked for as the page does.
 */
final class InvoicePageTest extends InvoiceTestCase {

	/**
	 * The page as the current user gets it.
	 *
	 * @param int    $order_id Order.
	 * @param string $key      Key given.
	 * @return array{status:int,body:string}
	 */
	private function page( int $order_id, string $key = '' ): array {
		return ( new InvoicePage() )->respond( $order_id, $key );
	}

	public function test_a_guest_opens_the_invoice_with_the_order_key_and_nobody_without_it(): void {
		$id  = $this->place( 0 );
		$key = $this->order( $id )->key();

		$this->assertSame( 200, $this->page( $id, $key )['status'] );
		foreach ( array( '', 'wc_order_' . str_repeat( 'x', 13 ), $this->order( $this->place( 0 ) )->key() ) as $forged ) {
			$page = $this->page( $id, $forged );
			$this->assertSame( 404, $page['status'], "key '$forged'" );
			$this->assertStringContainsString( 'Factura no encontrada', $page['body'] );
			$this->assertStringNotContainsString( 'F' . wp_date( 'Y' ) . '-', $page['body'] );
		}
		$this->assertSame( 404, $this->page( $id + 1000, $key )['status'], 'unknown order' );
	}

	public function test_a_customers_invoice_is_theirs_to_see_and_the_shops(): void {
		$owner = $this->customer();
		$id    = $this->place( $owner );
		$key   = $this->order( $id )->key();

		wp_set_current_user( $owner );
		$this->assertSame( 200, $this->page( $id )['status'], 'the customer, logged in' );

		wp_set_current_user( $this->customer() );
		$this->assertSame( 404, $this->page( $id )['status'], 'another customer' );
		$this->assertSame( 403, $this->page( $id, $key )['status'], 'another customer with the key: not theirs' );

		wp_set_current_user( 0 );
		$visitor = $this->page( $id, $key );
		$this->assertSame( 403, $visitor['status'], 'the key alone: log in first' );
		$this->assertStringContainsString( 'wp-login.php', $visitor['body'] );
		$this->assertSame( 404, $this->page( $id, 'wc_order_forged000000' )['status'] );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$page = $this->page( $id );
			$this->assertSame( 200, $page['status'], $role );
			$this->assertStringContainsString( 'page=rueda-orders&#038;order=' . $id, $page['body'], 'back to the order in wp-admin' );
		}
	}

	public function test_an_order_not_paid_yet_has_no_invoice(): void {
		$this->add( self::TYRE );
		$body = $this->checkout( $this->payload( array( 'payment_method' => BankTransfer::ID ) ) )->get_data();

		$page = $this->page( (int) $body['order_id'], (string) $body['order_key'] );

		$this->assertSame( 404, $page['status'] );
		$this->assertStringContainsString( 'Este pedido aún no tiene factura: la emitimos en cuanto el pedido está pagado.', $page['body'] );
		$this->assertNull( $this->invoice( (int) $body['order_id'] ) );
	}

	public function test_a_paid_order_without_an_invoice_gets_one_when_it_is_first_opened(): void {
		$id = $this->place( 0 );
		global $wpdb;
		// Paid before invoicing existed: neither an invoice nor its record.
		$wpdb->delete( Schema::table( Schema::INVOICES ), array( 'order_id' => $id ) );
		$wpdb->delete(
			Schema::table( Schema::RECORDS ),
			array(
				'invoice_table' => Schema::INVOICES,
				'invoice_id'    => $id,
			)
		);

		$page = $this->page( $id, $this->order( $id )->key() );

		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( $this->invoice( $id )->number(), $page['body'] );
	}

	public function test_a_full_invoice_states_both_parties_the_lines_and_the_iva_breakdown(): void {
		$this->add( self::TYRE, 2 );
		$this->write( 'apply-coupon', array( 'code' => 'bienvenida10' ) );
		$body  = $this->checkout( $this->payload( $this->invoice_fields( 'B12345674', 'Talleres Paco & Hijos <b>SL</b>' ) ) )->get_data();
		$order = $this->order( (int) $body['order_id'] );

		$page = $this->page( $order->id(), $order->key() );

		$this->assertSame( 200, $page['status'] );
		$html  = $page['body'];
		$money = static fn( int $minor ) => CurrencySettings::currency()->format( $minor );
		// Two tyres: the unit price is rounded to the cent (229,67 € for 2 shows 114,84 €).
		$unit = static fn( int $net ) => $money( (int) round( $net / 2 ) );
		$this->assertStringContainsString( '<h1>Factura</h1>', $html );
		$this->assertStringContainsString( $this->invoice( $order->id() )->number(), $html );
		$this->assertStringContainsString( 'Imprimir / Guardar como PDF', $html );
		$this->assertStringContainsString( 'window.print()', $html );
		// The seller, as the settings say, and the customer with their NIF and company.
		$this->assertStringContainsString( 'Neumáticos Rueda S.L.', $html );
		$this->assertStringContainsString( 'NIF: B76543214', $html );
		$this->assertStringContainsString( 'hoja M-712345', $html );
		$this->assertStringContainsString( 'NIF: B12345674', $html );
		$this->assertStringContainsString( 'Talleres Paco &amp; Hijos SL', $html, 'escaped, tags gone' );
		$this->assertStringContainsString( 'Lucía Martín', $html );

		$xpath = new \DOMXPath( $this->dom( $html ) );
		$rows  = $this->cells( $xpath, '//table[contains(@class,"rueda-invoice__lines")]/tbody/tr' );
		$item  = $order->lines( 'line_item' )[0];
		$this->assertSame( array( (string) $item['name'], '2', $unit( (int) $item['subtotal'] ), '21 %', $money( (int) $item['subtotal'] ) ), $rows[0] );
		$this->assertSame( 'Descuento (BIENVENIDA10)', $rows[1][0] );
		$this->assertSame( 'Ecovalor (gestión de neumáticos usados)', $rows[2][0], 'the tyres\' own fee' );
		$this->assertSame( '21 %', $rows[2][3] );
		$this->assertStringStartsWith( 'Entrega: ', $rows[3][0] );

		// One rate: the base is the total without IVA, the cuota the order's IVA.
		$taxes = $this->cells( $xpath, '//table[contains(@class,"rueda-invoice__taxes")]/tbody/tr' );
		$tax   = (int) $order->row['total_tax'];
		$this->assertSame( array( array( $money( $order->total() - $tax ), '21 %', $money( $tax ) ) ), $taxes );
		$lines = new InvoiceLines( $order );
		$this->assertSame( $order->total(), $lines->base_total() + $lines->tax_total() );
		$this->assertSame( array( array( 'Total', $money( $order->total() ) ) ), $this->cells( $xpath, '//table[contains(@class,"rueda-invoice__totals")]//tr[contains(@class,"is-total")]' ) );
	}

	public function test_an_order_without_a_tax_id_gets_a_simplified_invoice_with_iva_included(): void {
		$id = $this->place( 0 );

		$html = $this->page( $id, $this->order( $id )->key() )['body'];

		$this->assertStringContainsString( '<h1>Factura simplificada</h1>', $html );
		$this->assertStringContainsString( 'FS' . wp_date( 'Y' ) . '-', $html );
		$this->assertStringContainsString( 'IVA incluido.', $html );
		$this->assertStringNotContainsString( 'NIF: B12345674', $html );
	}

	public function test_the_links_carry_the_order_key(): void {
		$id    = $this->place( 0 );
		$order = $this->order( $id );

		$this->assertSame( home_url( '/?rueda-invoice=' . $id . '&key=' . $order->key() ), InvoiceLinks::url( $order ) );
	}

	/**
	 * The cells' text of the rows a query finds.
	 *
	 * @param \DOMXPath $xpath Page.
	 * @param string    $rows  Query of the rows.
	 * @return list<list<string>>
	 */
	private function cells( \DOMXPath $xpath, string $rows ): array {
		$found = array();
		foreach ( $xpath->query( $rows ) as $row ) {
			$found[] = array_map( static fn( \DOMNode $cell ) => trim( $cell->textContent ), iterator_to_array( $xpath->query( './th|./td', $row ) ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's name.
		}
		return $found;
	}

	/**
	 * The page parsed.
	 *
	 * @param string $html HTML.
	 */
	private function dom( string $html ): \DOMDocument {
		$dom = new \DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		return $dom;
	}
}
