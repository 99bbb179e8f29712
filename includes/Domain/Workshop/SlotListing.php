<?php
/**
 * The free slots of a location for what a cart or order books.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Storage\AppointmentTable;

/**
 * Joins the location's schedule, its active appointments (one query for the whole period)
 * and the clock to SlotFinder. Times are in the site's timezone (wp_timezone()). The days
 * listed and the times that may be booked (in_window()) end together, window_days() open
 * days after the first one.
 *
 * @since 0.3.0
 */
final class SlotListing {

	/** Open days of fresh slots a refused booking answers with. */
	public const REFRESH_DAYS = 14;

	/**
	 * Days (calendar days, the first one counted), from the first one that can be booked,
	 * that appointments are listed and taken for (rueda_appointment_window_days): nobody
	 * books a bay for years ahead.
	 */
	public const WINDOW_DAYS = 60;

	/**
	 * The clock.
	 *
	 * @var \Closure():\DateTimeImmutable
	 */
	private \Closure $clock;

	/**
	 * Creates the listing.
	 *
	 * @param AppointmentTable                     $table Appointments.
	 * @param (\Closure():\DateTimeImmutable)|null $clock Now in the site's timezone (current_datetime()).
	 */
	public function __construct( private AppointmentTable $table = new AppointmentTable(), ?\Closure $clock = null ) {
		$this->clock = $clock ?? static fn(): \DateTimeImmutable => current_datetime();
	}

	/**
	 * Now, in the site's timezone.
	 *
	 * @since 0.3.0
	 */
	public function now(): \DateTimeImmutable {
		return ( $this->clock )();
	}

	/**
	 * The open days from a day on with their free slots.
	 *
	 * @since 0.3.0
	 *
	 * @param array{index:int,schedule:WorkshopSchedule} $location      Location (WorkshopLocations).
	 * @param int                                        $duration      Minutes the appointment lasts.
	 * @param \DateTimeImmutable|null                    $earliest      Earliest day (null: none).
	 * @param \DateTimeImmutable                         $from          First day asked for.
	 * @param int                                        $days          Open days to list.
	 * @param int                                        $except_order  Order whose own appointment does not count.
	 * @param string                                     $except_cart   Cart whose unpaid orders' holds do not count.
	 * @return list<array{date:string,slots:list<array{start:\DateTimeImmutable,end:\DateTimeImmutable,available_bays:int}>}>
	 */
	public function days( array $location, int $duration, ?\DateTimeImmutable $earliest, \DateTimeImmutable $from, int $days, int $except_order = 0, string $except_cart = '' ): array {
		$finder = new SlotFinder( $location['schedule'] );
		$first  = null !== $earliest && $from < $earliest ? $earliest : $from->setTime( 0, 0 );
		$last   = $location['schedule']->add_open_days( $first, max( 1, min( SlotFinder::MAX_DAYS, $days ) ) );
		$window = $this->last_day( $location, $earliest );
		if ( null === $earliest || null === $last || null === $window || $first > $window ) {
			return array();
		}
		$bookings = $this->table->bookings( $location['index'], $first->getTimestamp(), $last->getTimestamp(), $except_order, $except_cart );
		return $finder->days( $from, $days, $duration, $this->now(), $earliest, $bookings, $window );
	}

	/**
	 * Days of slots as plain data, times in ISO 8601: what answers and refusals carry.
	 *
	 * @since 0.5.0
	 *
	 * @param list<array{date:string,slots:list<array{start:\DateTimeImmutable,end:\DateTimeImmutable,available_bays:int}>}> $days Days (days()).
	 * @return list<array{date:string,slots:list<array{start:string,end:string,available_bays:int}>}>
	 */
	public static function as_data( array $days ): array {
		return array_map(
			static fn( array $day ) => array(
				'date'  => $day['date'],
				'slots' => array_map(
					static fn( array $slot ) => array(
						'start'          => $slot['start']->format( DATE_ATOM ),
						'end'            => $slot['end']->format( DATE_ATOM ),
						'available_bays' => $slot['available_bays'],
					),
					$day['slots']
				),
			),
			$days
		);
	}

	/**
	 * Days ahead that appointments are listed and taken for, counted from the first one
	 * that can be booked.
	 *
	 * @since 0.3.0
	 */
	public static function window_days(): int {
		/**
		 * Filters how many days, from the first one that can be booked (counted), the
		 * workshop lists and takes appointments for (1 to 366).
		 *
		 * @since 0.3.0
		 *
		 * @param int $days Days (60).
		 */
		return max( 1, min( 366, (int) apply_filters( 'rueda_appointment_window_days', self::WINDOW_DAYS ) ) );
	}

	/**
	 * The last day listed and booked at a location: window_days() days from its earliest
	 * day, or from the next open day when that is later (the shop's own listing starts
	 * today), so the shop and its shoppers see the same last day; null when none is.
	 *
	 * @since 0.3.0
	 *
	 * @param array{schedule:WorkshopSchedule} $location Location.
	 * @param \DateTimeImmutable|null          $earliest Earliest day (null: none can be booked).
	 */
	public function last_day( array $location, ?\DateTimeImmutable $earliest ): ?\DateTimeImmutable {
		if ( null === $earliest ) {
			return null;
		}
		$next = ( new SlotFinder( $location['schedule'] ) )->earliest_day( $this->now(), false, 0 );
		$from = null !== $next && $next > $earliest ? $next : $earliest;
		return $from->setTime( 0, 0 )->modify( '+' . ( self::window_days() - 1 ) . ' days' );
	}

	/**
	 * Whether a start lies inside what is listed: not begun, not before the earliest day
	 * and not after the last one (whether it is one of the workshop's times is apart).
	 *
	 * @since 0.3.0
	 *
	 * @param array{schedule:WorkshopSchedule} $location Location.
	 * @param \DateTimeImmutable|null          $earliest Earliest day (null: none can be booked).
	 * @param \DateTimeImmutable               $start    Start, in the site's timezone.
	 */
	public function in_window( array $location, ?\DateTimeImmutable $earliest, \DateTimeImmutable $start ): bool {
		$last = $this->last_day( $location, $earliest );
		return null !== $earliest && null !== $last && $start > $this->now() && $start >= $earliest->setTime( 0, 0 ) && $start->setTime( 0, 0 ) <= $last;
	}

	/**
	 * Refuses a start outside the window (in_window()), naming the parameter that sent it.
	 *
	 * @since 0.3.0
	 *
	 * @param array{schedule:WorkshopSchedule} $location Location.
	 * @param \DateTimeImmutable|null          $earliest Earliest day (null: none can be booked).
	 * @param \DateTimeImmutable               $start    Start, in the site's timezone.
	 * @param string                           $param    Parameter name.
	 * @throws ShopException 400 rueda_appointment_out_of_window.
	 */
	public function check_window( array $location, ?\DateTimeImmutable $earliest, \DateTimeImmutable $start, string $param ): void {
		if ( $this->in_window( $location, $earliest, $start ) ) {
			return;
		}
		throw new ShopException(
			'rueda_appointment_out_of_window',
			__( 'The workshop does not take appointments for that day. Please choose a time from the list.', 'rueda' ),
			400,
			array( 'params' => array( $param => __( 'Choose a time from the list.', 'rueda' ) ) )
		);
	}

	/**
	 * The earliest day a location can see the booked services.
	 *
	 * @since 0.3.0
	 *
	 * @param array{schedule:WorkshopSchedule} $location Location.
	 * @param BookedServices                   $booked   What is booked.
	 */
	public function earliest( array $location, BookedServices $booked ): ?\DateTimeImmutable {
		return ( new SlotFinder( $location['schedule'] ) )->earliest_day( $this->now(), $booked->backorder, WorkshopLocations::lead_days() );
	}

	/**
	 * What a cart books (its products loaded in one batch).
	 *
	 * @since 0.3.0
	 *
	 * @param Cart $cart Cart.
	 */
	public static function booked_by_cart( Cart $cart ): BookedServices {
		$products = ( new ProductRepository() )->get_many( array_column( $cart->items, 'id' ), false );
		$lines    = array();
		foreach ( $cart->items as $item ) {
			if ( isset( $products[ $item['id'] ] ) ) {
				$lines[] = array(
					'product'  => $products[ $item['id'] ],
					'quantity' => (int) $item['quantity'],
				);
			}
		}
		return BookedServices::of( $lines );
	}

	/**
	 * What an order books.
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 */
	public static function booked_by_order( Order $order ): BookedServices {
		$items    = $order->lines( 'line_item' );
		$products = ( new ProductRepository() )->get_many( array_map( static fn( array $line ) => (int) $line['product_id'], $items ), false );
		$lines    = array();
		foreach ( $items as $item ) {
			if ( isset( $products[ (int) $item['product_id'] ] ) ) {
				$lines[] = array(
					'product'  => $products[ (int) $item['product_id'] ],
					'quantity' => (int) $item['quantity'],
				);
			}
		}
		return BookedServices::of( $lines );
	}
}
