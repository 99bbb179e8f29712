<?php
/**
 * Simultaneous unpaid bookings of one client, from separate PHP processes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Storage\Schema;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data (each process has its own database connection) and removes what
 * it made afterwards. Eight checkouts of one shopper, each for its own time and all to be
 * paid at the workshop, arrive at once: the limit is counted in the booking's own
 * statement, so exactly two get through.
 */
final class UnpaidBookingsRaceTest extends TestCase {

	use RacesProcesses;

	protected bool $isolate = false;

	private int $last_order = 0;

	protected function set_up(): void {
		global $wpdb;
		parent::set_up();
		$this->last_order = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE( MAX( id ), 0 ) FROM %i', Schema::table( Schema::ORDERS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i is the table.
		update_option( RateLimiter::OPTION, array( 'enabled' => false ) );
	}

	protected function tear_down(): void {
		global $wpdb;
		$orders = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE id > %d', Schema::table( Schema::ORDERS ), $this->last_order ) ) );
		foreach ( $orders as $order ) {
			foreach ( array( Schema::ITEMS, Schema::ADDRESS, Schema::META, Schema::HOLDS, Schema::COUPONS, Schema::BOOKINGS ) as $table ) {
				$wpdb->delete( Schema::table( $table ), array( 'order_id' => $order ) );
			}
			$wpdb->delete( Schema::table( Schema::ORDERS ), array( 'id' => $order ) );
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE contents LIKE %s', Schema::table( Schema::CARTS ), '%Simult%' ) );
		delete_option( RateLimiter::OPTION );
		parent::tear_down();
	}

	public function test_eight_simultaneous_unpaid_bookings_of_one_shopper_make_exactly_two(): void {
		global $wpdb;
		$day     = current_datetime()->modify( '+14 days' )->modify( 'next thursday' );
		$service = ( new ProductRepository() )->find_id_by_sku( 'SRV-PREITV' );
		$racers  = array();
		foreach ( array( '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00' ) as $time ) {
			$racers[] = array( (string) $service, '0', $day->setTime( ...array_map( 'intval', explode( ':', $time ) ) )->format( DATE_ATOM ), PayAtWorkshop::ID, 'prisa@example.test' );
		}

		$results = $this->race_processes( 'book-appointment.php', $racers );

		$this->assertSame( 2, count( preg_grep( '/^200 \d+$/', $results ) ), implode( ', ', $results ) );
		$this->assertSame( 6, count( preg_grep( '/^429 rueda_too_many_unpaid_bookings$/', $results ) ), implode( ', ', $results ) );
		$placed = $wpdb->get_col( $wpdb->prepare( 'SELECT status FROM %i WHERE id > %d AND status <> %s', Schema::table( Schema::ORDERS ), $this->last_order, OrderStatus::DRAFT ) );
		$this->assertSame( array( OrderStatus::ON_HOLD, OrderStatus::ON_HOLD ), $placed );
		$booked = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE order_id > %d', Schema::table( Schema::BOOKINGS ), $this->last_order ) );
		$this->assertSame( 2, $booked, 'two times booked' );
	}
}
