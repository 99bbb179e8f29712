<?php
/**
 * Helpers for checkout route tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Storage\OrderStore;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * A shopper in Madrid with a tyre in the cart, and the rate limiter off unless a test
 * turns it on. Emails are captured, not sent.
 */
abstract class CheckoutTestCase extends CartTestCase {

	/** The boxes the shopper ticks: the terms (tests of services add their early start). */
	protected const TICKED = array( 'rueda/terms' => true );

	public const TYRE = 'MIC-PILOTSPO-2055516';

	/**
	 * Emails wp_mail was asked to send.
	 *
	 * @var list<array<string,mixed>>
	 */
	protected array $mails = array();

	protected function set_up(): void {
		parent::set_up();
		update_option( RateLimiter::OPTION, array( 'enabled' => false ) );
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10, 2 );
	}

	protected function tear_down(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'capture_mail' ) );
		parent::tear_down();
	}

	/**
	 * Keeps an email instead of sending it.
	 *
	 * @param null|bool           $short Short-circuit value.
	 * @param array<string,mixed> $mail  The email.
	 */
	public function capture_mail( $short, array $mail ): bool {
		$this->mails[] = $mail;
		return true;
	}

	/**
	 * A complete Spanish billing address.
	 *
	 * @param array<string,string> $changes Fields to change.
	 * @return array<string,string>
	 */
	protected function billing( array $changes = array() ): array {
		return array_merge(
			array(
				'first_name' => 'Lucía',
				'last_name'  => 'Martín',
				'company'    => '',
				'address_1'  => 'Calle Mayor, 5',
				'address_2'  => '',
				'city'       => 'Madrid',
				'state'      => 'M',
				'postcode'   => '28013',
				'country'    => 'ES',
				'email'      => 'lucia@example.test',
				'phone'      => '+34 600 000 000',
			),
			$changes
		);
	}

	/**
	 * A checkout payload paying by test card, the terms accepted (the shop requires it).
	 *
	 * @param array<string,mixed> $changes Top-level changes.
	 * @param string              $card    Card number.
	 * @return array<string,mixed>
	 */
	protected function payload( array $changes = array(), string $card = '4242424242424242' ): array {
		$billing  = $this->billing();
		$shipping = $billing;
		unset( $shipping['email'] );
		return array_merge(
			array(
				'billing_address'   => $billing,
				'shipping_address'  => $shipping,
				'customer_note'     => '',
				'payment_method'    => SandboxCard::ID,
				'payment_data'      => array(
					array(
						'key'   => 'rueda-card-number',
						'value' => $card,
					),
					array(
						'key'   => 'rueda-card-expiry',
						'value' => '12/' . ( (int) gmdate( 'y' ) + 2 ),
					),
					array(
						'key'   => 'rueda-card-cvc',
						'value' => '123',
					),
				),
				'additional_fields' => static::TICKED,
			),
			$changes
		);
	}

	/**
	 * Sends the shopper's address, as the checkout form does while it is filled in.
	 */
	protected function deliver_to_madrid(): void {
		$payload = $this->payload();
		$this->write( 'update-customer', array_intersect_key( $payload, array_flip( array( 'billing_address', 'shipping_address' ) ) ) );
	}

	/**
	 * POST /checkout.
	 *
	 * @param array<string,mixed>  $payload Body.
	 * @param array<string,string> $headers Extra headers.
	 */
	protected function checkout( array $payload, array $headers = array() ): \WP_REST_Response {
		return $this->rest( 'POST', '/wc/store/v1/checkout', $payload, $headers + array( 'Nonce' => StoreNonce::create() ) );
	}

	/**
	 * Checks out one tyre (5 in stock) for Madrid, paid with a gateway that asks for no data.
	 *
	 * @param string $method Gateway id.
	 */
	protected function check_out_a_tyre( string $method ): \WP_REST_Response {
		$this->set_stock( self::TYRE, 5 );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		return $this->checkout(
			$this->payload(
				array(
					'payment_method' => $method,
					'payment_data'   => array(),
				)
			)
		);
	}

	/**
	 * Places an order of one tyre (5 in stock) paid with a gateway, which the checkout takes.
	 *
	 * @param string $method Gateway id.
	 * @return array<string,mixed> The checkout's answer.
	 */
	protected function place_a_tyre( string $method ): array {
		$response = $this->check_out_a_tyre( $method );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * Units left of a product.
	 *
	 * @param string $sku SKU.
	 */
	protected function stock( string $sku ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT stock_quantity FROM %i WHERE product_id = %d', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::PRODUCTS ), $this->sku( $sku ) ) );
	}

	/**
	 * Sets a product's stock.
	 *
	 * @param string $sku   SKU.
	 * @param int    $units Units.
	 */
	protected function set_stock( string $sku, int $units ): void {
		global $wpdb;
		$wpdb->update(
			\Rueda\Storage\Schema::table( \Rueda\Storage\Schema::PRODUCTS ),
			array(
				'stock_quantity' => $units,
				'manage_stock'   => 1,
				'stock_status'   => $units > 0 ? 'instock' : 'outofstock',
			),
			array( 'product_id' => $this->sku( $sku ) )
		);
	}

	/**
	 * Orders in a status.
	 *
	 * @param string $status Status.
	 */
	protected function count_orders( string $status ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE status = %s', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), $status ) );
	}

	/**
	 * An order read back.
	 *
	 * @param int $id Order id.
	 */
	protected function order( int $id ): \Rueda\Domain\Orders\Order {
		return ( new OrderStore() )->get( $id );
	}
}
