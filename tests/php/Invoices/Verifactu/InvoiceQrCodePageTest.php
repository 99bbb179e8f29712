<?php
/**
 * The VERI*FACTU QR code on the invoice pages.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Invoices\Verifactu\QrCodeUrl;
use Rueda\Domain\Invoices\Verifactu\VerifactuSettings;
use Rueda\Domain\Refunds\RefundRequest;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Invoices\Content\InvoicePage;
use Rueda\Invoices\Content\InvoiceQrCode;
use Rueda\Settings\CompanySettings;
use Rueda\Tests\Refunds\RefundTestCase;

/**
 * Paid orders of 600,00 € from the shop with NIF B76543214 (RefundTestCase), their invoice
 * issued in a year far from today's, so its number is the year's first.
 */
final class InvoiceQrCodePageTest extends RefundTestCase {

	protected function set_up(): void {
		parent::set_up();
		update_option( 'timezone_string', 'Europe/Madrid' );
		delete_option( VerifactuSettings::OPTION );
		// Each page is a document of its own: this process renders many.
		wp_scripts()->done = array_values( array_diff( wp_scripts()->done, array( InvoiceQrCode::SCRIPT_HANDLE ) ) );
	}

	protected function tear_down(): void {
		remove_all_filters( 'rueda_verifactu_environment' );
		parent::tear_down();
	}

	public function test_the_invoice_starts_with_its_qr_code_between_the_legends_and_a_link_to_the_same_address(): void {
		$order   = $this->paid_order();
		$invoice = ( new InvoiceNumbers() )->issue( $order, new \DateTimeImmutable( '2041-01-15 00:30:00', new \DateTimeZone( 'Europe/Madrid' ) ) );

		$page = ( new InvoicePage() )->respond( $order->id(), $order->key() );

		$this->assertSame( 200, $page['status'] );
		$this->assertSame( 'F2041-000001', $invoice->number() );
		// Issued on the 15th in Madrid, still the 14th in UTC.
		$url = 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B76543214&numserie=F2041-000001&fecha=15-01-2041&importe=600.00';
		$this->assert_qr_code( $url, $page['body'] );
		$this->assertStringContainsString( '/build/invoice/qr.js', $page['body'], 'the script that draws it' );

		add_filter( 'rueda_verifactu_environment', static fn() => VerifactuSettings::REAL );
		$real = ( new InvoicePage() )->respond( $order->id(), $order->key() );
		$this->assert_qr_code( str_replace( QrCodeUrl::PRUEBAS, QrCodeUrl::REAL, $url ), $real['body'] );
	}

	public function test_a_rectifying_invoice_has_its_own_qr_code_with_the_negative_total(): void {
		$order         = $this->paid_order( full: false );
		$invoice       = ( new InvoiceNumbers() )->issue( $order );
		$refund        = ( new Refunds() )->refund( $order, new RefundRequest( 1000, array(), 'Devolución parcial', 'Efectivo' ), 1 );
		$rectification = ( new RectifyingInvoices() )->find( $refund->id );

		$page = ( new InvoicePage() )->respond( $order->id(), $order->key(), $refund->id );

		$this->assertSame( 200, $page['status'] );
		$this->assertStringStartsWith( 'RS', $rectification->number() );
		$url = QrCodeUrl::PRUEBAS . '?nif=B76543214&numserie=' . $rectification->number() . '&fecha=' . wp_date( 'd-m-Y', $rectification->issued()->getTimestamp() ) . '&importe=-10.00';
		$this->assert_qr_code( $url, $page['body'] );
		$this->assertStringNotContainsString( 'numserie=' . $invoice->number(), $page['body'], 'not the rectified invoice\'s code' );
	}

	public function test_an_invoice_issued_without_the_shops_nif_has_no_qr_code_to_give(): void {
		update_option( CompanySettings::OPTION, array() );
		$order = $this->paid_order( full: false );
		( new InvoiceNumbers() )->issue( $order );

		$page = ( new InvoicePage() )->respond( $order->id(), $order->key() );

		$this->assertSame( 200, $page['status'] );
		$this->assertStringNotContainsString( 'data-rueda-qr', $page['body'] );
		$this->assertStringNotContainsString( 'VERI*FACTU', $page['body'] );
	}

	/**
	 * Asserts that the invoice's first block is the QR code of an address: "QR tributario:",
	 * the element the script draws the code in, holding a link to the address, "VERI*FACTU".
	 *
	 * @param string $url  The address.
	 * @param string $html The page.
	 */
	private function assert_qr_code( string $url, string $html ): void {
		$xpath = new \DOMXPath( $this->dom( $html ) );
		$block = $xpath->query( '//article[contains(@class,"rueda-invoice")]/*[1]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $block );
		$this->assertSame( 'rueda-invoice__verifactu', $block->getAttribute( 'class' ), 'first, before the content' );
		$legends = array_map( static fn( \DOMNode $node ) => $node->textContent, iterator_to_array( $xpath->query( './p', $block ) ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's name.
		$this->assertSame( array( 'QR tributario:', 'VERI*FACTU' ), $legends );

		$code = $xpath->query( './div[@data-rueda-qr]', $block )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $code );
		$this->assertSame( $url, $code->getAttribute( 'data-rueda-qr' ) );
		$this->assertSame( 'Código QR de esta factura en la Agencia Tributaria', $code->getAttribute( 'data-rueda-qr-label' ) );
		$link = $xpath->query( './a', $code )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $link );
		$this->assertSame( $url, $link->getAttribute( 'href' ) );
		$this->assertSame( 'Comprobar esta factura en la Agencia Tributaria', trim( $link->textContent ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's name.
		$this->assertSame( 1, substr_count( $html, 'data-rueda-qr=' ), 'one code per invoice' );
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
