<?php
/**
 * Helpers for appointment tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Domain\Workshop\WorkshopSchedule;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\StoreApi\Utilities\StoreNonce;
use Rueda\Tests\StoreApi\CheckoutTestCase;
use Rueda\Workshop\StoreApi\AppointmentStoreApi;

/**
 * The demo workshop (pickup location 0: Monday to Friday 08:30-13:30 and 15:30-19:30,
 * Saturday 09:00-13:00, two bays, Spain's national holidays), a shopper in Madrid, and
 * other shoppers' appointments booked straight into the table.
 */
abstract class AppointmentTestCase extends CheckoutTestCase {

	/**
	 * Services are bought: the shopper also asks for them within the withdrawal period, and
	 * gives the plate of the car the workshop will see.
	 */
	protected const TICKED = array(
		'rueda/terms'           => true,
		'rueda/service-consent' => true,
		'rueda/plate'           => '1234 BCD',
	);

	public const SERVICE = 'SRV-PREITV';

	protected function set_up(): void {
		parent::set_up();
		// Other tests forget every endpoint registration; the checkout's own comes back.
		AppointmentStoreApi::register();
	}

	protected function tear_down(): void {
		remove_filter( 'rueda_appointment_window_days', array( $this, 'a_year' ) );
		parent::tear_down();
	}

	/**
	 * Lists and books a year ahead, for tests of fixed days (March 2027) that lie past the
	 * default window (AppointmentWindowTest).
	 */
	protected function list_a_year_ahead(): void {
		add_filter( 'rueda_appointment_window_days', array( $this, 'a_year' ) );
	}

	/**
	 * The widest window.
	 */
	public function a_year(): int {
		return 366;
	}

	/**
	 * Keeps an email instead of sending it, with the contents of its attachments (the
	 * temporary files are deleted once wp_mail returns).
	 *
	 * @param null|bool           $short Short-circuit value.
	 * @param array<string,mixed> $mail  The email.
	 */
	public function capture_mail( $short, array $mail ): bool {
		$mail['attached'] = array();
		foreach ( (array) $mail['attachments'] as $name => $path ) {
			$mail['attached'][ $name ] = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local temporary file.
		}
		$this->mails[] = $mail;
		return true;
	}

	/**
	 * The emails sent to an address.
	 *
	 * @param string $to Address.
	 * @return list<array<string,mixed>>
	 */
	protected function mails_to( string $to ): array {
		return array_values( array_filter( $this->mails, static fn( array $mail ) => $to === $mail['to'] ) );
	}

	/**
	 * A day as Spanish sentences write it: "jueves 3 de diciembre".
	 *
	 * @param string $date Y-m-d.
	 */
	protected function spanish_day( string $date ): string {
		$day      = new \DateTimeImmutable( $date );
		$weekdays = array( 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo' );
		$months   = array( 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre' );
		return $weekdays[ (int) $day->format( 'N' ) - 1 ] . ' ' . $day->format( 'j' ) . ' de ' . $months[ (int) $day->format( 'n' ) - 1 ];
	}

	/**
	 * Changes the schedule of pickup location 0.
	 *
	 * @param array<string,mixed> $changes Schedule fields.
	 */
	protected function set_schedule( array $changes ): void {
		$settings                                    = ShippingSettings::get();
		$settings['pickup_locations'][0]['schedule'] = $changes + ( $settings['pickup_locations'][0]['schedule'] ?? WorkshopSchedule::defaults() );
		update_option( ShippingSettings::OPTION, $settings );
	}

	/**
	 * Opens location 0 every day, 09:00-18:00, without closed days: tests that count days
	 * from today then need no calendar.
	 */
	protected function open_every_day(): void {
		$this->set_schedule(
			array(
				'hours'       => array_fill(
					0,
					7,
					array(
						array(
							'start' => '09:00',
							'end'   => '18:00',
						),
					)
				),
				'closed_days' => array(),
			)
		);
	}

	/**
	 * GET /appointment-slots.
	 *
	 * @param array<string,mixed>  $query Parameters.
	 * @param array<string,string> $headers Headers.
	 */
	protected function slots( array $query, array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/appointment-slots' );
		$request->set_query_params( $query );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return rest_do_request( $request );
	}

	/**
	 * The start times ("H:i") listed for a date.
	 *
	 * @param array<int,array<string,mixed>> $days Answer.
	 * @param string                         $date Y-m-d.
	 * @return list<string>
	 */
	protected function times( array $days, string $date ): array {
		foreach ( $days as $day ) {
			if ( $day['date'] === $date ) {
				return array_map( static fn( array $slot ) => substr( $slot['start'], 11, 5 ), $day['slots'] );
			}
		}
		return array();
	}

	/**
	 * A local time of the site as ISO 8601 with its offset.
	 *
	 * @param string $time Y-m-d H:i.
	 */
	protected function iso( string $time ): string {
		return ( new \DateTimeImmutable( $time, wp_timezone() ) )->format( DATE_ATOM );
	}

	/**
	 * Another shopper's confirmed appointment at location 0, in an order of their own.
	 *
	 * @param string $from Local start, Y-m-d H:i.
	 * @param string $to   Local end.
	 * @return int The appointment id.
	 */
	protected function book_other( string $from, string $to, string $status = AppointmentTable::CONFIRMED ): int {
		$order = ( new OrderStore() )->create(
			array(
				'status'        => OrderStatus::PROCESSING,
				'billing_email' => 'otro@example.test',
			)
		);
		$id    = ( new AppointmentTable() )->insert_if_free(
			$order,
			0,
			( new \DateTimeImmutable( $from, wp_timezone() ) )->getTimestamp(),
			( new \DateTimeImmutable( $to, wp_timezone() ) )->getTimestamp(),
			50,
			$status,
			AppointmentTable::HELD === $status ? time() + HOUR_IN_SECONDS : null
		);
		$this->assertNotNull( $id );
		return (int) $id;
	}

	/**
	 * Chooses pickup at location 0 for every package.
	 */
	protected function pick_up(): void {
		$this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'pickup_location:0',
				'package_id' => null,
			)
		);
	}

	/**
	 * A checkout payload with an appointment.
	 *
	 * @param string $start    ISO start.
	 * @param int    $location Location.
	 * @param string $card     Card.
	 */
	protected function booking( string $start, int $location = 0, string $card = '4242424242424242' ): array {
		return $this->payload(
			array(
				'extensions' => array(
					'rueda' => array(
						'appointment' => array(
							'location' => $location,
							'start'    => $start,
						),
					),
				),
			),
			$card
		);
	}

	/**
	 * The appointment rows of an order.
	 *
	 * @param int $order_id Order.
	 * @return list<array<string,string>>
	 */
	protected function rows_of( int $order_id ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d', Schema::table( Schema::BOOKINGS ), $order_id ), ARRAY_A );
	}

	/**
	 * The next date (Y-m-d) on the weekday, at least a week away (past the lead time).
	 *
	 * @param string $weekday English weekday, e.g. thursday.
	 */
	protected function next( string $weekday ): string {
		$day      = current_datetime()->modify( '+7 days' )->modify( 'next ' . $weekday );
		$holidays = array_column( WorkshopSchedule::defaults()['closed_days'], 'date' );
		while ( in_array( $day->format( 'Y-m-d' ), $holidays, true ) ) {
			$day = $day->modify( '+7 days' );
		}
		return $day->format( 'Y-m-d' );
	}

	/**
	 * Nonce headers for writes.
	 *
	 * @return array<string,string>
	 */
	protected function nonce(): array {
		return array( 'Nonce' => StoreNonce::create() );
	}
}
