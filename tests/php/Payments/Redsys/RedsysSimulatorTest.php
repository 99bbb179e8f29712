<?php
/**
 * The local Redsys stand-in speaks Redsys's protocol to the shop.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\Redsys\Signature;

/**
 * The simulator (bin/redsys-simulator.php) on a local port, as the terminal's "another address": the
 * form the shop posts (from a real checkout) is shown or refused, and the notification
 * the simulator sends after "Pagar" or "Denegar" is the one the shop's notify route applies.
 */
final class RedsysSimulatorTest extends RedsysTestCase {

	use RunsRedsysSimulator;

	protected function set_up(): void {
		parent::set_up();
		self::reset_simulator();
		$this->configure(
			array(
				'environment' => 'custom',
				'custom_url'  => self::simulator_url() . '/sis/realizarPago',
			)
		);
	}

	/**
	 * The signed form of a new attempt to pay an order.
	 *
	 * @param int    $order_id Order.
	 * @param string $method   Gateway id.
	 * @return array{url:string,ds_order:string,fields:array<string,string>}
	 */
	private function form( int $order_id, string $method = RedsysCard::ID ): array {
		$gateway = RedsysCard::ID === $method ? new RedsysCard() : new RedsysBizum();
		return $gateway->form( $this->order( $order_id ) );
	}

	public function test_the_payment_page_shows_a_signed_form_and_refuses_a_tampered_one(): void {
		$order = $this->place()['order_id'];
		$form  = $this->form( $order );

		$this->assertSame( self::simulator_url() . '/sis/realizarPago', $form['url'] );
		$page = self::post_to_simulator( '/sis/realizarPago', $form['fields'] );

		$this->assertSame( 200, $page['status'], $page['body'] );
		$this->assertStringContainsString( $form['ds_order'], $page['body'] );
		$this->assertStringContainsString( '999008881', $page['body'] );
		$this->assertStringContainsString( number_format( $this->order( $order )->total() / 100, 2, ',', '.' ) . ' €', $page['body'] );
		$this->assertStringContainsString( '>Pagar</button>', $page['body'] );
		$this->assertStringContainsString( '>Denegar</button>', $page['body'] );

		$parameters                       = $this->decode( $form['fields']['Ds_MerchantParameters'] );
		$parameters['DS_MERCHANT_AMOUNT'] = '1';
		$tampered                         = array( 'Ds_MerchantParameters' => base64_encode( (string) wp_json_encode( $parameters ) ) ) + $form['fields'];
		$refused                          = self::post_to_simulator( '/sis/realizarPago', $tampered );

		$this->assertSame( 400, $refused['status'] );
		$this->assertStringContainsString( 'SIS0042', $refused['body'] );
		$this->assertStringNotContainsString( 'Pagar', $refused['body'] );
		$this->assertSame( 400, self::post_to_simulator( '/sis/realizarPago/decidir', $tampered + array( 'decision' => 'pagar' ) )['status'], 'nor paid' );
		$this->assertSame( array(), self::simulator_state()['notifications'] );
	}

	public function test_pagar_notifies_a_payment_the_notify_route_applies_and_returns_to_urlok(): void {
		$order = $this->place()['order_id'];
		$form  = $this->form( $order );

		$paid = self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );

		$this->assertSame( 303, $paid['status'] );
		$urls = ( new RedsysCard() )->urls( $this->order( $order ) );
		$this->assertStringStartsWith( $urls['ok'] . '&', $paid['location'] );
		$notifications = self::simulator_state()['notifications'];
		$this->assertCount( 1, $notifications );
		$this->assertSame( $urls['notify'], $notifications[0]['url'], 'sent server to server to DS_MERCHANT_MERCHANTURL' );
		parse_str( $notifications[0]['body'], $notification );
		$values = $this->decode( strtr( $notification['Ds_MerchantParameters'], '-_', '+/' ) );
		$this->assertSame( '0000', $values['Ds_Response'] );
		$this->assertSame( $form['ds_order'], $values['Ds_Order'] );
		$this->assertSame( '1', $values['Ds_ProcessedPayMethod'] );
		$this->assertMatchesRegularExpression( '/^\d{6}$/', $values['Ds_AuthorisationCode'] );
		parse_str( (string) wp_parse_url( $paid['location'], PHP_URL_QUERY ), $back );
		$this->assertSame( $notification['Ds_MerchantParameters'], $back['Ds_MerchantParameters'], 'URLOK carries the signed parameters' );
		$this->assertTrue( Signature::verify( $back['Ds_SignatureVersion'], self::SECRET, $form['ds_order'], $back['Ds_MerchantParameters'], $back['Ds_Signature'] ) );

		$response = $this->notify( $notification, RedsysCard::ID, $notifications[0]['body'] );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
		$this->assertSame( $values['Ds_AuthorisationCode'], $this->order( $order )->row['transaction_id'] );
		$this->assertSame( (int) $values['Ds_Amount'], self::simulator_state()['payments'][ $form['ds_order'] ]['amount'] );
	}

	public function test_denegar_notifies_a_refusal_and_returns_to_urlko(): void {
		$order = $this->place()['order_id'];
		$form  = $this->form( $order );

		$denied = self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'denegar' ) );

		$this->assertSame( 303, $denied['status'] );
		$this->assertStringStartsWith( ( new RedsysCard() )->urls( $this->order( $order ) )['ko'] . '&', $denied['location'] );
		$body = self::simulator_state()['notifications'][0]['body'];
		parse_str( $body, $notification );
		$this->assertSame( '0190', $this->decode( strtr( $notification['Ds_MerchantParameters'], '-_', '+/' ) )['Ds_Response'] );
		$this->assertSame( array(), self::simulator_state()['payments'], 'nothing to refund' );

		$this->notify( $notification, RedsysCard::ID, $body );

		$this->assertSame( OrderStatus::FAILED, $this->order( $order )->status() );
	}

	public function test_bizum_gets_its_own_page_and_pays_as_bizum_with_the_second_signature_version(): void {
		$this->configure(
			array(
				'environment'       => 'custom',
				'custom_url'        => self::simulator_url() . '/sis/realizarPago',
				'signature_version' => Signature::V2,
			)
		);
		$order = $this->place( RedsysBizum::ID )['order_id'];
		$form  = $this->form( $order, RedsysBizum::ID );

		$this->assertSame( Signature::V2, $form['fields']['Ds_SignatureVersion'] );
		$this->assertStringContainsString( 'Paga con Bizum', self::post_to_simulator( '/sis/realizarPago', $form['fields'] )['body'] );
		self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );
		$body = self::simulator_state()['notifications'][0]['body'];
		parse_str( $body, $notification );

		$this->assertSame( Signature::V2, $notification['Ds_SignatureVersion'] );
		$this->assertSame( '78', $this->decode( strtr( $notification['Ds_MerchantParameters'], '-_', '+/' ) )['Ds_ProcessedPayMethod'] );
		$this->assertSame( 200, $this->notify( $notification, RedsysBizum::ID, $body )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
	}

	/**
	 * A logged-in customer's order by card, with payment data; returns its id.
	 *
	 * @param array<string,string|bool> $data Payment data by key.
	 */
	private function place_by_card( array $data ): int {
		$response = $this->pay_by_card( $data );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['order_id'];
	}

	public function test_a_card_saved_at_the_simulator_pays_the_next_order_and_a_reference_it_never_issued_is_denied(): void {
		$customer = $this->create_user( 'customer' );
		wp_set_current_user( $customer );
		$order = $this->place_by_card( array( 'wc-' . RedsysCard::ID . '-new-payment-method' => true ) );
		$form  = $this->form( $order );

		$this->assertStringContainsString( 'guardará esta tarjeta', self::post_to_simulator( '/sis/realizarPago', $form['fields'] )['body'] );
		$paid = self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );
		$body = self::simulator_state()['notifications'][0]['body'];
		parse_str( $body, $notification );
		$values = $this->decode( strtr( $notification['Ds_MerchantParameters'], '-_', '+/' ) );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{40}$/', $values['Ds_Merchant_Identifier'] );
		$this->assertSame( array( '2712', '454881******0004', '1' ), array( $values['Ds_ExpiryDate'], $values['Ds_Card_Number'], $values['Ds_Card_Brand'] ) );
		parse_str( (string) wp_parse_url( $paid['location'], PHP_URL_QUERY ), $back );
		$this->assertSame( $notification['Ds_MerchantParameters'], $back['Ds_MerchantParameters'], 'URLOK carries the same' );

		$this->notify( $notification, RedsysCard::ID, $body );
		$tokens = ( new \Rueda\Domain\Payments\PaymentTokens() )->for_customer( $customer );
		$this->assertSame( array( 'visa', '0004', 12, 2027 ), array( $tokens[0]['brand'], $tokens[0]['last4'], $tokens[0]['expiry_month'], $tokens[0]['expiry_year'] ) );

		wp_set_current_user( $customer ); // The notify route answered the bank as nobody.
		$next = $this->place_by_card( array( 'wc-' . RedsysCard::ID . '-payment-token' => $tokens[0]['id'] ) );
		$form = $this->form( $next );
		$page = self::post_to_simulator( '/sis/realizarPago', $form['fields'] );
		$this->assertStringContainsString( 'Tarjeta guardada ···0004', $page['body'] );
		self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );
		$notification = $this->last_notification();
		$this->assertSame( '0000', $this->decode( strtr( $notification['Ds_MerchantParameters'], '-_', '+/' ) )['Ds_Response'] );
		$this->notify( $notification, RedsysCard::ID, http_build_query( $notification ) );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $next )->status() );

		$forged = ( new \Rueda\Domain\Payments\PaymentTokens() )->save( $customer, RedsysCard::ID, 'visa', '1111', 1, 2030, str_repeat( 'f', 40 ) );
		wp_set_current_user( $customer );
		$unknown = $this->place_by_card( array( 'wc-' . RedsysCard::ID . '-payment-token' => $forged ) );
		$form    = $this->form( $unknown );
		$this->assertStringContainsString( '0180', self::post_to_simulator( '/sis/realizarPago', $form['fields'] )['body'] );
		$denied = self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );
		$this->assertStringStartsWith( ( new RedsysCard() )->urls( $this->order( $unknown ) )['ko'] . '&', $denied['location'] );
		$this->assertSame( '0180', $this->decode( strtr( $this->last_notification()['Ds_MerchantParameters'], '-_', '+/' ) )['Ds_Response'], 'a bank that never issued the reference denies it' );
		$this->assertArrayNotHasKey( $form['ds_order'], self::simulator_state()['payments'] );
	}

	/**
	 * The fields of the latest notification the simulator sent.
	 *
	 * @return array<string,string>
	 */
	private function last_notification(): array {
		$notifications = self::simulator_state()['notifications'];
		parse_str( (string) end( $notifications )['body'], $notification );
		return array_map( 'strval', $notification );
	}
}
