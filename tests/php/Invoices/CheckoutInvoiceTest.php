<?php
/**
 * POST /checkout with "I need an invoice".
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Blocks\CheckoutData;
use Rueda\Domain\Invoices\CustomerTaxDetails;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Settings\CompanySettings;

/**
 * The server checks the tax id again, refuses a wrong one with a stable code that names
 * the field, and keeps a good one normalised with the order, whose invoice it decides.
 */
final class CheckoutInvoiceTest extends InvoiceTestCase {

	public function test_a_wrong_tax_id_refuses_the_order_naming_the_field_and_changes_nothing(): void {
		$this->add( self::TYRE, 2 );
		$stock  = $this->stock( self::TYRE );
		$placed = $this->count_orders( OrderStatus::PROCESSING );

		$response = $this->checkout( $this->payload( $this->invoice_fields( 'B12345675' ) ) );

		$this->assertSame( 400, $response->get_status() );
		$body    = $response->get_data();
		$message = 'El NIF/NIE/CIF no es válido: revisa el último carácter (el dígito o la letra de control).';
		$this->assertSame( 'rueda_invalid_tax_id', $body['code'] );
		$this->assertSame( $message, $body['message'] );
		$this->assertSame( array( 'additional_fields.rueda/tax-id' => $message ), $body['data']['fields'] );
		$this->assertSame( $stock, $this->stock( self::TYRE ), 'no stock taken' );
		$this->assertSame( $placed, $this->count_orders( OrderStatus::PROCESSING ) );
		$this->assertSame( 2, $this->cart()['items_count'], 'the cart is kept to fix and retry' );
	}

	public function test_asking_for_an_invoice_without_a_tax_id_is_refused(): void {
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload( $this->invoice_fields( '  ' ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_invalid_tax_id', $response->get_data()['code'] );
		$this->assertSame( 'Introduce el NIF, NIE o CIF a cuyo nombre se emitirá la factura.', $response->get_data()['message'] );
	}

	public function test_a_valid_tax_id_is_kept_normalised_and_the_paid_order_gets_a_full_invoice(): void {
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload( $this->invoice_fields( ' es-b.12345674 ', '  Talleres Paco SL ' ) ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$body     = $response->get_data();
		$expected = array(
			'rueda/invoice' => true,
			'rueda/tax-id'  => 'B12345674',
			'rueda/company' => 'Talleres Paco SL',
			'rueda/terms'   => true,
		);
		$this->assertEquals( (object) $expected, $body['additional_fields'] );
		$this->assertEquals( $expected, $this->order( $body['order_id'] )->meta( 'additional_fields' ) );
		$this->assertSame( OrderStatus::PROCESSING, $body['status'] );
		$this->assertMatchesRegularExpression( '/^F' . wp_date( 'Y' ) . '-\d{6}$/', $this->invoice( $body['order_id'] )->number() );
	}

	public function test_an_order_without_an_invoice_asked_for_gets_a_simplified_one(): void {
		$this->add( self::TYRE );

		// An unticked box with a stray tax id: nothing is checked nor kept.
		$response = $this->checkout(
			$this->payload(
				array(
					'additional_fields' => array(
						'rueda/invoice' => false,
						'rueda/tax-id'  => 'not one',
						'rueda/terms'   => true,
					),
				)
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$body = $response->get_data();
		$this->assertEquals(
			(object) array(
				'rueda/invoice' => false,
				'rueda/tax-id'  => '',
				'rueda/company' => '',
				'rueda/terms'   => true,
			),
			$body['additional_fields']
		);
		$this->assertMatchesRegularExpression( '/^FS' . wp_date( 'Y' ) . '-\d{6}$/', $this->invoice( $body['order_id'] )->number() );
	}

	public function test_a_retry_without_the_invoice_forgets_the_first_attempts_tax_id(): void {
		$this->add( self::TYRE );
		$declined = $this->checkout( $this->payload( $this->invoice_fields( 'X1234567L' ), '4000000000000002' ) );
		$this->assertSame( 402, $declined->get_status() );

		$paid = $this->checkout( $this->payload() );

		$this->assertSame( 200, $paid->get_status() );
		$this->assertSame( '', $this->order( $paid->get_data()['order_id'] )->meta( 'additional_fields' )['rueda/tax-id'] );
		$this->assertStringStartsWith( 'FS', $this->invoice( $paid->get_data()['order_id'] )->number() );
	}

	public function test_a_customers_tax_id_and_company_are_remembered_for_the_next_checkout(): void {
		$customer = $this->customer();
		wp_set_current_user( $customer );
		$this->assertSame(
			array(
				'taxId'   => '',
				'company' => '',
			),
			CheckoutData::get()['invoice']
		);

		$this->place( $customer, array( self::TYRE => 1 ), $this->invoice_fields( 'y1234567x', 'Flota Martín' ) );

		$this->assertSame(
			array(
				'taxId'   => 'Y1234567X',
				'company' => 'Flota Martín',
			),
			CheckoutData::get()['invoice']
		);
		$this->assertSame( 'Y1234567X', get_user_meta( $customer, CustomerTaxDetails::TAX_ID_META, true ) );

		// A later order without an invoice does not forget them.
		$this->place( $customer );
		$this->assertSame( 'Y1234567X', CheckoutData::get()['invoice']['taxId'] );

		wp_set_current_user( 0 );
		$this->assertSame( '', CheckoutData::get()['invoice']['taxId'], 'guests get nothing' );
	}

	public function test_the_checkout_settings_carry_the_shops_legal_identity_once_complete(): void {
		$this->assertSame(
			array(
				'legalName' => 'Neumáticos Rueda S.L.',
				'taxId'     => 'B76543214',
				'address'   => 'Calle de la Industria, 24, 28923 Alcorcón (Madrid)',
				'registry'  => 'Inscrita en el Registro Mercantil de Madrid, hoja M-712345.',
			),
			CheckoutData::get()['shopIdentity']
		);

		update_option( CompanySettings::OPTION, array( 'tax_id' => '' ) + self::SHOP );
		$this->assertNull( CheckoutData::get()['shopIdentity'] );
	}
}
