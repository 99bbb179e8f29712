<?php
/**
 * Simultaneous checkouts for the last bay, from separate PHP processes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\Schema;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data (each process has its own database connection) and removes what
 * it made afterwards. The workshop has one bay; twenty shoppers of a pre-ITV check ask for
 * the same Thursday at 10:00 at once.
 */
final class AppointmentRaceTest extends TestCase {

	use RacesProcesses;

	protected bool $isolate = false;

	/**
	 * The shipping settings before the test.
	 *
	 * @var array<string,mixed>
	 */
	private array $shipping = array();

	private int $last_order = 0;

	protected function set_up(): void {
		global $wpdb;
		parent::set_up();
		$this->shipping   = ShippingSettings::get();
		$this->last_order = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE( MAX( id ), 0 ) FROM %i', Schema::table( Schema::ORDERS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i is the table.
		update_option( RateLimiter::OPTION, array( 'enabled' => false ) );
		$settings = $this->shipping;
		$settings['pickup_locations'][0]['schedule']['bays'] = 1;
		update_option( ShippingSettings::OPTION, $settings );
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
		update_option( ShippingSettings::OPTION, $this->shipping );
		delete_option( RateLimiter::OPTION );
		parent::tear_down();
	}

	public function test_twenty_shoppers_for_the_last_bay_make_exactly_one_appointment(): void {
		global $wpdb;
		$day     = current_datetime()->modify( '+14 days' )->modify( 'next thursday' );
		$start   = $day->setTime( 10, 0 )->format( DATE_ATOM );
		$service = ( new ProductRepository() )->find_id_by_sku( 'SRV-PREITV' );

		$results = $this->race_processes( 'book-appointment.php', array_fill( 0, 20, array( (string) $service, '0', $start ) ) );

		$this->assertSame( 1, count( preg_grep( '/^200 \d+$/', $results ) ), implode( ', ', $results ) );
		$this->assertSame( 19, count( preg_grep( '/^409 rueda_appointment_slot_taken$/', $results ) ), implode( ', ', $results ) );
		$booked = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id > %d AND status <> %s', Schema::table( Schema::BOOKINGS ), $this->last_order, AppointmentTable::CANCELLED ), ARRAY_A );
		$this->assertCount( 1, $booked, 'one appointment for one bay' );
		$this->assertSame( AppointmentTable::CONFIRMED, $booked[0]['status'] );
		$winner = (int) explode( ' ', array_values( preg_grep( '/^200 /', $results ) )[0] )[1];
		$this->assertSame( $winner, (int) $booked[0]['order_id'] );
		$this->assertSame( OrderStatus::PROCESSING, $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM %i WHERE id = %d', Schema::table( Schema::ORDERS ), $winner ) ) );
	}

}
