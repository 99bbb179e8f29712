<?php
/**
 * The admin shape of appointments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Rest;

use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Workshop\AppointmentStates;
use Rueda\Domain\Workshop\Appointments;
use Rueda\Domain\Workshop\CheckoutVehicle;
use Rueda\StoreApi\Schemas\AppointmentSchema;
use Rueda\Workshop\Content\AppointmentDetails;
use Rueda\Workshop\Content\WorkOrderPage;

/**
 * `{id, order_id, order_number, customer {name, email, phone}, vehicle {plate, vehicle},
 * items [{name, quantity}] (the order's lines), location, location_name, start, end, status,
 * status_label, next [{status, label}], summary, work_order_url}`: times in ISO 8601 with the
 * site's offset, `summary` the sentence customers read, `work_order_url` the printable work
 * order's page (with the current user's nonce).
 *
 * @since 0.3.0
 * @since 0.7.0 vehicle, work_order_url.
 */
final class AppointmentResponse {

	/**
	 * Creates the shape.
	 *
	 * @param Orders       $orders       Orders.
	 * @param Appointments $appointments Appointments.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private Appointments $appointments = new Appointments()
	) {}

	/**
	 * Rows in the admin shape (each order read once).
	 *
	 * @since 0.3.0
	 *
	 * @param list<array<string,mixed>> $rows Appointments, as Domain\Workshop\Appointments reads them.
	 * @return list<array<string,mixed>>
	 */
	public function rows( array $rows ): array {
		$orders = array();
		foreach ( array_unique( array_column( $rows, 'order_id' ) ) as $id ) {
			$orders[ $id ] = $this->orders->get( (int) $id );
		}
		return array_map( fn( array $row ) => $this->row( $row, $orders[ $row['order_id'] ] ?? null ), $rows );
	}

	/**
	 * The appointment of an order for its detail view, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param int $order_id Order id.
	 * @return array<string,mixed>|null
	 */
	public function of_order( int $order_id ): ?array {
		$row = $this->appointments->of_order( $order_id );
		return $row ? $this->rows( array( $row ) )[0] : null;
	}

	/**
	 * One row.
	 *
	 * @param array<string,mixed>             $row   Row.
	 * @param \Rueda\Domain\Orders\Order|null $order Its order.
	 * @return array<string,mixed>
	 */
	private function row( array $row, ?\Rueda\Domain\Orders\Order $order ): array {
		$billing = $order ? $order->address( 'billing' ) : array();
		return array(
			'id'             => $row['id'],
			'order_id'       => $row['order_id'],
			'order_number'   => $order ? $order->number() : (string) $row['order_id'],
			'customer'       => array(
				'name'  => trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) ),
				'email' => $order ? $order->email() : '',
				'phone' => (string) ( $billing['phone'] ?? '' ),
			),
			'vehicle'        => $order ? CheckoutVehicle::of_order( $order ) : array(
				'plate'   => '',
				'vehicle' => '',
			),
			'work_order_url' => WorkOrderPage::url( (int) $row['order_id'] ),
			'items'          => $order ? array_map(
				static fn( array $line ) => array(
					'name'     => (string) $line['name'],
					'quantity' => (int) $line['quantity'],
				),
				$order->lines( 'line_item' )
			) : array(),
			'status_label'   => self::status_label( $row['status'] ),
			'next'           => self::next( $row['status'] ),
			'summary'        => AppointmentDetails::sentence( $row ),
		) + AppointmentSchema::appointment( $row );
	}

	/**
	 * A status in words.
	 *
	 * @since 0.3.0
	 *
	 * @since 0.7.0 Arrived, done and no-show.
	 *
	 * @param string $status One of Appointments::STATUSES.
	 */
	public static function status_label( string $status ): string {
		return match ( $status ) {
			Appointments::HELD => _x( 'Held (being paid)', 'appointment status', 'rueda' ),
			Appointments::CONFIRMED => _x( 'Confirmed', 'appointment status', 'rueda' ),
			Appointments::ARRIVED => _x( 'Arrived', 'appointment status', 'rueda' ),
			Appointments::DONE => _x( 'Done', 'appointment status', 'rueda' ),
			Appointments::NO_SHOW => _x( 'No-show', 'appointment status', 'rueda' ),
			default => _x( 'Cancelled', 'appointment status', 'rueda' ),
		};
	}

	/**
	 * The statuses an appointment may move to, each with its button's words.
	 *
	 * @since 0.7.0
	 *
	 * @param string $status Current status.
	 * @return list<array{status:string,label:string}>
	 */
	public static function next( string $status ): array {
		return array_map(
			static fn( string $to ) => array(
				'status' => $to,
				'label'  => self::action_label( $to ),
			),
			AppointmentStates::next( $status )
		);
	}

	/**
	 * The words of the button that moves an appointment to a status.
	 *
	 * @since 0.7.0
	 *
	 * @param string $status New status.
	 */
	public static function action_label( string $status ): string {
		return match ( $status ) {
			Appointments::CONFIRMED => _x( 'Confirm', 'appointment action', 'rueda' ),
			Appointments::ARRIVED => _x( 'Arrived', 'appointment action', 'rueda' ),
			Appointments::DONE => _x( 'Done', 'appointment action', 'rueda' ),
			Appointments::NO_SHOW => _x( 'Did not come', 'appointment action', 'rueda' ),
			default => _x( 'Cancel', 'appointment action', 'rueda' ),
		};
	}
}
