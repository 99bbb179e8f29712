<?php
/**
 * Cards saved at Redsys: asking for a reference, saving it, paying with it.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Account\Privacy\CustomerData;
use Rueda\Blocks\CheckoutData;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Domain\Payments\Redsys\Attempts;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\Redsys\ShopperReturn;
use Rueda\Payments\Content\RedsysPayPage;

/**
 * A logged-in customer ticks the save option when paying by card: the request asks
 * Redsys for a reference; the bank's signed answer becomes a saved card ("Visa ending in
 * 0004"), once; the next order pays with it, the reference sent to the bank only.
 */
final class RedsysSavedCardsTest extends RedsysTestCase {

	/** The reference the bank issues in these tests. */
	private const REFERENCE = '9e2c3a4f0d1b5e6a7c8f9a0b1c2d3e4f5a6b7c8d';

	/** What Redsys adds to an authorised payment that asked for a reference. */
	private const SAVED = array(
		'Ds_Merchant_Identifier' => self::REFERENCE,
		'Ds_ExpiryDate'          => '2712',
		'Ds_Card_Number'         => '454881******0004',
		'Ds_Card_Brand'          => '1',
	);

	/**
	 * The DS_MERCHANT_* parameters of a checkout's answer.
	 *
	 * @param \WP_REST_Response $response The checkout's answer.
	 * @return array<string,mixed>
	 */
	private function sent( \WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $this->decode( $this->details( $response->get_data() )['Ds_MerchantParameters'] );
	}

	/**
	 * A customer who pays by card asking to save it; returns the order id.
	 *
	 * @param int $customer Customer id (logged in).
	 */
	private function order_saving_the_card( int $customer ): int {
		wp_set_current_user( $customer );
		$response = $this->pay_by_card( array( 'wc-' . RedsysCard::ID . '-new-payment-method' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['order_id'];
	}

	public function test_a_customer_who_saves_the_card_asks_redsys_for_a_reference_on_every_attempt(): void {
		$order = $this->order_saving_the_card( $this->create_user( 'customer' ) );

		$page = ( new RedsysPayPage() )->html( $this->order( $order )->key() );
		preg_match( '/name="Ds_MerchantParameters" value="([^"]+)"/', $page, $field );
		$parameters = $this->decode( html_entity_decode( $field[1] ) );

		$this->assertSame( 'REQUIRED', $parameters['DS_MERCHANT_IDENTIFIER'] );
		$this->assertSame( 'S', $parameters['DS_MERCHANT_COF_INI'] );
		$this->assertSame( 'C', $parameters['DS_MERCHANT_COF_TYPE'] );
		$this->assertSame( 'C', $parameters['DS_MERCHANT_PAYMETHODS'] );
		foreach ( ( new Attempts() )->all( $order ) as $attempt ) {
			$this->assertTrue( $attempt['save_card'] ?? false, 'each attempt remembers that saving was asked' );
		}
	}

	public function test_the_checkout_answer_asks_for_a_reference_only_when_the_customer_saves_the_card(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$saving = $this->sent( $this->pay_by_card( array( 'wc-' . RedsysCard::ID . '-new-payment-method' => true ) ) );
		$this->assertSame( array( 'REQUIRED', 'S', 'C' ), array( $saving['DS_MERCHANT_IDENTIFIER'], $saving['DS_MERCHANT_COF_INI'], $saving['DS_MERCHANT_COF_TYPE'] ) );

		$plain = $this->sent( $this->pay_by_card( array( 'wc-' . RedsysCard::ID . '-new-payment-method' => false ) ) );
		$this->assertArrayNotHasKey( 'DS_MERCHANT_IDENTIFIER', $plain );
		$this->assertArrayNotHasKey( 'DS_MERCHANT_COF_INI', $plain );
		$this->assertArrayNotHasKey( 'DS_MERCHANT_COF_TYPE', $plain );
	}

	public function test_a_guests_wish_to_save_the_card_is_ignored(): void {
		wp_set_current_user( 0 );
		$response = $this->pay_by_card( array( 'wc-' . RedsysCard::ID . '-new-payment-method' => true ) );
		$sent     = $this->sent( $response );

		$this->assertArrayNotHasKey( 'DS_MERCHANT_IDENTIFIER', $sent );
		$this->assertArrayNotHasKey( 'DS_MERCHANT_COF_INI', $sent );
		$this->assertArrayNotHasKey( 'save_card', $this->attempt( (int) $response->get_data()['order_id'] ) );

		$this->notify_answer( (int) $response->get_data()['order_id'], self::SAVED );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( (int) $response->get_data()['order_id'] )->status() );
	}

	public function test_bizum_never_asks_for_a_reference(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->set_stock( self::TYRE, 5 );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$response = $this->checkout(
			$this->payload(
				array(
					'payment_method' => RedsysBizum::ID,
					'payment_data'   => array(
						array(
							'key'   => 'wc-' . RedsysBizum::ID . '-new-payment-method',
							'value' => true,
						),
					),
				)
			)
		);

		$this->assertArrayNotHasKey( 'DS_MERCHANT_IDENTIFIER', $this->sent( $response ) );
	}

	public function test_the_authorised_payment_saves_the_card_once_and_a_replay_saves_nothing_more(): void {
		$customer = $this->create_user( 'customer' );
		$order    = $this->order_saving_the_card( $customer );
		$attempt  = $this->attempt( $order );
		$answer   = $this->signed( $this->answer( $attempt, self::SAVED ) );

		$this->assertSame( 200, $this->notify( $answer )->get_status() );

		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
		$tokens = ( new PaymentTokens() )->for_customer( $customer );
		$this->assertCount( 1, $tokens );
		$this->assertSame(
			array(
				'gateway'      => RedsysCard::ID,
				'brand'        => 'visa',
				'last4'        => '0004',
				'expiry_month' => 12,
				'expiry_year'  => 2027,
				'reference'    => self::REFERENCE,
			),
			array_diff_key( $tokens[0], array( 'id' => true ) )
		);

		$this->assertSame( 200, $this->notify( $answer )->get_status(), 'a replay is acknowledged' );
		( new ShopperReturn() )->apply( $answer );
		$this->assertSame( $tokens, ( new PaymentTokens() )->for_customer( $customer ), 'and saves nothing more, nor does the URLOK return' );

		( new PaymentTokens() )->delete( $customer, $tokens[0]['id'] );
		$this->notify( $answer );
		$this->assertSame( array(), ( new PaymentTokens() )->for_customer( $customer ), 'a card deleted stays deleted when the bank repeats itself' );
	}

	public function test_the_same_reference_on_another_order_is_the_same_saved_card(): void {
		$customer = $this->create_user( 'customer' );
		$first    = $this->order_saving_the_card( $customer );
		$this->notify_answer( $first, self::SAVED );
		$second = $this->order_saving_the_card( $customer );
		$this->notify_answer( $second, array( 'Ds_ExpiryDate' => '2901' ) + self::SAVED );

		$tokens = ( new PaymentTokens() )->for_customer( $customer );
		$this->assertCount( 1, $tokens );
		$this->assertSame( array( 1, 2029 ), array( $tokens[0]['expiry_month'], $tokens[0]['expiry_year'] ), 'its new expiry' );
	}

	public function test_nothing_is_saved_when_the_payment_is_declined_the_answer_lacks_the_card_or_saving_was_not_asked(): void {
		$customer = $this->create_user( 'customer' );
		$declined = $this->order_saving_the_card( $customer );
		$this->notify_answer( $declined, array( 'Ds_Response' => '0190' ) + self::SAVED );

		$without = $this->order_saving_the_card( $customer );
		$this->notify_answer( $without, array_diff_key( self::SAVED, array( 'Ds_ExpiryDate' => true ) ) );

		wp_set_current_user( $customer );
		$not_asked = (int) $this->pay_by_card( array() )->get_data()['order_id'];
		$this->notify_answer( $not_asked, self::SAVED );

		$this->assertSame( OrderStatus::PROCESSING, $this->order( $not_asked )->status() );
		$this->assertSame( array(), ( new PaymentTokens() )->for_customer( $customer ) );
	}

	public function test_the_brand_code_names_the_card_and_an_unknown_one_is_a_card(): void {
		$customer = $this->create_user( 'customer' );
		$amex     = $this->order_saving_the_card( $customer );
		$this->notify_answer( $amex, array( 'Ds_Card_Brand' => '8' ) + self::SAVED );
		$other = $this->order_saving_the_card( $customer );
		$this->notify_answer(
			$other,
			array(
				'Ds_Card_Brand'          => '99',
				'Ds_Merchant_Identifier' => 'abc123',
			) + self::SAVED
		);

		$this->assertSame( array( 'amex', 'card' ), array_column( ( new PaymentTokens() )->for_customer( $customer ), 'brand' ) );
		$this->assertSame( array( 'American Express', __( 'Card', 'rueda' ) ), array( PaymentTokens::brand_name( 'amex' ), PaymentTokens::brand_name( 'card' ) ) );
	}

	public function test_the_next_order_pays_with_the_saved_card_sending_its_reference(): void {
		$customer = $this->create_user( 'customer' );
		$token    = ( new PaymentTokens() )->save( $customer, RedsysCard::ID, 'visa', '0004', 12, 2027, self::REFERENCE );
		wp_set_current_user( $customer );

		$response = $this->pay_by_card( array( 'wc-' . RedsysCard::ID . '-payment-token' => $token ) );
		$sent     = $this->sent( $response );

		$this->assertSame( 'pending', $response->get_data()['payment_result']['payment_status'] ?? 'pending' );
		$this->assertNotSame( '', (string) $response->get_data()['payment_result']['redirect_url'], 'still the bank\'s page (it may ask for SCA)' );
		$this->assertSame( array( self::REFERENCE, 'N', 'C' ), array( $sent['DS_MERCHANT_IDENTIFIER'], $sent['DS_MERCHANT_COF_INI'], $sent['DS_MERCHANT_COF_TYPE'] ) );
		$order = (int) $response->get_data()['order_id'];
		$this->assertSame( $token, $this->attempt( $order )['token'] );

		$page = ( new RedsysPayPage() )->html( $this->order( $order )->key() );
		preg_match( '/name="Ds_MerchantParameters" value="([^"]+)"/', $page, $field );
		$this->assertSame( self::REFERENCE, $this->decode( html_entity_decode( $field[1] ) )['DS_MERCHANT_IDENTIFIER'], 'the pay page sends it too' );

		$this->notify_answer( $order );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
		$this->assertCount( 1, ( new PaymentTokens() )->for_customer( $customer ), 'paying with it saves nothing new' );
	}

	public function test_another_customers_saved_card_is_refused_and_nothing_goes_to_the_bank(): void {
		$owner = $this->create_user( 'customer' );
		$token = ( new PaymentTokens() )->save( $owner, RedsysCard::ID, 'visa', '0004', 12, 2027, self::REFERENCE );
		$other = ( new PaymentTokens() )->save( $owner, 'rueda_sandbox_card', 'visa', '4242', 12, 2030 );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$orders = $this->count_orders( OrderStatus::PENDING );

		$stolen = $this->pay_by_card( array( 'wc-' . RedsysCard::ID . '-payment-token' => $token ) );

		$this->assertSame( 400, $stolen->get_status() );
		$this->assertSame( 'rueda_invalid_payment_token', $stolen->get_data()['code'] );
		$this->assertStringNotContainsString( self::REFERENCE, (string) wp_json_encode( $stolen->get_data() ) );
		$this->assertSame( $orders, $this->count_orders( OrderStatus::PENDING ), 'no order waits for the bank' );

		wp_set_current_user( $owner );
		$wrong_gateway = $this->pay_by_card( array( 'wc-' . RedsysCard::ID . '-payment-token' => $other ) );
		$this->assertSame( array( 400, 'rueda_invalid_payment_token' ), array( $wrong_gateway->get_status(), $wrong_gateway->get_data()['code'] ), 'nor another gateway\'s card' );
	}

	public function test_the_reference_is_in_no_list_of_saved_cards(): void {
		$customer = $this->create_user( 'customer' );
		$order    = $this->order_saving_the_card( $customer );
		$this->notify_answer( $order, self::SAVED );
		wp_set_current_user( $customer );

		$checkout = CheckoutData::get()['savedPaymentMethods'];
		$account  = $this->rest( 'GET', '/rueda/v1/account/payment-methods' );
		$export   = ( new CustomerData() )->export( $this->order( $order )->email() );

		$this->assertSame( 'Visa', $checkout[0]['method']['display_brand'] );
		$this->assertSame( array( '0004', '12/27' ), array( $checkout[0]['method']['last4'], $checkout[0]['expiry'] ) );
		$this->assertSame( 200, $account->get_status() );
		$this->assertSame( array( 'visa', '0004', '12/27' ), array( $account->get_data()[0]['brand'], $account->get_data()[0]['last4'], $account->get_data()[0]['expiry'] ) );
		foreach ( array( $checkout, $account->get_data(), $export ) as $answer ) {
			$this->assertStringNotContainsString( self::REFERENCE, (string) wp_json_encode( $answer ) );
		}

		$deleted = $this->rest( 'DELETE', '/rueda/v1/account/payment-methods/' . $checkout[0]['tokenId'] );
		$this->assertSame( 204, $deleted->get_status() );
		$this->assertSame( array(), ( new PaymentTokens() )->for_customer( $customer ), 'deleting it in Mi cuenta forgets it, reference and all' );
	}
}
