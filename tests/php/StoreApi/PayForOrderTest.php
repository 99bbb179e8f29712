<?php
/**
 * POST /checkout/{id}: which gateways and when anything is written.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * Paying an order later follows the checkout's rules: only a gateway available for that
 * order, and a refused request changes nothing.
 */
final class PayForOrderTest extends CheckoutTestCase {

	/**
	 * An order whose card was declined.
	 *
	 * @return array<string,mixed> The order as the checkout answered it.
	 */
	private function declined_order(): array {
		$this->add( self::TYRE );
		$order       = $this->checkout( $this->payload( array(), '4000000000000002' ) )->get_data()['data']['order'];
		$this->mails = array();
		return $order;
	}

	/**
	 * POST /checkout/{id}.
	 *
	 * @param array<string,mixed> $order  Order.
	 * @param array<string,mixed> $fields Body fields.
	 */
	private function pay( array $order, array $fields ): \WP_REST_Response {
		return $this->rest( 'POST', '/wc/store/v1/checkout/' . $order['order_id'], $fields + array( 'key' => $order['order_key'] ), array( 'Nonce' => StoreNonce::create() ) );
	}

	public function test_a_delivered_order_cannot_be_paid_at_the_workshop(): void {
		$order = $this->declined_order();

		$response = $this->pay(
			$order,
			array(
				'payment_method'  => PayAtWorkshop::ID,
				'billing_address' => array( 'email' => 'otra@example.test' ),
			)
		);

		$this->assertSame( array( 400, 'rueda_invalid_payment_method' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$saved = $this->order( $order['order_id'] );
		$this->assertSame( OrderStatus::FAILED, $saved->status() );
		$this->assertSame( SandboxCard::ID, $saved->row['payment_method'] );
		$this->assertSame( 'lucia@example.test', $saved->email() );
		$this->assertSame( array(), $this->mails, 'no paid-order emails' );
	}

	public function test_an_order_collected_at_the_workshop_can_be_paid_there(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$rates  = $this->cart()['shipping_rates'][0]['shipping_rates'];
		$pickup = array_values( array_filter( $rates, static fn( array $rate ) => 'pickup_location' === $rate['method_id'] ) )[0];
		$this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => $pickup['rate_id'],
				'package_id' => null,
			)
		);
		$order = $this->checkout( $this->payload( array(), '4000000000000002' ) )->get_data()['data']['order'];

		$response = $this->pay( $order, array( 'payment_method' => PayAtWorkshop::ID ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( OrderStatus::ON_HOLD, $response->get_data()['status'], 'accepted, to be paid at the workshop' );
		$this->assertNull( $this->order( $order['order_id'] )->row['paid_at'] );
	}

	public function test_a_refused_payment_leaves_the_billing_address_as_it_was(): void {
		$order = $this->declined_order();
		$card  = array(
			'payment_method' => SandboxCard::ID,
			'payment_data'   => $this->payload()['payment_data'],
		);
		$this->assertSame( 200, $this->pay( $order, $card )->get_status() );
		$this->mails = array();

		$again = $this->pay(
			$order,
			$card + array(
				'billing_address' => array(
					'email'     => 'atacante@example.test',
					'address_1' => 'Calle Falsa, 123',
				),
			)
		);

		$this->assertSame( array( 409, 'rueda_order_not_payable' ), array( $again->get_status(), $again->get_data()['code'] ) );
		$saved = $this->order( $order['order_id'] );
		$this->assertSame( 'lucia@example.test', $saved->email() );
		$this->assertSame( 'Calle Mayor, 5', $saved->address( 'billing' )['address_1'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_new_billing_address_is_saved_when_the_order_is_paid(): void {
		$order = $this->declined_order();

		$paid = $this->pay(
			$order,
			array(
				'payment_method'  => SandboxCard::ID,
				'payment_data'    => $this->payload()['payment_data'],
				'billing_address' => array( 'email' => 'lucia.nueva@example.test' ),
			)
		);

		$this->assertSame( 200, $paid->get_status() );
		$this->assertSame( 'lucia.nueva@example.test', $this->order( $order['order_id'] )->email() );
	}

	public function test_refusals_carry_the_rate_limit_headers(): void {
		$order = $this->declined_order();
		update_option( RateLimiter::OPTION, array( 'limit' => 5 ) );

		$wrong_key = $this->pay( array( 'order_key' => 'wc_order_nope' ) + $order, array( 'payment_method' => SandboxCard::ID ) );
		$paid_here = $this->pay( $order, array( 'payment_method' => PayAtWorkshop::ID ) );

		foreach ( array( $wrong_key, $paid_here ) as $refusal ) {
			$this->assertGreaterThanOrEqual( 400, $refusal->get_status() );
			$this->assertSame( '5', $refusal->get_headers()['RateLimit-Limit'] ?? null );
			$this->assertArrayHasKey( 'RateLimit-Remaining', $refusal->get_headers() );
		}
	}
}
