<?php
/**
 * Dates as the admin screens show them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

/**
 * One way to write dates on every admin list and detail (orders, coupons): the site's
 * date and time formats (Ajustes → Generales) in the site's time zone.
 *
 * @since 0.1.0
 */
final class DisplayDate {

	/**
	 * A moment stored in UTC ("2026-11-25 19:05:00"), e.g. "25 de noviembre de 2026 20:05".
	 *
	 * @since 0.1.0
	 *
	 * @param string $gmt Date and time in UTC, as MySQL writes it.
	 */
	public static function moment( string $gmt ): string {
		$time = '' === $gmt ? false : strtotime( $gmt . ' UTC' );
		return $time ? (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time ) : '';
	}

	/**
	 * A calendar day ("2099-11-30"), e.g. "30 de noviembre de 2099", or '' for none.
	 *
	 * @since 0.1.0
	 *
	 * @param string $day The day as YYYY-MM-DD.
	 */
	public static function day( string $day ): string {
		$date = '' === $day ? false : date_create_immutable( $day . ' 12:00:00', wp_timezone() );
		return $date ? (string) wp_date( (string) get_option( 'date_format' ), $date->getTimestamp() ) : '';
	}
}
