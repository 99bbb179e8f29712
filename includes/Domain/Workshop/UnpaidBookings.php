<?php
/**
 * How many workshop times one client may book without paying.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Payments\Gateways\PayAtWorkshop;

/**
 * An order paid at the workshop books a bay with nothing paid, so a visitor could fill the
 * workshop with them: in any 24 hours one client may book at most per_day() of them that
 * are still unpaid, counted by billing email and, apart, by client (another email from the
 * same client counts too). The checkout's caller says who the client is: the Store API
 * gives its IP address as its rate limits count it, hashed (RateLimiter::client()). The
 * count is part of the booking's own conditional insert (AppointmentTable::insert_if_free()),
 * so simultaneous checkouts cannot both slip past it; a refusal is a 429
 * rueda_too_many_unpaid_bookings (AppointmentCheckout::hold()).
 *
 * @since 0.3.0
 */
final class UnpaidBookings {

	/** Order meta: the client who booked, as cap() was given it (a hash, never an address). */
	public const CLIENT_META = '_client';

	/** Unpaid bookings one client may make in a day, unless filtered. */
	public const PER_DAY = 2;

	/**
	 * How many unpaid bookings one client may make in 24 hours.
	 *
	 * @since 0.3.0
	 */
	public static function per_day(): int {
		/**
		 * Filters how many workshop bookings to be paid at the workshop, still unpaid, one
		 * client may make in 24 hours, counted by billing email and by IP address.
		 *
		 * @since 0.3.0
		 *
		 * @param int $limit Bookings (2).
		 */
		return max( 0, (int) apply_filters( 'rueda_unpaid_bookings_per_day', self::PER_DAY ) );
	}

	/**
	 * The cap an order's booking is made under: none unless it is paid at the workshop.
	 *
	 * @since 0.3.0
	 * @since 0.5.0 $client.
	 *
	 * @param string $payment_method The order's payment method.
	 * @param string $email          Its billing email.
	 * @param string $client         The client placing it, hashed ('' when unknown: all
	 *                               unknown clients count as one).
	 * @return array{limit:int,since:int,method:string,email:string,client:string}|null
	 */
	public static function cap( string $payment_method, string $email, string $client = '' ): ?array {
		if ( PayAtWorkshop::ID !== $payment_method ) {
			return null;
		}
		return array(
			'limit'  => self::per_day(),
			'since'  => time() - DAY_IN_SECONDS,
			'method' => PayAtWorkshop::ID,
			'email'  => strtolower( trim( $email ) ),
			'client' => $client,
		);
	}
}
