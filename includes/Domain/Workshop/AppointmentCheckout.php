<?php
/**
 * The appointment a shopper chooses at checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;

/**
 * `extensions.rueda.appointment` = `{location, start}` on POST /checkout. An order needs
 * one when it has a workshop service and is collected (pickup chosen, or nothing ships):
 * then a missing one is refused (`rueda_appointment_required`), one outside the days the
 * slots are listed for (`rueda_appointment_out_of_window`: past, before the earliest day or
 * after the last) and one that is not a slot of the location for these services
 * (`rueda_appointment_invalid`) too. The choice is kept
 * on the order (meta `_appointment_request`) and booked by hold() when the checkout holds
 * stock, and again when an unpaid order is paid later.
 *
 * @since 0.3.0
 */
final class AppointmentCheckout {

	/** The extension namespace on the checkout endpoint. */
	public const NAMESPACE = 'rueda';

	/** Order meta with the chosen slot: {location, start, end, duration, backorder}. */
	public const META = '_appointment_request';

	/**
	 * Creates the service.
	 *
	 * @param AppointmentTable $table   Appointments.
	 * @param OrderStore       $orders  Orders.
	 * @param SlotListing      $listing Slots.
	 */
	public function __construct(
		private AppointmentTable $table = new AppointmentTable(),
		private OrderStore $orders = new OrderStore(),
		private SlotListing $listing = new SlotListing()
	) {}

	/**
	 * Gives the checkout's settings the locations that take appointments (a cart of
	 * services only chooses among them: it has no pickup step).
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $settings Shop settings.
	 * @return array<string,mixed>
	 */
	public function shop_settings( $settings ) {
		// The checkout page's data only: the cart's express area carries the legal part alone.
		if ( ! is_array( $settings ) || ! isset( $settings['checkout']['paymentMethods'] ) ) {
			return $settings;
		}
		$locations = array();
		foreach ( array_keys( WorkshopLocations::all() ) as $index ) {
			$location = WorkshopLocations::get( $index );
			if ( $location && $location['schedule']->opens_at_all() ) {
				$locations[] = array(
					'index'   => $index,
					'name'    => $location['name'],
					'address' => $location['address'],
				);
			}
		}
		$settings['checkout']['appointmentLocations'] = $locations;
		return $settings;
	}

	/**
	 * An order's appointment: its newest one, a cancelled one only when it has no other.
	 *
	 * @since 0.5.0
	 *
	 * @param int $order_id Order id.
	 * @return array<string,mixed>|null
	 */
	public function booked_for( int $order_id ): ?array {
		return $this->table->for_order( $order_id );
	}

	/**
	 * Checks and keeps the appointment a checkout request sends.
	 *
	 * @since 0.3.0
	 *
	 * @param Order           $order   The order being placed.
	 * @param CheckoutRequest $request The request.
	 * @throws ShopException When one is needed and missing, is outside the days listed or is not a slot.
	 */
	public function from_request( Order $order, CheckoutRequest $request ): void {
		$booked = SlotListing::booked_by_order( $order );
		$pickup = self::pickup_location( $order );
		if ( ! $booked->has_services() || ( null === $pickup && $order->lines( 'shipping' ) ) ) {
			$this->orders->set_meta( $order->id(), self::META, null );
			return;
		}
		$sent = $request->extensions[ self::NAMESPACE ]['appointment'] ?? null;
		if ( ! is_array( $sent ) || ! isset( $sent['location'], $sent['start'] ) ) {
			throw new ShopException( 'rueda_appointment_required', __( 'Please choose the day and time of your appointment at the workshop.', 'rueda' ), 400, array( 'params' => array( 'extensions[rueda][appointment]' => __( 'Please choose the day and time of your appointment at the workshop.', 'rueda' ) ) ) );
		}
		$index    = is_numeric( $sent['location'] ) ? (int) $sent['location'] : -1;
		$location = ( null === $pickup || $pickup === $index ) ? WorkshopLocations::get( $index ) : null;
		$start    = self::parse_time( (string) $sent['start'] );
		$earliest = $location ? $this->listing->earliest( $location, $booked ) : null;
		$invalid  = new ShopException( 'rueda_appointment_invalid', __( 'The appointment you chose is not one of the workshop’s times. Please choose another one.', 'rueda' ), 400, array( 'params' => array( 'extensions[rueda][appointment]' => __( 'Choose a time from the list.', 'rueda' ) ) ) );
		if ( ! $location || ! $start || ! $earliest ) {
			throw $invalid;
		}
		// Past, before the earliest day or after the last one listed.
		$this->listing->check_window( $location, $earliest, $start, 'extensions[rueda][appointment]' );
		if ( ! ( new SlotFinder( $location['schedule'] ) )->is_on_grid( $start, $booked->duration ) ) {
			throw $invalid;
		}
		$this->orders->set_meta(
			$order->id(),
			self::META,
			array(
				'location'  => $index,
				'start'     => $start->getTimestamp(),
				'end'       => $start->getTimestamp() + $booked->duration * MINUTE_IN_SECONDS,
				'duration'  => $booked->duration,
				'backorder' => $booked->backorder,
			)
		);
	}

	/**
	 * Books the order's chosen slot for as long as its stock is held; an order with none
	 * gives back any earlier hold. Called while the checkout holds stock.
	 *
	 * @since 0.3.0
	 *
	 * @param int                                                                      $order_id Order id.
	 * @param int                                                                      $ttl      Seconds the hold lasts.
	 * @param array{limit:int,since:int,method:string,email:string,client:string}|null $cap      UnpaidBookings::cap(), or null.
	 * @throws ShopException 409 rueda_appointment_slot_taken, with fresh slots in `data.slots`;
	 *                       429 rueda_too_many_unpaid_bookings over the client's limit.
	 */
	public function hold( int $order_id, int $ttl, ?array $cap = null ): void {
		$this->table->delete_unconfirmed( $order_id );
		$order   = $this->orders->get( $order_id );
		$request = $order ? $order->meta( self::META ) : null;
		if ( ! is_array( $request ) ) {
			return;
		}
		if ( null !== $cap ) {
			// Written first: a checkout from the same client at the same time counts this one.
			$this->orders->set_meta( $order_id, UnpaidBookings::CLIENT_META, $cap['client'] );
		}
		$location = WorkshopLocations::get( (int) $request['location'] );
		$start    = (int) $request['start'];
		$booked   = $location && $start > time()
			? $this->table->insert_if_free( $order_id, (int) $request['location'], $start, (int) $request['end'], $location['schedule']->bays, AppointmentTable::HELD, time() + $ttl, $cap )
			: null;
		if ( null !== $booked ) {
			return;
		}
		if ( null !== $cap && $this->table->count_unpaid( $cap, $order_id ) >= $cap['limit'] ) {
			$phone = trim( (string) ( \Rueda\Settings\WorkshopSettings::get()['phone'] ?? '' ) );
			throw new ShopException(
				'rueda_too_many_unpaid_bookings',
				'' !== $phone
					/* translators: %s: the workshop's phone number. */
					? sprintf( __( 'You already have workshop appointments waiting to be paid at the workshop. Please pay this order online, or call us on %s to book.', 'rueda' ), $phone )
					: __( 'You already have workshop appointments waiting to be paid at the workshop. Please pay this order online, or call us to book.', 'rueda' ),
				429,
				array( 'limit' => $cap['limit'] )
			);
		}
		$fresh = array();
		if ( $location ) {
			$services = new BookedServices( (int) $request['duration'], (bool) $request['backorder'] );
			$day      = ( new \DateTimeImmutable( '@' . $start ) )->setTimezone( wp_timezone() );
			$fresh    = SlotListing::as_data( $this->listing->days( $location, $services->duration, $this->listing->earliest( $location, $services ), $day, SlotListing::REFRESH_DAYS, $order_id ) );
		}
		throw new ShopException(
			'rueda_appointment_slot_taken',
			__( 'Sorry, someone has just booked the time you chose at the workshop. Please choose another one.', 'rueda' ),
			409,
			array(
				'location' => (int) $request['location'],
				'slots'    => $fresh,
			)
		);
	}

	/**
	 * The pickup location an order is collected at (its rate pickup_location:N), or null.
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 */
	public static function pickup_location( Order $order ): ?int {
		foreach ( $order->lines( 'shipping' ) as $line ) {
			if ( preg_match( '/^pickup_location:(\d+)$/', (string) ( $line['meta']['rate_id'] ?? '' ), $match ) ) {
				return (int) $match[1];
			}
		}
		return null;
	}

	/**
	 * An ISO 8601 time with its offset (or Z), in the site's timezone; null otherwise.
	 *
	 * @since 0.3.0
	 *
	 * @param string $time Time sent.
	 */
	public static function parse_time( string $time ): ?\DateTimeImmutable {
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/', $time ) ) {
			return null;
		}
		try {
			return ( new \DateTimeImmutable( $time ) )->setTimezone( wp_timezone() );
		} catch ( \Exception $invalid ) {
			return null;
		}
	}
}
