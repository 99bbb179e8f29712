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
use Rueda\Storage\AppointmentTable;

/**
 * Joins the location's schedule, its active appointments (one query for the whole period)
 * and the clock to SlotFinder. Times are in the site's timezone (wp_timezone()).
 *
 * @since 0.3.0
 */
final class SlotListing {

	/** Open days of fresh slots a refused booking answers with. */
	public const REFRESH_DAYS = 14;

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
		if ( null === $earliest || null === $last ) {
			return array();
		}
		$bookings = $this->table->bookings( $location['index'], $first->getTimestamp(), $last->getTimestamp(), $except_order, $except_cart );
		return $finder->days( $from, $days, $duration, $this->now(), $earliest, $bookings );
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
