<?php
/**
 * The workshop's day as the owner runs it: "Hoy en el taller".
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Storage\WorkshopDayQuery;

/**
 * A period's appointments, each with its order's customer, phone, number plate and vehicle
 * (the checkout's `rueda/plate` and `rueda/vehicle` fields, '' when the order has none),
 * its lines and the bay it is drawn in; the orders to be collected, those waiting to be
 * paid at the workshop, and the products running out. A fixed number of queries whatever
 * the number of appointments (WorkshopDayQuery).
 *
 * Appointments hold a number of bays, not a given one: lanes() draws each in the first bay
 * free at its start, so none overlaps another in its column.
 *
 * @since 0.7.0
 */
final class WorkshopDay {

	/** Units at or below which a product without its own threshold is low on stock. */
	public const LOW_STOCK = 4;

	/** The checkout's fields (order meta) with the plate and vehicle. */
	public const PLATE_FIELD   = 'rueda/plate';
	public const VEHICLE_FIELD = 'rueda/vehicle';

	/**
	 * Creates the day.
	 *
	 * @param WorkshopDayQuery $query Reads.
	 */
	public function __construct( private WorkshopDayQuery $query = new WorkshopDayQuery() ) {}

	/**
	 * Appointments of some days from a day's start (site timezone), and the lists.
	 *
	 * @since 0.7.0
	 *
	 * @param \DateTimeImmutable $day  First day (any time of it).
	 * @param int                $days Days.
	 * @return array{appointments:list<array<string,mixed>>,pickups:list<array<string,mixed>>,unpaid:list<array<string,mixed>>,low_stock:list<array<string,mixed>>}
	 */
	public function of( \DateTimeImmutable $day, int $days = 1 ): array {
		$from         = $day->setTime( 0, 0 );
		$appointments = $this->query->appointments( $from->getTimestamp(), $from->modify( "+{$days} days" )->getTimestamp() );
		$pickups      = $this->query->pickups();
		$unpaid       = $this->query->unpaid( PayAtWorkshop::ID );
		$ids          = array_values( array_unique( array_filter( array_merge( array_column( $appointments, 'order_id' ), array_column( $pickups, 'order_id' ), array_column( $unpaid, 'order_id' ) ) ) ) );
		$lines        = $this->query->lines( $ids );
		$fields       = $this->query->meta( $ids, 'additional_fields' );
		$lanes        = self::lanes( $appointments );
		$with_order   = function ( array $row ) use ( $lines, $fields ): array {
			$id     = $row['order_id'];
			$extra  = is_array( $fields[ $id ] ?? null ) ? $fields[ $id ] : array();
			$number = $id ? ( new Order(
				array(
					'id'             => $id,
					'status'         => $row['order_status'],
					'billing_email'  => $row['email'],
					'payment_method' => $row['payment_method'],
					'total'          => $row['total'],
				),
				array(),
				array(),
				array( 'additional_fields' => $extra )
			) )->number() : '';
			return $row + array(
				'order_number' => $number,
				'plate'        => self::text( $extra[ self::PLATE_FIELD ] ?? '' ),
				'vehicle'      => self::text( $extra[ self::VEHICLE_FIELD ] ?? '' ),
				'lines'        => $lines[ $id ] ?? array(),
			);
		};
		return array(
			'appointments' => array_map( static fn( array $row ) => $with_order( $row ) + array( 'bay' => $lanes[ $row['id'] ] ), $appointments ),
			'pickups'      => array_map( $with_order, $pickups ),
			'unpaid'       => array_map( $with_order, $unpaid ),
			'low_stock'    => $this->query->low_stock( self::low_stock_threshold() ),
		);
	}

	/**
	 * The count badges: orders waiting for the shop (processing, or on hold to be paid at
	 * the workshop) and a day's appointments still to be done (confirmed or arrived).
	 *
	 * @since 0.7.0
	 *
	 * @param \DateTimeImmutable $day The day (site timezone).
	 * @return array{orders:int,appointments:int}
	 */
	public function counts( \DateTimeImmutable $day ): array {
		$from = $day->setTime( 0, 0 );
		return array(
			'orders'       => $this->query->count_orders_needing_action( PayAtWorkshop::ID ),
			'appointments' => $this->query->count_pending_appointments( $from->getTimestamp(), $from->modify( '+1 day' )->getTimestamp() ),
		);
	}

	/**
	 * The bay (from 1) each appointment is drawn in, by id: per location, soonest first,
	 * the lowest bay whose last appointment has ended. A no-show keeps the lane it had,
	 * the time it freed can be taken by another, drawn beside it.
	 *
	 * @since 0.7.0
	 *
	 * @param list<array{id:int,location:int,start:int,end:int}> $appointments Appointments.
	 * @return array<int,int>
	 */
	public static function lanes( array $appointments ): array {
		usort( $appointments, static fn( array $a, array $b ) => array( $a['start'], $a['id'] ) <=> array( $b['start'], $b['id'] ) );
		$ends  = array();
		$lanes = array();
		foreach ( $appointments as $row ) {
			$busy = $ends[ $row['location'] ] ?? array();
			$bay  = 1;
			while ( isset( $busy[ $bay ] ) && $busy[ $bay ] > $row['start'] ) {
				++$bay;
			}
			$ends[ $row['location'] ][ $bay ] = $row['end'];
			$lanes[ $row['id'] ]              = $bay;
		}
		return $lanes;
	}

	/**
	 * Units at or below which a product without a threshold of its own is low on stock.
	 *
	 * @since 0.7.0
	 */
	public static function low_stock_threshold(): int {
		/**
		 * Filters the units at or below which a product without its own low-stock
		 * threshold is listed as low on stock in "Hoy en el taller".
		 *
		 * @since 0.7.0
		 *
		 * @param int $units Units (4: a set of tyres).
		 */
		return max( 0, (int) apply_filters( 'rueda_low_stock_threshold', self::LOW_STOCK ) );
	}

	/**
	 * A checkout field as one line of text: a list's values joined ("Seat León 2019").
	 *
	 * @param mixed $value Field value.
	 */
	private static function text( $value ): string {
		if ( is_array( $value ) ) {
			$value = implode( ' ', array_filter( array_map( static fn( $part ) => is_scalar( $part ) ? trim( (string) $part ) : '', $value ) ) );
		}
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}
