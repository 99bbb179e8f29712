<?php
/**
 * The rueda/v1 route of "Hoy en el taller".
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Rest;

use Rueda\Domain\Workshop\WorkshopDay;
use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\Rest\Routes;
use Rueda\Settings\CurrencySettings;
use Rueda\StoreApi\Schemas\AppointmentSchema;

/**
 * GET /workshop/today?date=YYYY-MM-DD&range=day|week, for those who may manage the shop
 * (401 for visitors, 403 for others): the day's appointments (the week's, Monday to
 * Sunday, with `range=week`), each `{id, start, end, location, location_name, bay, status,
 * status_label, next [{status, label}], order_id, order_number, customer, phone, email,
 * plate, vehicle, services [{name, quantity}]}`; the `bays` to draw them in (`{location,
 * location_name, bay, label}`); `pickups` (orders being prepared to be collected),
 * `unpaid` (on hold to be paid at the workshop), each `{order_id, order_number, customer,
 * phone, email, items}` (with `pickup_location` and `created`; `total` in minor units, `total_text`
 * and `appointment`), and `low_stock` `{id, name, sku, stock, threshold}`. `date` defaults to today
 * in the shop's timezone; a date that is none is a 400 rueda_invalid_date.
 *
 * @since 0.7.0
 */
final class TodayRoute {

	/**
	 * Creates the route.
	 *
	 * @param WorkshopDay $day The workshop's day.
	 */
	public function __construct( private WorkshopDay $day = new WorkshopDay() ) {}

	/**
	 * Hooks the route.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/workshop/today',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'today' ),
				'args'     => array(
					// Checked by the callback, to answer rueda_invalid_date.
					'date'  => array(
						'type'      => 'string',
						'maxLength' => 20,
					),
					'range' => array(
						'type'    => 'string',
						'enum'    => array( 'day', 'week' ),
						'default' => 'day',
					),
				),
			)
		);
	}

	/**
	 * The day (or week).
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function today( \WP_REST_Request $request ) {
		$date = null === $request['date'] ? current_datetime()->format( 'Y-m-d' ) : (string) $request['date'];
		$day  = self::parse_date( $date );
		if ( ! $day ) {
			return new \WP_Error(
				'rueda_invalid_date',
				__( 'Give the date as YYYY-MM-DD, for example 2026-12-03.', 'rueda' ),
				array(
					'status' => 400,
					'params' => array( 'date' => __( 'Choose a valid date.', 'rueda' ) ),
				)
			);
		}
		$week  = 'week' === $request['range'];
		$first = $week ? $day->modify( '-' . ( (int) $day->format( 'N' ) - 1 ) . ' days' ) : $day;
		$days  = $week ? 7 : 1;
		$data  = $this->day->of( $first, $days );
		return new \WP_REST_Response(
			array(
				'date'         => $day->format( 'Y-m-d' ),
				'range'        => $week ? 'week' : 'day',
				'from'         => $first->format( 'Y-m-d' ),
				'to'           => $first->modify( '+' . ( $days - 1 ) . ' days' )->format( 'Y-m-d' ),
				'bays'         => self::bays( $data['appointments'] ),
				'appointments' => array_map( array( self::class, 'appointment' ), $data['appointments'] ),
				'pickups'      => array_map(
					static fn( array $row ) => self::order( $row ) + array(
						'items'           => self::lines( $row ),
						'pickup_location' => $row['pickup_location'],
						'created'         => AppointmentSchema::time( $row['order_created'] ),
					),
					$data['pickups']
				),
				'unpaid'       => array_map(
					static fn( array $row ) => self::order( $row ) + array(
						'items'       => self::lines( $row ),
						'total'       => $row['total'],
						'total_text'  => CurrencySettings::currency()->format( $row['total'] ),
						'appointment' => null === $row['appointment'] ? null : AppointmentSchema::time( $row['appointment'] ),
					),
					$data['unpaid']
				),
				'low_stock'    => $data['low_stock'],
			)
		);
	}

	/**
	 * A Y-m-d date of the shop's timezone, or null when it is none (2026-02-30 included).
	 *
	 * @since 0.7.0
	 *
	 * @param string $date Date.
	 */
	public static function parse_date( string $date ): ?\DateTimeImmutable {
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			return null;
		}
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, wp_timezone() );
		return $day && $day->format( 'Y-m-d' ) === $date ? $day : null;
	}

	/**
	 * The columns of the grid: each location's bays, and more if appointments needed them
	 * (a no-show's time taken by another).
	 *
	 * @param list<array<string,mixed>> $appointments Appointments with their bay.
	 * @return list<array{location:int,location_name:string,bay:int,label:string}>
	 */
	private static function bays( array $appointments ): array {
		$columns   = array();
		$locations = WorkshopLocations::all();
		$several   = count( $locations ) > 1;
		foreach ( $locations as $index => $location ) {
			$used = array_column( array_filter( $appointments, static fn( array $row ) => $row['location'] === $index ), 'bay' );
			$bays = max( $location['schedule']->bays, $used ? max( $used ) : 0 );
			for ( $bay = 1; $bay <= $bays; $bay++ ) {
				/* translators: %d: number of the bay (work station) in the workshop. */
				$label     = sprintf( __( 'Bay %d', 'rueda' ), $bay );
				$columns[] = array(
					'location'      => $index,
					'location_name' => $location['name'],
					'bay'           => $bay,
					/* translators: 1: pickup location, 2: bay, e.g. "Puesto 1". */
					'label'         => $several ? sprintf( __( '%1$s · %2$s', 'rueda' ), $location['name'], $label ) : $label,
				);
			}
		}
		return $columns;
	}

	/**
	 * One appointment.
	 *
	 * @param array<string,mixed> $row Appointment, as WorkshopDay reads it.
	 * @return array<string,mixed>
	 */
	private static function appointment( array $row ): array {
		return array(
			'id'           => $row['id'],
			'bay'          => $row['bay'],
			'status_label' => AppointmentResponse::status_label( $row['status'] ),
			'next'         => AppointmentResponse::next( $row['status'] ),
			'plate'        => $row['plate'],
			'vehicle'      => $row['vehicle'],
			'services'     => self::lines( $row ),
		) + AppointmentSchema::appointment( $row ) + self::order( $row );
	}

	/**
	 * An order's number, customer and phone.
	 *
	 * @param array<string,mixed> $row Row.
	 * @return array<string,mixed>
	 */
	private static function order( array $row ): array {
		return array(
			'order_id'     => $row['order_id'],
			'order_number' => $row['order_number'],
			'customer'     => $row['name'],
			'phone'        => $row['phone'],
			'email'        => $row['email'],
		);
	}

	/**
	 * An order's lines: name and quantity.
	 *
	 * @param array<string,mixed> $row Row.
	 * @return list<array{name:string,quantity:int}>
	 */
	private static function lines( array $row ): array {
		return array_map(
			static fn( array $line ) => array(
				'name'     => $line['name'],
				'quantity' => $line['quantity'],
			),
			$row['lines']
		);
	}
}
