<?php
/**
 * An order's workshop appointment, as shoppers read it and as a calendar file.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Content;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Shipping\DeliveryEstimate;
use Rueda\Domain\Workshop\Appointments;
use Rueda\Domain\Workshop\CalendarEvent;
use Rueda\Domain\Workshop\CheckoutVehicle;
use Rueda\Domain\Workshop\WorkshopLocations;

/**
 * "Cita en el taller: jueves 3 de diciembre, 10:00, Taller Neumáticos y Taller (Alcorcón)"
 * on the order confirmation and in the order emails, and the .ics file the emails attach
 * (written to a temporary file for wp_mail, deleted once sent).
 *
 * @since 0.3.0
 */
final class AppointmentDetails {

	/** Order meta: how many times the appointment moved (the calendar's SEQUENCE). */
	public const SEQUENCE_META = CalendarEvent::SEQUENCE_META;

	/** The attachment's file name. */
	public const FILE_NAME = 'cita-taller.ics';

	/**
	 * The order's appointment while it holds a bay (held or confirmed), or null.
	 *
	 * @since 0.3.0
	 *
	 * @param int $order_id Order id.
	 * @return array<string,mixed>|null
	 */
	public static function active( int $order_id ): ?array {
		return ( new Appointments() )->active_of_order( $order_id );
	}

	/**
	 * The sentence shoppers read.
	 *
	 * @since 0.3.0
	 *
	 * @param array{location:int,start:int} $row Appointment.
	 */
	public static function sentence( array $row ): string {
		$start = ( new \DateTimeImmutable( '@' . $row['start'] ) )->setTimezone( wp_timezone() );
		return sprintf(
			/* translators: 1: day, e.g. jueves 3 de diciembre, 2: time, e.g. 10:00, 3: workshop name. */
			__( 'Workshop appointment: %1$s, %2$s, %3$s', 'rueda' ),
			DeliveryEstimate::format_day( $start ),
			wp_date( 'H:i', $row['start'] ),
			self::location_name( $row['location'] )
		);
	}

	/**
	 * The appointment's paragraph on the confirmation and in emails ('' when none), with
	 * the car's plate and vehicle when the order has them.
	 *
	 * @since 0.3.0
	 * @since 0.7.0 The plate and vehicle.
	 *
	 * @param Order $order Order.
	 */
	public static function html( Order $order ): string {
		$row = self::active( $order->id() );
		if ( ! $row ) {
			return '';
		}
		$location = WorkshopLocations::all()[ $row['location'] ] ?? null;
		$address  = $location ? $location['address'] : '';
		$car      = array_filter( CheckoutVehicle::of_order( $order ), 'strlen' );
		$car      = array_merge(
			isset( $car['plate'] ) ? array( __( 'Number plate', 'rueda' ) . ': ' . $car['plate'] ) : array(),
			isset( $car['vehicle'] ) ? array( __( 'Vehicle', 'rueda' ) . ': ' . $car['vehicle'] ) : array()
		);
		return '<p class="rueda-order-appointment" style="padding:12px 16px;border:1px solid #c3d9c8;border-radius:4px;background:#f3f8f4">'
			. '<strong>' . esc_html( self::sentence( $row ) ) . '</strong>'
			. ( '' !== $address ? '<br>' . esc_html( $address ) : '' )
			// The car the workshop expects, so the shopper can spot a wrong plate.
			. ( $car ? '<br>' . esc_html( implode( ' · ', $car ) ) : '' )
			. '</p>';
	}

	/**
	 * The appointment as a calendar event.
	 *
	 * @since 0.3.0
	 *
	 * @param Order               $order Order.
	 * @param array<string,mixed> $row   Appointment.
	 */
	public static function event( Order $order, array $row ): CalendarEvent {
		$location = WorkshopLocations::all()[ $row['location'] ] ?? null;
		$services = array_map( static fn( array $line ) => (int) $line['quantity'] . ' × ' . $line['name'], $order->lines( 'line_item' ) );
		$host     = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		return new CalendarEvent(
			'rueda-appointment-' . $order->id() . '@' . ( '' !== $host ? $host : 'localhost' ),
			(int) $row['start'],
			(int) $row['end'],
			/* translators: %s: order number. */
			sprintf( __( 'Workshop appointment, order #%s', 'rueda' ), $order->number() ),
			$location ? trim( $location['name'] . ', ' . $location['address'], ', ' ) : '',
			implode( "\n", array_merge( $services, array( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) ) ) ),
			(int) $order->meta( self::SEQUENCE_META, 0 )
		);
	}

	/**
	 * The attachment of an email about the order: the .ics of its appointment when it is
	 * still to come, written to a temporary file (delete_attachments() removes it).
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 * @return array<string,string> File name => path; empty when there is nothing to attach.
	 */
	public static function attachments( Order $order ): array {
		$row = self::active( $order->id() );
		if ( ! $row || $row['start'] <= time() ) {
			return array();
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a temporary file for wp_mail, deleted after sending.
		$path = tempnam( get_temp_dir(), 'rueda-ics-' );
		if ( ! $path || false === file_put_contents( $path, self::event( $order, $row )->ics() ) ) {
			// An email without its calendar file is better than none.
			error_log( 'Rueda: the appointment calendar file of order ' . $order->id() . ' could not be written.' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- must be traceable.
			return array();
		}
		// phpcs:enable
		return array( self::FILE_NAME => $path );
	}

	/**
	 * Deletes the temporary files of attachments().
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,string> $attachments File name => path.
	 */
	public static function delete_attachments( array $attachments ): void {
		foreach ( $attachments as $path ) {
			wp_delete_file( $path );
		}
	}

	/**
	 * A location's name ('' when it no longer exists).
	 *
	 * @param int $index Location index.
	 */
	private static function location_name( int $index ): string {
		$location = WorkshopLocations::all()[ $index ] ?? null;
		return $location ? $location['name'] : '';
	}
}
