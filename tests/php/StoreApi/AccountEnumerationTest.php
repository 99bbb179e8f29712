<?php
/**
 * Creating an account at checkout never tells whether an email has one.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Orders\OrderStatus;

/**
 * A shopper asking for an account with the email of an existing one gets the same answers
 * as anyone else; the account's owner is told by email.
 */
final class AccountEnumerationTest extends CheckoutTestCase {

	private const STRONG = 'Llanta-2026';

	/**
	 * The email of an existing customer.
	 */
	private function existing_email(): string {
		return get_userdata( $this->create_user( 'subscriber' ) )->user_email;
	}

	/**
	 * POST /checkout asking for an account.
	 *
	 * @param string $email    Billing email.
	 * @param string $password Password.
	 */
	private function checkout_with_account( string $email, string $password ): \WP_REST_Response {
		return $this->checkout(
			array_replace_recursive(
				$this->payload(
					array(
						'create_account'    => true,
						'customer_password' => $password,
					)
				),
				array( 'billing_address' => array( 'email' => $email ) )
			)
		);
	}

	/**
	 * An error answer without the cart it may carry.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return array<string,mixed>
	 */
	private function refusal( \WP_REST_Response $response ): array {
		$data = $response->get_data();
		unset( $data['data']['cart'] );
		return array( 'status' => $response->get_status() ) + $data;
	}

	/**
	 * A checkout answer, as the client reads it, without what differs between any two orders.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return array<string,mixed>
	 */
	private function without_ids( \WP_REST_Response $response ): array {
		$data = json_decode( (string) wp_json_encode( $response->get_data() ), true );
		unset( $data['order_id'], $data['order_key'], $data['order_number'], $data['payment_result']['redirect_url'] );
		return array(
			'status'  => $response->get_status(),
			'user_id' => $response->get_headers()['User-ID'],
			'body'    => $data,
		);
	}

	private function users(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" );
	}

	public function test_a_weak_password_is_refused_alike_for_known_and_unknown_emails(): void {
		$this->add( self::TYRE );

		$known   = $this->checkout_with_account( $this->existing_email(), 'abcdefgh' );
		$unknown = $this->checkout_with_account( 'nadie@example.test', 'abcdefgh' );

		$this->assertSame( array( 400, 'rueda_weak_password' ), array( $known->get_status(), $known->get_data()['code'] ) );
		$this->assertSame( $this->refusal( $unknown ), $this->refusal( $known ) );
	}

	public function test_an_existing_email_places_a_guest_order_and_tells_the_owner(): void {
		$email = $this->existing_email();
		$users = $this->users();
		$this->add( self::TYRE );
		$guest = $this->checkout( array_replace_recursive( $this->payload(), array( 'billing_address' => array( 'email' => $email ) ) ) );
		$this->add( self::TYRE );
		$this->mails = array();

		$response = $this->checkout_with_account( $email, self::STRONG );

		$this->assertSame( 200, $response->get_status(), (string) ( $response->get_data()['code'] ?? '' ) );
		$this->assertSame( OrderStatus::PROCESSING, $response->get_data()['status'] );
		$this->assertSame( 0, $this->order( $response->get_data()['order_id'] )->customer_id() );
		$this->assertSame( $email, $this->order( $response->get_data()['order_id'] )->email() );
		$this->assertSame( 0, get_current_user_id(), 'nobody is logged in' );
		$this->assertSame( $users, $this->users(), 'no account was created' );
		$this->assertSame( $this->without_ids( $guest ), $this->without_ids( $response ), 'the answer is a guest order\'s' );

		$notices = array_values( array_filter( $this->mails, static fn( array $mail ) => str_contains( $mail['message'], wp_lostpassword_url() ) ) );
		$this->assertCount( 1, $notices, 'the owner is told once' );
		$this->assertSame( $email, $notices[0]['to'] );
		$this->assertStringContainsString( (string) $response->get_data()['order_number'], $notices[0]['message'] );
	}

	public function test_a_declined_payment_tells_the_owner_nothing(): void {
		$email = $this->existing_email();
		$this->add( self::TYRE );

		$response = $this->checkout(
			array_replace_recursive(
				$this->payload(
					array(
						'create_account'    => true,
						'customer_password' => self::STRONG,
					),
					'4000000000000002'
				),
				array( 'billing_address' => array( 'email' => $email ) )
			)
		);

		$this->assertSame( 'rueda_payment_declined', $response->get_data()['code'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_without_guest_checkout_an_existing_email_gets_the_generic_refusal(): void {
		update_option( 'rueda_checkout', array( 'allows_guest' => false ) );
		$this->add( self::TYRE );

		$existing = $this->checkout_with_account( $this->existing_email(), self::STRONG );
		add_filter( 'pre_user_login', '__return_empty_string' );
		$failed = $this->checkout_with_account( 'nadie@example.test', self::STRONG );
		remove_filter( 'pre_user_login', '__return_empty_string' );

		$this->assertSame( 'rueda_account_not_created', $existing->get_data()['code'] );
		$this->assertSame( $this->refusal( $failed ), $this->refusal( $existing ) );
		$this->assertFalse( get_user_by( 'email', 'nadie@example.test' ) );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( array(), $this->mails );
	}
}
