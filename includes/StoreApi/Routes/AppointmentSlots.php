<?php
/**
 * GET /appointment-slots.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Workshop\SlotFinder;
use Rueda\Domain\Workshop\SlotListing;
use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Schemas\AppointmentSchema;

/**
 * The free appointment slots of a pickup location for the current cart's services, by
 * open day: `?location=N&from=YYYY-MM-DD&days=14` (from: today by default; days: 1 to 31,
 * 14 by default). Days before the cart's earliest day (the next open day, or the lead time
 * of a tyre on backorder) are not listed, nor those after the last one the workshop takes
 * appointments for (SlotListing::window_days() days from the earliest; a checkout
 * with a time after it is refused); a listed day with no free slot has `slots: []`.
 * The cart's session is resolved like every cart route (cookie, or Cart-Token); reading
 * needs no nonce.
 *
 * @since 0.3.0
 */
final class AppointmentSlots extends AbstractCartRoute {

	/** Open days listed when `days` is not given. */
	public const DEFAULT_DAYS = 14;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/appointment-slots';
	}

	/**
	 * {@inheritDoc}
	 *
	 * The parameters are checked here, each refusal with its own code.
	 */
	protected function get_methods(): array {
		return array(
			'GET' => array(
				'location' => array( 'description' => __( 'Index of the pickup location (the N of pickup_location:N).', 'rueda' ) ),
				'from'     => array( 'description' => __( 'First day to list, YYYY-MM-DD in the shop’s timezone (today by default).', 'rueda' ) ),
				'days'     => array( 'description' => __( 'Open days to list, 1 to 31 (14 by default).', 'rueda' ) ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException For a bad parameter or a cart with nothing to book.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		$location = self::location( $request['location'] );
		$listing  = new SlotListing();
		$from     = self::from( $request['from'], $listing->now() );
		$days     = self::days( $request['days'] );
		$booked   = SlotListing::booked_by_cart( $this->cart() );
		if ( ! $booked->has_services() ) {
			throw new RouteException( 'rueda_appointment_not_needed', __( 'Your cart has no workshop service to book an appointment for.', 'rueda' ), 400 );
		}
		$slots = $listing->days( $location, $booked->duration, $listing->earliest( $location, $booked ), $from, $days, 0, $this->cart()->key );
		return new \WP_REST_Response( AppointmentSchema::days( $slots ) );
	}

	/**
	 * The enabled pickup location a parameter names.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Parameter.
	 * @return array{index:int,name:string,address:string,schedule:\Rueda\Domain\Workshop\WorkshopSchedule}
	 * @throws RouteException 400 rueda_invalid_appointment_location.
	 */
	public static function location( $value ): array {
		$location = is_scalar( $value ) && preg_match( '/^\d{1,4}$/', (string) $value ) ? WorkshopLocations::get( (int) $value ) : null;
		if ( ! $location ) {
			throw self::bad_param( 'rueda_invalid_appointment_location', 'location', __( 'Choose one of the workshop’s pickup locations.', 'rueda' ) );
		}
		return $location;
	}

	/**
	 * The first day asked for, at midnight in the site's timezone (today when not given).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed              $value Parameter.
	 * @param \DateTimeImmutable $now   Now, in the site's timezone.
	 * @throws RouteException 400 rueda_invalid_appointment_date.
	 */
	public static function from( $value, \DateTimeImmutable $now ): \DateTimeImmutable {
		if ( null === $value || '' === $value ) {
			return $now->setTime( 0, 0 );
		}
		$day = is_string( $value ) && preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, $now->getTimezone() ) : false;
		if ( ! $day || $day->format( 'Y-m-d' ) !== $value ) {
			throw self::bad_param( 'rueda_invalid_appointment_date', 'from', __( 'Give the first day as a date written YYYY-MM-DD.', 'rueda' ) );
		}
		return $day;
	}

	/**
	 * How many open days to list.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Parameter.
	 * @throws RouteException 400 rueda_invalid_appointment_days.
	 */
	public static function days( $value ): int {
		if ( null === $value || '' === $value ) {
			return self::DEFAULT_DAYS;
		}
		$days = is_scalar( $value ) && preg_match( '/^\d{1,3}$/', (string) $value ) ? (int) $value : 0;
		if ( $days < 1 || $days > SlotFinder::MAX_DAYS ) {
			/* translators: %d: most days. */
			throw self::bad_param( 'rueda_invalid_appointment_days', 'days', sprintf( __( 'Ask for 1 to %d days.', 'rueda' ), SlotFinder::MAX_DAYS ) );
		}
		return $days;
	}

	/**
	 * A 400 that names its parameter, as WordPress's own refusals do.
	 *
	 * @param string $code    Code.
	 * @param string $param   Parameter.
	 * @param string $message Message.
	 */
	private static function bad_param( string $code, string $param, string $message ): RouteException {
		return new RouteException( $code, $message, 400, array( 'params' => array( $param => $message ) ) );
	}
}
