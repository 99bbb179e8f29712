<?php
/**
 * The count badges of the Pedidos and Citas menu entries.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Admin\Capabilities;
use Rueda\Domain\Workshop\WorkshopDay;

/**
 * As WordPress counts comments awaiting moderation: Pedidos shows the orders waiting for
 * the shop (processing, or on hold to be paid at the workshop), Citas today's appointments
 * still to be done (confirmed or arrived). Two queries, for those who may manage the shop
 * only; no badge at zero.
 *
 * @since 0.7.0
 */
final class MenuBadges {

	/**
	 * Creates the badges.
	 *
	 * @param WorkshopDay $day The workshop's day.
	 */
	public function __construct( private WorkshopDay $day = new WorkshopDay() ) {}

	/**
	 * Hooks the badges, once every screen has its entry.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_badges' ), 99 );
	}

	/**
	 * Adds the badges to the entries' labels.
	 *
	 * @since 0.7.0
	 */
	public function add_badges(): void {
		global $submenu;
		if ( ! current_user_can( Capabilities::CAPABILITY ) || empty( $submenu[ AdminScreen::MENU ] ) ) {
			return;
		}
		$counts = $this->day->counts( current_datetime() );
		$badges = array(
			'rueda-orders'       => array(
				$counts['orders'],
				/* translators: %s: number of orders. */
				_n( '%s order waiting', '%s orders waiting', $counts['orders'], 'rueda' ),
			),
			'rueda-appointments' => array(
				$counts['appointments'],
				/* translators: %s: number of appointments. */
				_n( '%s appointment left today', '%s appointments left today', $counts['appointments'], 'rueda' ),
			),
		);
		foreach ( $submenu[ AdminScreen::MENU ] as &$entry ) {
			[ $count, $words ] = $badges[ $entry[2] ] ?? array( 0, '' );
			if ( $count > 0 ) {
				$entry[0] .= ' ' . self::badge( $count, $words );
			}
		}
		unset( $entry );
	}

	/**
	 * The badge's markup, as WordPress's own (the number is read once by screen readers).
	 *
	 * @since 0.7.0
	 *
	 * @param int    $count Count.
	 * @param string $words The count in words, with %s for the number.
	 */
	public static function badge( int $count, string $words ): string {
		return sprintf(
			'<span class="awaiting-mod count-%1$d"><span class="pending-count" aria-hidden="true">%2$s</span><span class="screen-reader-text">%3$s</span></span>',
			$count,
			esc_html( number_format_i18n( $count ) ),
			esc_html( sprintf( $words, number_format_i18n( $count ) ) )
		);
	}
}
