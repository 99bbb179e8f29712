<?php
/**
 * How many workshop times one client may book to be paid at the workshop.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Workshop\UnpaidBookings;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * Pre-ITV checks booked next Thursday, each in a new cart, by email and IP address: two
 * unpaid ones a day per client, the third refused with 429 rueda_too_many_unpaid_bookings.
 */
final class UnpaidBookingsTest extends AppointmentTestCase {

	/**
	 * Times already booked in this test, so that no booking waits on a full bay.
	 *
	 * @var int
	 */
	private int $booked = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->booked = 0;
	}

	/**
	 * Books a pre-ITV check next Thursday from an address with an email; returns the answer.
	 *
	 * @param string $email  Billing email.
	 * @param string $ip     Client address.
	 * @param string $method Payment method.
	 */
	private function book( string $email, string $ip, string $method = PayAtWorkshop::ID ): \WP_REST_Response {
		$_SERVER['REMOTE_ADDR'] = $ip;
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::SERVICE );
		$time    = sprintf( '%02d:00', 9 + $this->booked++ );
		$payload = $this->booking( $this->iso( $this->next( 'thursday' ) . " $time" ) );
		if ( PayAtWorkshop::ID === $method ) {
			$payload = array(
				'payment_method' => $method,
				'payment_data'   => array(),
			) + $payload;
		}
		$payload['billing_address']['email'] = $email;
		return $this->checkout( $payload );
	}

	/**
	 * Asserts the third booking was refused, holding nothing.
	 *
	 * @param \WP_REST_Response $response The answer.
	 */
	private function assert_refused( \WP_REST_Response $response ): void {
		$this->assertSame( 429, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'rueda_too_many_unpaid_bookings', $response->get_data()['code'] );
		$this->assertStringContainsString( 'paga este pedido en línea o llámanos', $response->get_data()['message'] );
		$this->assertSame( 2, $this->count_orders( OrderStatus::ON_HOLD ), 'no third order placed' );
		$this->assertSame( 2, $this->active_bookings(), 'no third time booked' );
	}

	public function test_a_third_unpaid_booking_of_the_same_email_is_refused(): void {
		$this->assertSame( 200, $this->book( 'lucia@example.test', '192.0.2.1' )->get_status() );
		$this->assertSame( 200, $this->book( 'LUCIA@example.test', '192.0.2.2' )->get_status() );

		$this->assert_refused( $this->book( 'lucia@example.test', '192.0.2.3' ) );
	}

	public function test_a_third_unpaid_booking_from_the_same_address_with_another_email_is_refused(): void {
		$this->assertSame( 200, $this->book( 'uno@example.test', '198.51.100.7' )->get_status() );
		$this->assertSame( 200, $this->book( 'dos@example.test', '198.51.100.7' )->get_status() );

		$this->assert_refused( $this->book( 'tres@example.test', '198.51.100.7' ) );
	}

	public function test_other_clients_and_paid_bookings_are_not_limited(): void {
		$this->book( 'lucia@example.test', '192.0.2.1' );
		$this->book( 'lucia@example.test', '192.0.2.1' );

		$this->assertSame( 200, $this->book( 'otra@example.test', '192.0.2.99' )->get_status(), 'another client' );
		$card = $this->book( 'lucia@example.test', '192.0.2.1', SandboxCard::ID );
		$this->assertSame( 200, $card->get_status(), 'paid online' );
		$this->assertSame( OrderStatus::PROCESSING, $card->get_data()['status'] );
	}

	public function test_a_booking_marked_paid_or_older_than_a_day_no_longer_counts(): void {
		global $wpdb;
		$first  = (int) $this->book( 'lucia@example.test', '192.0.2.1' )->get_data()['order_id'];
		$second = (int) $this->book( 'lucia@example.test', '192.0.2.1' )->get_data()['order_id'];
		( new OrderLifecycle() )->change( ( new OrderStore() )->get( $first ), OrderStatus::PROCESSING, 'Pagado en el taller.' );

		$this->assertSame( 200, $this->book( 'lucia@example.test', '192.0.2.1' )->get_status(), 'one of the two was paid' );
		$this->assertSame( 429, $this->book( 'lucia@example.test', '192.0.2.1' )->get_status() );

		$wpdb->update( Schema::table( Schema::BOOKINGS ), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS - 60 ) ), array( 'order_id' => $second ) );
		$this->assertSame( 200, $this->book( 'lucia@example.test', '192.0.2.1' )->get_status(), 'booked yesterday' );
	}

	public function test_the_limit_is_filterable(): void {
		$one = static fn() => 1;
		add_filter( 'rueda_unpaid_bookings_per_day', $one );
		try {
			$this->assertSame( 200, $this->book( 'lucia@example.test', '192.0.2.1' )->get_status() );
			$this->assertSame( 429, $this->book( 'lucia@example.test', '192.0.2.1' )->get_status() );
		} finally {
			remove_filter( 'rueda_unpaid_bookings_per_day', $one );
		}
	}

	public function test_paying_a_declined_order_at_the_workshop_is_limited_too(): void {
		$this->book( 'lucia@example.test', '192.0.2.1' );
		$this->book( 'lucia@example.test', '192.0.2.1' );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.50';
		$declined               = $this->declined_booking( 'otra@example.test' );

		$paid = $this->pay_at_workshop( $declined, array( 'billing_address' => array( 'email' => 'lucia@example.test' ) ) );

		$this->assertSame( 429, $paid->get_status(), wp_json_encode( $paid->get_data() ) );
		$this->assertSame( 'rueda_too_many_unpaid_bookings', $paid->get_data()['code'] );
		$this->assertSame( OrderStatus::FAILED, ( new OrderStore() )->get( (int) $declined['order_id'] )->status() );
	}

	public function test_the_order_keeps_its_client_as_the_rate_limits_count_it_hashed(): void {
		$id = (int) $this->book( 'lucia@example.test', '2001:db8:0:1::7' )->get_data()['order_id'];

		$_SERVER['REMOTE_ADDR'] = '2001:db8:0:1:ffff::1'; // The same /64: the same client.
		$client                 = ( new OrderStore() )->get( $id )->meta( UnpaidBookings::CLIENT_META );
		$this->assertSame( ( new RateLimiter() )->client(), $client );
		$this->assertSame( wp_hash( '2001:db8:0:1::/64' ), $client, 'hashed, never the address' );
	}

	public function test_paying_a_declined_order_at_the_workshop_counts_the_client_too(): void {
		$this->book( 'uno@example.test', '198.51.100.7' );
		$this->book( 'dos@example.test', '198.51.100.7' );
		$declined = $this->declined_booking( 'tres@example.test' );

		$paid = $this->pay_at_workshop( $declined );

		$this->assertSame( 429, $paid->get_status(), wp_json_encode( $paid->get_data() ) );
		$this->assertSame( 'rueda_too_many_unpaid_bookings', $paid->get_data()['code'] );
	}

	/**
	 * A new shopper's booking for Thursday at 15:30 whose card was declined.
	 *
	 * @param string $email The shopper's email.
	 * @return array<string,mixed> The failed order, as the checkout's error gives it.
	 */
	private function declined_booking( string $email ): array {
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::SERVICE );
		$payload                             = $this->booking( $this->iso( $this->next( 'thursday' ) . ' 15:30' ), 0, '4000000000000002' );
		$payload['billing_address']['email'] = $email;
		return $this->checkout( $payload )->get_data()['data']['order'];
	}

	/**
	 * POST /checkout/{id}: pays a failed order at the workshop instead.
	 *
	 * @param array<string,mixed> $order   The failed order.
	 * @param array<string,mixed> $changes More of the request's body.
	 */
	private function pay_at_workshop( array $order, array $changes = array() ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/wc/store/v1/checkout/' . $order['order_id'],
			array(
				'key'            => $order['order_key'],
				'payment_method' => PayAtWorkshop::ID,
			) + $changes,
			array( 'Nonce' => \Rueda\StoreApi\Utilities\StoreNonce::create() )
		);
	}

	/**
	 * Appointments that hold a bay.
	 */
	private function active_bookings(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE status <> %s', Schema::table( Schema::BOOKINGS ), 'cancelled' ) );
	}
}
