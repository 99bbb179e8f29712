<?php
/**
 * An order's lines and IVA breakdown as the invoice states them.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Invoices\Content\InvoiceMarkup;
use Rueda\Domain\Invoices\InvoiceLines;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Storage\OrderStore;
use Rueda\Tests\TestCase;

/**
 * Orders written as the checkout writes them: tyres at 21 %, a service at a reduced
 * 10 % (a tax class the owner added), a discount over both, a fee and shipping.
 */
final class InvoiceLinesTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		$taxes            = TaxSettings::defaults();
		$taxes['rates'][] = array(
			'country'  => 'ES',
			'state'    => '',
			'postcode' => '',
			'rate'     => 10.0,
			'name'     => 'IVA reducido',
			'class'    => 'reducido',
		);
		update_option( TaxSettings::OPTION, $taxes );
	}

	/**
	 * A paid order with two rates.
	 *
	 * @param int $shipping The delivery's amount without IVA (0: free, no IVA either).
	 */
	private function order( int $shipping = 822 ): Order {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'status'    => OrderStatus::PROCESSING,
				// Without IVA, after the discount: 206,36 (tyres) + 24,55 (service) + 2,40 (fee) + 8,22 (shipping).
				'total'     => 28955,
				'total_tax' => 4802,
			)
		);
		$store->replace_items(
			$id,
			array(
				array(
					'type'         => 'line_item',
					'name'         => 'Michelin Primacy 4+ 195/65 R15 91H',
					'product_id'   => 1,
					'quantity'     => 2,
					'subtotal'     => 22967,
					'subtotal_tax' => 4823,
					// The discount takes 2 331 + 490 off the tyres and 273 + 27 off the service.
					'total'        => 20636,
					'total_tax'    => 4333,
					'meta'         => array(),
				),
				array(
					'type'         => 'line_item',
					'name'         => 'Alineación de dirección',
					'product_id'   => 2,
					'quantity'     => 1,
					'subtotal'     => 2728,
					'subtotal_tax' => 273,
					'total'        => 2455,
					'total_tax'    => 246,
					'meta'         => array(),
				),
				array(
					'type'      => 'coupon',
					'name'      => 'bienvenida10',
					'total'     => 2604,
					'total_tax' => 517,
					'meta'      => array(),
				),
				array(
					'type'      => 'fee',
					'name'      => 'Ecovalor',
					'total'     => 240,
					'total_tax' => 50,
					'meta'      => array(),
				),
				array(
					'type'      => 'shipping',
					'name'      => 'Envío estándar',
					'total'     => $shipping,
					'total_tax' => 0 === $shipping ? 0 : 173,
					'meta'      => array(),
				),
			)
		);
		return $store->get( $id );
	}

	public function test_the_breakdown_has_one_row_per_rate_summing_to_the_total(): void {
		$order = $this->order();

		$lines = new InvoiceLines( $order );

		$this->assertSame(
			array(
				array(
					'rate' => 21.0,
					'base' => 20636 + 240 + 822,
					'tax'  => 4333 + 50 + 173,
				),
				array(
					'rate' => 10.0,
					'base' => 2455,
					'tax'  => 246,
				),
			),
			$lines->taxes
		);
		$this->assertSame( 20636 + 240 + 822 + 2455, $lines->base_total() );
		$this->assertSame( $order->total(), $lines->base_total() + $lines->tax_total() );
	}

	public function test_a_free_delivery_adds_no_zero_rate_row_to_the_breakdown(): void {
		$lines = new InvoiceLines( $this->order( 0 ) );

		$this->assertSame( array( 21.0, 10.0 ), array_column( $lines->taxes, 'rate' ) );
		$this->assertSame( 'shipping', end( $lines->lines )['kind'], 'the delivery is still a line' );
	}

	public function test_each_line_has_its_rate_and_a_discount_over_two_rates_has_none(): void {
		$lines = ( new InvoiceLines( $this->order() ) )->lines;

		$this->assertSame( array( 'item', 'item', 'discount', 'fee', 'shipping' ), array_column( $lines, 'kind' ) );
		$this->assertSame( array( 21.0, 10.0, null, 21.0, 21.0 ), array_column( $lines, 'rate' ) );
		$this->assertSame( array( 22967, 2728, -2604, 240, 822 ), array_column( $lines, 'net' ) );
		$this->assertSame( 11483.5, $lines[0]['unit'] );
	}

	public function test_the_invoice_rounds_a_unit_price_to_the_cent_and_prints_both_rates(): void {
		$order   = $this->order();
		$invoice = ( new InvoiceNumbers() )->issue( $order );

		$html = InvoiceMarkup::html( $order, $invoice );

		$this->assertStringContainsString( 'data-label="Precio unitario sin IVA">114,84 €</td>', $html, '11483.5 cents, rounded' );
		$this->assertStringNotContainsString( '114,835', $html );
		$this->assertStringContainsString( '229,67 €', $html, 'the line keeps its exact amount' );
		$this->assertStringContainsString( '<td>216,98 €</td><td>21 %</td><td>45,56 €</td>', $html );
		$this->assertStringContainsString( '<td>24,55 €</td><td>10 %</td><td>2,46 €</td>', $html );
		$this->assertStringContainsString( 'Descuento (BIENVENIDA10)', $html );
	}
}
