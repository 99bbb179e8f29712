<?php
/**
 * Helpers for tests of a gateway that sends the shopper to the bank.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments;

use Rueda\Domain\Payments\PaymentGateway;
use Rueda\Tests\Payments\Fixtures\SigningBank;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * The shop offers the test bank (SigningBank) beside its own methods; a shopper in Madrid
 * places an order with it, and the bank posts its signed notifications to the route.
 */
abstract class BankTestCase extends CheckoutTestCase {

	protected SigningBank $bank;

	protected function set_up(): void {
		parent::set_up();
		$this->bank = new SigningBank();
		add_filter( 'rueda_payment_gateways', array( $this, 'add_bank' ) );
	}

	protected function tear_down(): void {
		remove_filter( 'rueda_payment_gateways', array( $this, 'add_bank' ) );
		parent::tear_down();
	}

	/**
	 * Adds the test bank to the shop's gateways.
	 *
	 * @param PaymentGateway[] $gateways Gateways.
	 * @return PaymentGateway[]
	 */
	public function add_bank( array $gateways ): array {
		$gateways[] = $this->bank;
		return $gateways;
	}

	/**
	 * Places an order of one tyre (5 in stock) to be paid at the bank.
	 *
	 * @return array<string,mixed> The checkout's answer.
	 */
	protected function place_with_bank(): array {
		return $this->place_a_tyre( SigningBank::ID );
	}

	/**
	 * The bank's parameters saying an order was paid in full, with changes.
	 *
	 * @param array<string,mixed>      $order   The checkout's answer.
	 * @param array<string,string|int> $changes Parameters to change.
	 * @return array<string,string|int>
	 */
	protected function paid( array $order, array $changes = array() ): array {
		return $changes + array(
			'Ds_Order'             => (string) $order['order_id'],
			'Ds_Amount'            => (string) $this->order( $order['order_id'] )->total(),
			'Ds_Currency'          => '978',
			'Ds_Response'          => '0000',
			'Ds_AuthorisationCode' => '482913',
			'Ds_TransactionType'   => '0',
		);
	}

	/**
	 * POST /rueda/v1/payments/{gateway}/notify with a form, as the bank sends it.
	 *
	 * @param array<string,string> $form    Form fields.
	 * @param string               $gateway Gateway id in the address.
	 */
	protected function notify( array $form, string $gateway = SigningBank::ID ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/rueda/v1/payments/' . $gateway . '/notify' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( $form );
		$request->set_body( http_build_query( $form ) );
		return rest_do_request( $request );
	}
}
