<?php
/**
 * POST /checkout: orders, payments, stock and coupons.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Account\AccountLinks;
use Rueda\Domain\Customers\PendingAccounts;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Payments\Gateways\SandboxCard;

/**
 * What a shopper's checkout does on the server.
 *
 * @group object-cache
 */
final class CheckoutRoutesTest extends CheckoutTestCase {

	public function test_a_guest_pays_by_card_and_gets_a_processing_order(): void {
		$this->add( self::TYRE, 2 );
		$this->deliver_to_madrid();
		$stock = $this->stock( self::TYRE );
		$total = $this->cart()['totals']['total_price'];

		$response = $this->checkout( $this->payload( array( 'customer_note' => 'Llamar antes de entregar' ) ) );
		$body     = $response->get_data();

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $body ) );
		$this->assertSame( OrderStatus::PROCESSING, $body['status'] );
		$this->assertSame( 'success', $body['payment_result']['payment_status'] );
		$this->assertStringContainsString( 'order-received=' . $body['order_id'], $body['payment_result']['redirect_url'] );
		$this->assertStringContainsString( 'key=' . $body['order_key'], $body['payment_result']['redirect_url'] );
		$this->assertSame( 'Llamar antes de entregar', $body['customer_note'] );
		$this->assertSame( 'Lucía', $body['billing_address']['first_name'] );
		$this->assertSame( '0', $response->get_headers()['User-ID'] );
		$this->assertNotEmpty( $response->get_headers()['Cart-Hash'] );
		$this->assertSame( (int) $total, $this->order( $body['order_id'] )->total() );
		$this->assertSame( $stock - 2, $this->stock( self::TYRE ), 'stock taken' );
		$this->assertSame( 0, $this->cart()['items_count'], 'cart emptied' );
		$this->assertSame( array( 'lucia@example.test', get_option( 'admin_email' ) ), array_column( $this->mails, 'to' ) );
	}

	public function test_under_php_fpm_the_order_emails_go_once_the_checkout_has_answered(): void {
		add_filter( 'rueda_work_after_response', '__return_true' );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();

		$response = $this->checkout( $this->payload() );
		$sent     = $this->mails;
		remove_filter( 'rueda_work_after_response', '__return_true' );
		\Rueda\Performance\AfterResponse::flush();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), $sent, 'nothing sent before the answer' );
		$this->assertSame( array( 'lucia@example.test', get_option( 'admin_email' ) ), array_column( $this->mails, 'to' ) );
		$this->assertStringEndsWith( ' ' . $response->get_data()['order_number'], $this->mails[0]['subject'] );
	}

	public function test_prices_and_totals_in_the_request_are_ignored(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$total = (int) $this->cart()['totals']['total_price'];

		$body = $this->checkout(
			$this->payload(
				array(
					'total_price' => 1,
					'totals'      => array( 'total_price' => '1' ),
					'items'       => array( array( 'prices' => array( 'price' => '1' ) ) ),
				)
			)
		)->get_data();

		$this->assertSame( $total, $this->order( $body['order_id'] )->total() );
	}

	public function test_a_declined_card_fails_the_order_and_a_retry_reuses_it(): void {
		$this->add( self::TYRE );
		$stock = $this->stock( self::TYRE );

		$declined = $this->checkout( $this->payload( array(), '4000000000000002' ) );

		$this->assertSame( 402, $declined->get_status() );
		$this->assertSame( 'rueda_payment_declined', $declined->get_data()['code'] );
		$this->assertSame( 1, $declined->get_data()['data']['cart']['items_count'], 'the cart is kept' );
		$order_id = $declined->get_data()['data']['order']['order_id'];
		$this->assertSame( OrderStatus::FAILED, $this->order( $order_id )->status() );
		$this->assertSame( $stock, $this->stock( self::TYRE ) );
		$this->assertSame( 0, ( new \Rueda\Storage\StockHolds() )->held( $this->sku( self::TYRE ) ), 'holds released' );

		$paid = $this->checkout( $this->payload() );

		$this->assertSame( 200, $paid->get_status() );
		$this->assertSame( $order_id, $paid->get_data()['order_id'], 'same order' );
		$this->assertSame( $stock - 1, $this->stock( self::TYRE ) );
	}

	public function test_a_gateway_error_is_generic_for_shoppers(): void {
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload( array(), '4000000000000119' ) );

		$this->assertSame( 'rueda_payment_error', $response->get_data()['code'] );
		$this->assertSame( __( 'We are experiencing difficulties with this payment method. Please contact us for assistance.', 'rueda' ), $response->get_data()['message'] );
	}

	public function test_the_same_idempotency_key_twice_places_one_order(): void {
		$this->add( self::TYRE );
		$before = $this->count_orders( OrderStatus::PROCESSING );

		$first = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-123' ) );
		$this->add( self::TYRE );
		$second = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-123' ) );

		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( wp_json_encode( $first->get_data() ), wp_json_encode( $second->get_data() ) );
		$this->assertSame( 'true', $second->get_headers()['Idempotency-Replayed'] );
		$this->assertSame( $before + 1, $this->count_orders( OrderStatus::PROCESSING ) );
		$this->assertSame( 1, $this->cart()['items_count'], 'the new cart is untouched' );
	}

	public function test_a_changed_total_is_a_conflict_with_the_cart(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$total = (int) $this->cart()['totals']['total_price'];

		$response = $this->checkout( $this->payload( array( 'expected_total' => $total - 100 ) ) );

		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'rueda_total_changed', $response->get_data()['code'] );
		$this->assertSame( (string) $total, $response->get_data()['data']['cart']['totals']['total_price'] );
		$this->assertSame( 200, $this->checkout( $this->payload( array( 'expected_total' => $total ) ) )->get_status() );
	}

	/**
	 * Bad requests and their codes.
	 *
	 * @return array<string,array{0:callable,1:int,2:string}>
	 */
	public static function refusals(): array {
		return array(
			'missing email'         => array( static fn( array $p ) => array_replace_recursive( $p, array( 'billing_address' => array( 'email' => '' ) ) ), 400, 'rueda_missing_required_field' ),
			'invalid email'         => array( static fn( array $p ) => array_replace_recursive( $p, array( 'billing_address' => array( 'email' => 'lucia@' ) ) ), 400, 'rueda_invalid_email' ),
			'missing last name'     => array( static fn( array $p ) => array_replace_recursive( $p, array( 'billing_address' => array( 'last_name' => '  ' ) ) ), 400, 'rueda_missing_required_field' ),
			'invalid postcode'      => array( static fn( array $p ) => array_replace_recursive( $p, array( 'shipping_address' => array( 'postcode' => '53001' ) ) ), 400, 'rueda_invalid_postcode' ),
			'unknown province'      => array( static fn( array $p ) => array_replace_recursive( $p, array( 'billing_address' => array( 'state' => 'XX' ) ) ), 400, 'rueda_invalid_state' ),
			'unknown method'        => array( static fn( array $p ) => array( 'payment_method' => 'bitcoin' ) + $p, 400, 'rueda_invalid_payment_method' ),
			'no method'             => array( static fn( array $p ) => array( 'payment_method' => '' ) + $p, 400, 'rueda_missing_payment_method' ),
			'wrong type'            => array( static fn( array $p ) => array( 'create_account' => array( 'yes' ) ) + $p, 400, 'rest_invalid_param' ),
			'unknown address key'   => array( static fn( array $p ) => array_replace_recursive( $p, array( 'billing_address' => array( 'price' => '1' ) ) ), 400, 'rest_invalid_param' ),
			'huge note'             => array( static fn( array $p ) => array( 'customer_note' => str_repeat( 'a', 5001 ) ) + $p, 400, 'rest_invalid_param' ),
			'negative total'        => array( static fn( array $p ) => array( 'expected_total' => -5 ) + $p, 400, 'rest_invalid_param' ),
			'too much payment data' => array(
				static fn( array $p ) => array(
					'payment_data' => array_fill(
						0,
						51,
						array(
							'key'   => 'k',
							'value' => 'v',
						)
					),
				) + $p,
				400,
				'rest_invalid_param',
			),
		);
	}

	/**
	 * Each bad request gets its code, and nothing changes.
	 *
	 * @dataProvider refusals
	 *
	 * @param callable $change Payload change.
	 * @param int      $status Expected status.
	 * @param string   $code   Expected code.
	 */
	public function test_bad_requests_are_refused_with_a_stable_code( callable $change, int $status, string $code ): void {
		$this->add( self::TYRE );
		$before = $this->count_orders( OrderStatus::PROCESSING );

		$response = $this->checkout( $change( $this->payload() ) );

		$this->assertSame( $status, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertSame( $before, $this->count_orders( OrderStatus::PROCESSING ) );
		$this->assertSame( 1, $this->cart()['items_count'], 'nothing lost' );
	}

	public function test_field_errors_are_listed_by_field(): void {
		$this->add( self::TYRE );

		$data = $this->checkout(
			array_replace_recursive(
				$this->payload(),
				array(
					'billing_address' => array(
						'first_name' => '',
						'city'       => '',
					),
				)
			)
		)->get_data();

		$this->assertSame( array( 'billing_address.first_name', 'billing_address.city' ), array_keys( $data['data']['fields'] ) );
	}

	public function test_countries_the_shop_does_not_sell_to_are_refused(): void {
		update_option( 'rueda_checkout', array( 'selling_countries' => array( 'ES', 'PT' ) ) );
		$this->add( self::TYRE );

		$response = $this->checkout(
			array_replace_recursive(
				$this->payload(),
				array(
					'billing_address' => array(
						'country'  => 'FR',
						'state'    => '',
						'postcode' => '75001',
					),
				)
			)
		);

		$this->assertSame( 'rueda_country_not_allowed', $response->get_data()['code'] );
		$this->assertSame( __( 'Sorry, we do not allow orders from the selected country.', 'rueda' ), $response->get_data()['data']['fields']['billing_address.country'] );
	}

	public function test_a_rate_no_longer_offered_is_refused(): void {
		$this->add( self::TYRE );
		$this->ship_to( 'ES', 'TF', '38001' );
		$this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'flat_rate:3',
				'package_id' => 0,
			)
		);

		$response = $this->checkout( $this->payload() );

		$this->assertSame( 'rueda_invalid_shipping_rate', $response->get_data()['code'] );
	}

	public function test_forged_and_missing_nonces_are_refused(): void {
		$this->add( self::TYRE );

		$forged  = $this->checkout( $this->payload(), array( 'Nonce' => 'abc123' ) );
		$missing = $this->rest( 'POST', '/wc/store/v1/checkout', $this->payload() );

		$this->assertSame( array( 403, 'woocommerce_rest_invalid_nonce' ), array( $forged->get_status(), $forged->get_data()['code'] ) );
		$this->assertSame( array( 401, 'woocommerce_rest_missing_nonce' ), array( $missing->get_status(), $missing->get_data()['code'] ) );
	}

	public function test_an_empty_cart_cannot_be_ordered(): void {
		$response = $this->checkout( $this->payload() );

		$this->assertSame( array( 400, 'woocommerce_rest_cart_empty' ), array( $response->get_status(), $response->get_data()['code'] ) );
	}

	public function test_stock_sold_out_meanwhile_is_a_conflict(): void {
		$this->add( self::TYRE, 2 );
		$this->set_stock( self::TYRE, 1 );

		$response = $this->checkout( $this->payload() );

		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'woocommerce_rest_product_partially_out_of_stock', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'cart', $response->get_data()['data'] );
	}

	public function test_pickup_at_the_workshop_is_paid_there_later(): void {
		$this->add( self::TYRE );
		$this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'pickup_location:0',
				'package_id' => null,
			)
		);

		$payload = $this->payload(
			array(
				'payment_method' => PayAtWorkshop::ID,
				'payment_data'   => array(),
			)
		);
		unset( $payload['shipping_address'] );
		$body = $this->checkout( $payload )->get_data();

		// Nothing is paid yet: the order waits on hold, its stock taken (PayAtWorkshopTest).
		$this->assertSame( OrderStatus::ON_HOLD, $body['status'], wp_json_encode( $body ) );
		$this->assertSame( 'pending', $body['payment_result']['payment_status'] );
		$this->assertSame( 'Taller Neumáticos y Taller (Alcorcón)', $body['shipping_address']['company'] );
		$this->assertSame( 'Calle de la Industria, 24, 28923 Alcorcón, Madrid', $body['shipping_address']['address_1'] );
	}

	public function test_pickup_at_the_workshop_needs_a_phone(): void {
		$this->add( self::TYRE );
		$this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'pickup_location:0',
				'package_id' => null,
			)
		);
		$payload = $this->payload(
			array(
				'billing_address' => $this->billing( array( 'phone' => ' ' ) ),
				'payment_method'  => PayAtWorkshop::ID,
				'payment_data'    => array(),
			)
		);
		unset( $payload['shipping_address'] );

		$response = $this->checkout( $payload );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_missing_required_field', $response->get_data()['code'] );
		$this->assertSame(
			array( 'billing_address.phone' => __( 'Please enter your phone number.', 'rueda' ) ),
			$response->get_data()['data']['fields']
		);
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ) );
	}

	public function test_delivery_does_not_need_a_phone(): void {
		$this->add( self::TYRE );
		$payload = $this->payload( array( 'billing_address' => $this->billing( array( 'phone' => '' ) ) ) );

		$response = $this->checkout( $payload );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	public function test_pay_at_workshop_needs_pickup(): void {
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload( array( 'payment_method' => PayAtWorkshop::ID ) ) );

		$this->assertSame( 'rueda_invalid_payment_method', $response->get_data()['code'] );
	}

	public function test_a_coupon_is_used_once_the_order_is_paid(): void {
		$this->add( self::TYRE );
		$this->write( 'apply-coupon', array( 'code' => 'UNSOLOUSO' ) );

		$body = $this->checkout( $this->payload() )->get_data();

		$this->assertSame( array( 'unsolouso' ), array_column( $this->order( $body['order_id'] )->lines( 'coupon' ), 'name' ) );
		$this->add( self::TYRE );
		$again = $this->write( 'apply-coupon', array( 'code' => 'UNSOLOUSO' ) );
		$this->assertSame( 'woocommerce_rest_cart_coupon_error', $again->get_data()['code'] );
		$this->assertSame( __( 'Coupon usage limit has been reached.', 'rueda' ), $again->get_data()['message'] );
	}

	public function test_guests_must_sign_in_when_guest_checkout_is_off(): void {
		update_option( 'rueda_checkout', array( 'allows_guest' => false ) );
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload() );

		$this->assertSame( array( 401, 'rueda_login_required' ), array( $response->get_status(), $response->get_data()['code'] ) );
	}

	public function test_a_shopper_creates_an_account_that_the_emailed_link_confirms(): void {
		$this->add( self::TYRE );

		$weak = $this->checkout(
			$this->payload(
				array(
					'create_account'    => true,
					'customer_password' => 'abcdefgh',
				)
			)
		);
		$this->assertSame( 'rueda_weak_password', $weak->get_data()['code'] );

		$this->mails = array();
		$response    = $this->checkout(
			$this->payload(
				array(
					'create_account'    => true,
					'customer_password' => 'Llanta-2026',
				)
			)
		);
		$user        = get_user_by( 'email', 'lucia@example.test' );
		$order_id    = (int) $response->get_data()['order_id'];

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( array( 'customer' ), $user->roles );
		$this->assertTrue( wp_check_password( 'Llanta-2026', $user->user_pass, $user->ID ) );
		// Pending: nobody is logged in and the order is a guest order until confirmed.
		$this->assertTrue( ( new PendingAccounts() )->is_pending( $user->ID ) );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( '0', $response->get_headers()['User-ID'] );
		$this->assertSame( 0, $response->get_data()['customer_id'] );
		$this->assertSame( 0, $this->order( $order_id )->customer_id() );
		$this->assertSame( 'rueda_account_unconfirmed', wp_authenticate( $user->user_login, 'Llanta-2026' )->get_error_code() );

		$links = array_values( array_filter( $this->mails, static fn( array $mail ) => str_contains( $mail['message'], AccountLinks::ARG . '=account' ) ) );
		$this->assertCount( 1, $links );
		$this->assertSame( 'lucia@example.test', $links[0]['to'] );
		preg_match( '/\S*' . AccountLinks::ARG . '=\S+/', $links[0]['message'], $url );
		wp_parse_str( (string) wp_parse_url( $url[0], PHP_URL_QUERY ), $args );
		$this->assertTrue( ( new PendingAccounts() )->confirm( $user->ID, (string) $args['key'] ) );

		$this->assertSame( $user->ID, $this->order( $order_id )->customer_id(), 'the order joins the account' );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( $user->user_login, 'Llanta-2026' ) );
	}

	public function test_a_customer_saves_a_card_and_pays_with_it_later(): void {
		$customer = $this->create_user( 'subscriber' );
		wp_set_current_user( $customer );
		$this->add( self::TYRE );
		$payload                   = $this->payload();
		$payload['payment_data'][] = array(
			'key'   => 'wc-' . SandboxCard::ID . '-new-payment-method',
			'value' => true,
		);
		$this->assertSame( 200, $this->checkout( $payload )->get_status() );
		$token = ( new \Rueda\Domain\Payments\PaymentTokens() )->for_customer( $customer )[0];
		$this->assertSame( array( 'visa', '4242' ), array( $token['brand'], $token['last4'] ) );

		$this->add( self::TYRE );
		$paid = $this->checkout(
			$this->payload(
				array(
					'payment_data' => array(
						array(
							'key'   => 'wc-' . SandboxCard::ID . '-payment-token',
							'value' => $token['id'],
						),
					),
				)
			)
		);
		$this->assertSame( 200, $paid->get_status() );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->add( self::TYRE );
		$stolen = $this->checkout(
			$this->payload(
				array(
					'payment_data' => array(
						array(
							'key'   => 'wc-' . SandboxCard::ID . '-payment-token',
							'value' => $token['id'],
						),
					),
				)
			)
		);
		$this->assertSame( array( 400, 'rueda_invalid_payment_token' ), array( $stolen->get_status(), $stolen->get_data()['code'] ), 'a stranger cannot use the token' );
	}

	public function test_checkout_posts_are_rate_limited(): void {
		update_option( 'rueda_rate_limits', array( 'enabled' => true ) );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.44';

		$statuses = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$response   = $this->checkout( $this->payload() );
			$statuses[] = $response->get_status();
		}

		$this->assertSame( array( 400, 400, 400, 429 ), $statuses );
		$this->assertSame( 'rest_store_api_rate_limited', $response->get_data()['code'] );
		$this->assertSame( '0', $response->get_headers()['RateLimit-Remaining'] );
		$this->assertArrayHasKey( 'RateLimit-Retry-After', $response->get_headers() );
	}
}
