<?php
/**
 * Redsys's notifications: what pays an order, and what changes nothing.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\Signature;
use Rueda\Storage\StockHolds;

/**
 * POST /rueda/v1/payments/rueda_redsys/notify as Redsys sends it: form-encoded, URL-safe
 * Base64, the key derived from the Ds_Order.
 */
final class RedsysNotificationTest extends RedsysTestCase {

	public function test_an_authorised_payment_pays_the_order_once(): void {
		$order   = $this->place()['order_id'];
		$attempt = $this->attempt( $order );

		$response = $this->notify( $this->signed( $this->answer( $attempt ) ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$paid = $this->order( $order );
		$this->assertSame( OrderStatus::PROCESSING, $paid->status() );
		$this->assertSame( '384756', $paid->row['transaction_id'] );
		$this->assertNotEmpty( $paid->row['paid_at'] );
		$this->assertNotNull( ( new InvoiceNumbers() )->find( $order ) );
		$this->assertSame( 4, $this->stock( self::TYRE ), 'the held tyre is taken' );
		$this->assertStringContainsString( 'Ds_Order ' . $attempt['ds_order'], (string) wp_json_encode( $paid->meta( '_history' ) ), 'the history names the attempt' );
		$mails = count( $this->mails );
		$this->assertGreaterThan( 0, $mails, 'the confirmation email' );

		$again = $this->notify( $this->signed( $this->answer( $attempt ) ) );

		$this->assertSame( 200, $again->get_status(), 'a replay is acknowledged' );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
		$this->assertSame( 4, $this->stock( self::TYRE ), 'and changes nothing' );
		$this->assertCount( $mails, $this->mails );
		$this->assertCount( 1, array_filter( (array) $this->order( $order )->meta( '_history' ), static fn( array $entry ) => OrderStatus::PROCESSING === $entry['to'] ) );
	}

	public function test_a_declined_payment_fails_the_order_with_the_code_and_its_meaning(): void {
		$order = $this->place()['order_id'];

		$response = $this->notify_answer(
			$order,
			array(
				'Ds_Response'          => '0116',
				'Ds_AuthorisationCode' => '',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$failed = $this->order( $order );
		$this->assertSame( OrderStatus::FAILED, $failed->status() );
		$history = (array) $failed->meta( '_history' );
		$note    = (string) end( $history )['note'];
		$this->assertStringContainsString( '0116', $note );
		$this->assertStringContainsString( __( 'Insufficient funds.', 'rueda' ), $note );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'its tyre is released' );
		$this->assertSame( 5, $this->stock( self::TYRE ) );
	}

	public function test_a_message_about_another_operation_changes_nothing_but_a_note(): void {
		$order = $this->place()['order_id'];

		$response = $this->notify_answer(
			$order,
			array(
				'Ds_TransactionType' => '3',
				'Ds_Response'        => '0900',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order )->status() );
		$this->assertCount( 1, ( new OrderNotes() )->all( $order ) );
	}

	public function test_a_cancelled_payment_says_the_shopper_cancelled(): void {
		$order = $this->place()['order_id'];

		$this->notify_answer( $order, array( 'Ds_Response' => '9915' ) );

		$history = (array) $this->order( $order )->meta( '_history' );
		$this->assertStringContainsString( __( 'The shopper cancelled the payment.', 'rueda' ), (string) end( $history )['note'] );
	}

	/**
	 * A message the shop cannot trust: 400 `rueda_notification_invalid`, nothing changes.
	 *
	 * @dataProvider forgeries
	 *
	 * @param \Closure $forge Makes the form from the attempt and the test.
	 */
	public function test_a_notification_that_is_not_the_banks_changes_nothing( \Closure $forge ): void {
		$order = $this->place()['order_id'];

		$response = $this->notify( $forge( $this->attempt( $order ), $this ) );

		$this->assertSame( array( 400, 'rueda_notification_invalid' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order )->status() );
		$this->assertSame( 1, ( new StockHolds() )->held( $this->sku( self::TYRE ) ) );
		$this->assertSame( array(), ( new OrderNotes() )->all( $order ) );
	}

	/**
	 * Forged, tampered or misdirected notifications.
	 *
	 * @return array<string,array{0:\Closure}>
	 */
	public function forgeries(): array {
		return array(
			'signed with another key'                 => array( static fn( array $attempt, self $test ) => $test->signed( $test->answer( $attempt ), 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev' ) ),
			'a tampered amount'                       => array(
				static function ( array $attempt, self $test ) {
					$form                          = $test->signed( $test->answer( $attempt ) );
					$form['Ds_MerchantParameters'] = strtr( base64_encode( (string) wp_json_encode( $test->answer( $attempt, array( 'Ds_Amount' => '1' ) ) ) ), '+/', '-_' );
					return $form;
				},
			),
			'an amount signed but not the attempt\'s' => array( static fn( array $attempt, self $test ) => $test->signed( $test->answer( $attempt, array( 'Ds_Amount' => '1' ) ) ) ),
			'another terminal'                        => array( static fn( array $attempt, self $test ) => $test->signed( $test->answer( $attempt, array( 'Ds_Terminal' => '2' ) ) ) ),
			'another merchant'                        => array( static fn( array $attempt, self $test ) => $test->signed( $test->answer( $attempt, array( 'Ds_MerchantCode' => '999008882' ) ) ) ),
			'another currency'                        => array( static fn( array $attempt, self $test ) => $test->signed( $test->answer( $attempt, array( 'Ds_Currency' => '840' ) ) ) ),
			'an order the shop never sent'            => array( static fn( array $attempt, self $test ) => $test->signed( $test->answer( $attempt, array( 'Ds_Order' => substr( $attempt['ds_order'], 0, 11 ) . ( 'Z' === substr( $attempt['ds_order'], -1 ) ? 'Y' : 'Z' ) ) ) ) ),
			'an unknown order'                        => array( static fn( array $attempt, self $test ) => $test->signed( $test->answer( $attempt, array( 'Ds_Order' => '1234ABC' ) ) ) ),
			'an unknown signature version'            => array( static fn( array $attempt, self $test ) => array( 'Ds_SignatureVersion' => 'HMAC_SHA1' ) + $test->signed( $test->answer( $attempt ) ) ),
			'no signature'                            => array( static fn( array $attempt, self $test ) => array( 'Ds_Signature' => '' ) + $test->signed( $test->answer( $attempt ) ) ),
			'parameters that are not Base64'          => array( static fn( array $attempt, self $test ) => array( 'Ds_MerchantParameters' => '{"Ds_Order":"1"}' ) + $test->signed( $test->answer( $attempt ) ) ),
		);
	}

	public function test_both_base64_alphabets_and_url_encoded_values_are_read(): void {
		$standard = $this->place()['order_id'];
		$this->assertSame( 200, $this->notify( $this->signed( $this->answer( $this->attempt( $standard ) ), self::SECRET, Signature::V1, false ) )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $standard )->status(), 'standard Base64' );

		$this->reset_cart();
		$encoded = $this->place()['order_id'];
		$form    = array_map( 'rawurlencode', $this->signed( $this->answer( $this->attempt( $encoded ) ), self::SECRET, Signature::V1, false ) );
		$this->assertSame( 200, $this->notify( $form )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $encoded )->status(), 'URL-encoded fields' );
	}

	public function test_the_v2_signature_is_verified_too(): void {
		$this->configure( array( 'signature_version' => Signature::V2 ) );
		$order = $this->place()['order_id'];

		$this->assertSame( 400, $this->notify( $this->signed( $this->answer( $this->attempt( $order ) ), 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev', Signature::V2 ) )->get_status() );
		$this->assertSame( 200, $this->notify( $this->signed( $this->answer( $this->attempt( $order ) ), self::SECRET, Signature::V2 ) )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
	}

	public function test_a_bizum_payment_is_notified_at_the_terminals_address_and_at_its_own(): void {
		$order = $this->place( RedsysBizum::ID )['order_id'];

		$this->assertSame( 200, $this->notify( $this->signed( $this->answer( $this->attempt( $order ) ) ) )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status(), 'payments/redsys/notify: the attempt says it was Bizum' );

		$this->reset_cart();
		$second = $this->place( RedsysBizum::ID )['order_id'];
		$this->assertSame( 200, $this->notify( $this->signed( $this->answer( $this->attempt( $second ) ) ), RedsysBizum::ID )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $second )->status(), 'payments/rueda_bizum/notify, as attempts sent before 0.6.1 named it' );
	}

	public function test_the_terminals_address_refuses_a_message_about_no_attempt_of_the_shop(): void {
		$order  = $this->place()['order_id'];
		$answer = $this->answer( $this->attempt( $order ), array( 'Ds_Order' => '9999zzzz' ) );

		$response = $this->notify( $this->signed( $answer ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_notification_invalid', $response->get_data()['code'] );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order )->status() );
	}

	/**
	 * Empties the cart, for a second order in the same test.
	 */
	private function reset_cart(): void {
		foreach ( $this->cart()['items'] as $item ) {
			$this->write( 'remove-item', array( 'key' => $item['key'] ) );
		}
	}
}
