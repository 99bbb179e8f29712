<?php
/**
 * Paying by card or Bizum at Redsys: the order, the redirect and the signed form.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\Redsys\Attempts;
use Rueda\Domain\Payments\Redsys\PaymentForm;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Domain\Payments\Redsys\Signature;
use Rueda\Domain\Payments\TestPayments;
use Rueda\Storage\StockHolds;

/**
 * POST /checkout with rueda_redsys or rueda_bizum: pending payment with the stock held,
 * a redirect to the shop's pay page, and the signed fields for a headless client.
 */
final class RedsysCheckoutTest extends RedsysTestCase {

	protected function tear_down(): void {
		remove_filter( 'rueda_development_site', '__return_false' );
		parent::tear_down();
	}

	public function test_a_card_payment_waits_for_the_bank_with_the_stock_held_and_a_signed_form(): void {
		$answer = $this->place();

		$order = $this->order( $answer['order_id'] );
		$this->assertSame( OrderStatus::PENDING, $order->status() );
		$this->assertSame( PaymentResult::PENDING, $answer['payment_result']['payment_status'] );
		$this->assertSame( RedsysGateway::pay_url( $order ), $answer['payment_result']['redirect_url'] );
		$this->assertStringContainsString( 'rueda-redsys-pay=' . $order->key(), $answer['payment_result']['redirect_url'] );
		$this->assertEmpty( $order->row['paid_at'] );
		$this->assertNull( ( new InvoiceNumbers() )->find( $order->id() ) );
		$this->assertSame( 5, $this->stock( self::TYRE ) );
		$this->assertSame( 1, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'held as for any order waiting for its payment' );
		$this->assertSame( array(), $this->mails );

		$details = $this->details( $answer );
		$this->assertSame( 'https://sis-t.redsys.es:25443/sis/realizarPago', $details['redsys_url'] );
		$this->assertSame( Signature::V1, $details['Ds_SignatureVersion'] );
		$parameters = $this->decode( $details['Ds_MerchantParameters'] );
		$this->assertTrue( Signature::verify( Signature::V1, self::SECRET, $parameters['DS_MERCHANT_ORDER'], $details['Ds_MerchantParameters'], $details['Ds_Signature'] ) );
		$this->assertSame( (string) $order->total(), $parameters['DS_MERCHANT_AMOUNT'] );
		$this->assertSame( '978', $parameters['DS_MERCHANT_CURRENCY'] );
		$this->assertSame( '0', $parameters['DS_MERCHANT_TRANSACTIONTYPE'] );
		$this->assertSame( self::FUC, $parameters['DS_MERCHANT_MERCHANTCODE'] );
		$this->assertSame( '1', $parameters['DS_MERCHANT_TERMINAL'] );
		$this->assertSame( 'C', $parameters['DS_MERCHANT_PAYMETHODS'] );
		$this->assertSame( '001', $parameters['DS_MERCHANT_CONSUMERLANGUAGE'] );
		$this->assertSame( rest_url( 'rueda/v1/payments/redsys/notify' ), $parameters['DS_MERCHANT_MERCHANTURL'] );
		$this->assertStringContainsString( 'order-received=' . $order->id(), $parameters['DS_MERCHANT_URLOK'] );
		$this->assertStringContainsString( 'key=' . $order->key(), $parameters['DS_MERCHANT_URLOK'] );
		$this->assertStringContainsString( RedsysGateway::FAILED_QUERY_ARG . '=' . $order->key(), $parameters['DS_MERCHANT_URLKO'] );
		$this->assertSame( $parameters['DS_MERCHANT_ORDER'], $this->attempt( $order->id() )['ds_order'] );
	}

	public function test_every_attempt_has_a_fresh_order_number_of_redsys_shape_that_maps_back(): void {
		$answer = $this->place();
		$order  = $this->order( $answer['order_id'] );
		$card   = ( new PaymentGateways() )->get( RedsysCard::ID );

		$numbers = array( $this->attempt( $order->id() )['ds_order'] );
		for ( $i = 0; $i < 5; $i++ ) {
			$numbers[] = $card->form( $order )['ds_order'];
		}

		$this->assertCount( 6, array_unique( $numbers ), 'never the same twice (SIS0051)' );
		foreach ( $numbers as $number ) {
			$this->assertMatchesRegularExpression( '/^\d{4}[0-9A-Za-z]{1,8}$/', $number );
			$this->assertSame( $order->id(), ( new Attempts() )->find( $number )['order_id'] );
		}
		$this->assertNull( ( new Attempts() )->find( '9999ZZZZZZZZ' ) );
		$this->assertSame( 123456789, Attempts::order_id( substr( Attempts::number( 123456789 ), 0, 12 ) ) );
		$this->assertSame( 12, strlen( Attempts::number( 78364164095 ) ), 'the largest id that fits' );
	}

	public function test_amounts_are_integer_cents_as_strings(): void {
		$this->assertSame( '3380', PaymentForm::amount( 3380 ) );
		$this->assertSame( '1', PaymentForm::amount( 1 ) );
		$this->assertSame( '123456', PaymentForm::amount( 123456 ) );
	}

	public function test_an_order_of_33_80_asks_the_bank_for_3380(): void {
		$this->set_stock( self::TYRE, 5 );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$order = $this->order( $this->place()['order_id'] );
		global $wpdb;
		$wpdb->update( \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), array( 'total' => 3380 ), array( 'id' => $order->id() ) );

		$form = ( new PaymentGateways() )->get( RedsysCard::ID )->form( $this->order( $order->id() ) );

		$this->assertSame( '3380', $this->decode( $form['fields']['Ds_MerchantParameters'] )['DS_MERCHANT_AMOUNT'] );
	}

	public function test_the_shoppers_details_go_to_the_bank_for_strong_authentication(): void {
		$answer = $this->place();
		$emv    = $this->decode( $this->details( $answer )['Ds_MerchantParameters'] )['DS_MERCHANT_EMV3DS'];

		$this->assertSame( 'Lucía Martín', $emv['cardholderName'] );
		$this->assertSame( 'lucia@example.test', $emv['email'] );
		$this->assertSame(
			array(
				'cc'         => '34',
				'subscriber' => '600000000',
			),
			$emv['mobilePhone']
		);
		$this->assertSame( 'Calle Mayor, 5', $emv['billAddrLine1'] );
		$this->assertSame( 'Madrid', $emv['billAddrCity'] );
		$this->assertSame( '28013', $emv['billAddrPostCode'] );
		$this->assertSame( '724', $emv['billAddrCountry'] );
		$this->assertSame( 'Calle Mayor, 5', $emv['shipAddrLine1'] );
		$this->assertSame( '724', $emv['shipAddrCountry'] );
		$this->assertSame( 'Y', $emv['addrMatch'] );
		$this->assertArrayNotHasKey( 'billAddrLine2', $emv, 'empty fields are left out' );
	}

	public function test_bizum_uses_the_cards_terminal_with_its_own_pay_method(): void {
		$answer = $this->place( RedsysBizum::ID );

		$parameters = $this->decode( $this->details( $answer )['Ds_MerchantParameters'] );
		$this->assertSame( 'z', $parameters['DS_MERCHANT_PAYMETHODS'] );
		$this->assertSame( self::FUC, $parameters['DS_MERCHANT_MERCHANTCODE'] );
		$this->assertSame( rest_url( 'rueda/v1/payments/redsys/notify' ), $parameters['DS_MERCHANT_MERCHANTURL'] );
		$this->assertSame( RedsysBizum::ID, $this->order( $answer['order_id'] )->payment_method() );
	}

	public function test_the_v2_signature_and_the_endpoint_setting_are_used(): void {
		$this->configure(
			array(
				'signature_version' => Signature::V2,
				'environment'       => 'live',
			)
		);

		$details = $this->details( $this->place() );

		$this->assertSame( 'https://sis.redsys.es/sis/realizarPago', $details['redsys_url'] );
		$this->assertSame( Signature::V2, $details['Ds_SignatureVersion'] );
		$order = $this->decode( $details['Ds_MerchantParameters'] )['DS_MERCHANT_ORDER'];
		$this->assertTrue( Signature::verify( Signature::V2, self::SECRET, $order, $details['Ds_MerchantParameters'], $details['Ds_Signature'] ) );
	}

	public function test_offered_only_once_configured_and_up_to_its_maximum_amount_even_in_production(): void {
		add_filter( 'rueda_development_site', '__return_false' );
		$this->set_stock( self::TYRE, 5 );
		$this->add( self::TYRE );
		$this->assertFalse( TestPayments::allowed() );
		$methods = $this->cart()['payment_methods'];
		$this->assertContains( RedsysCard::ID, $methods, 'a real gateway' );
		$this->assertContains( RedsysBizum::ID, $methods );

		$this->configure( array(), array( 'max_amount' => 1 ) );
		$this->assertNotContains( RedsysBizum::ID, $this->cart()['payment_methods'], 'above Bizum\'s maximum' );
		$this->assertContains( RedsysCard::ID, $this->cart()['payment_methods'] );

		$this->configure( array( 'secret_key' => '' ) );
		$this->assertNotContains( RedsysCard::ID, $this->cart()['payment_methods'], 'no key, no card' );
		$this->assertNotContains( RedsysBizum::ID, $this->cart()['payment_methods'] );
	}
}
