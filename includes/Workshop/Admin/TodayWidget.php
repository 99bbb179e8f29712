<?php
/**
 * "Hoy en el taller" on the WordPress dashboard.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Admin\Capabilities;
use Rueda\Domain\Workshop\Appointments;
use Rueda\Domain\Workshop\WorkshopDay;

/**
 * A dashboard widget for those who may manage the shop: today's appointments, pickups,
 * orders to be paid at the workshop and products running out, counted, then the next
 * appointments still to come, and a link to Rueda → Hoy en el taller.
 *
 * @since 0.7.0
 */
final class TodayWidget {

	/** The widget's id. */
	public const ID = 'rueda_today';

	/** Appointments listed. */
	public const NEXT = 5;

	/**
	 * Creates the widget.
	 *
	 * @param WorkshopDay $day The workshop's day.
	 */
	public function __construct( private WorkshopDay $day = new WorkshopDay() ) {}

	/**
	 * Hooks the widget.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'wp_dashboard_setup', array( $this, 'add' ) );
	}

	/**
	 * Adds the widget for those who may manage the shop.
	 *
	 * @since 0.7.0
	 */
	public function add(): void {
		if ( current_user_can( Capabilities::CAPABILITY ) ) {
			wp_add_dashboard_widget( self::ID, __( 'Today at the workshop', 'rueda' ), array( $this, 'render' ) );
		}
	}

	/**
	 * Prints the widget.
	 *
	 * @since 0.7.0
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::CAPABILITY ) ) {
			return;
		}
		$now  = time();
		$data = $this->day->of( current_datetime() );
		$todo = array_values( array_filter( $data['appointments'], static fn( array $row ) => in_array( $row['status'], array( Appointments::HELD, Appointments::CONFIRMED, Appointments::ARRIVED ), true ) ) );
		$next = array_slice( array_values( array_filter( $todo, static fn( array $row ) => $row['end'] > $now ) ), 0, self::NEXT );
		$rows = array(
			/* translators: %s: number of appointments. */
			sprintf( _n( '%s appointment to do', '%s appointments to do', count( $todo ), 'rueda' ), number_format_i18n( count( $todo ) ) ),
			/* translators: %s: number of orders. */
			sprintf( _n( '%s order to be collected', '%s orders to be collected', count( $data['pickups'] ), 'rueda' ), number_format_i18n( count( $data['pickups'] ) ) ),
			/* translators: %s: number of orders. */
			sprintf( _n( '%s order to be paid at the workshop', '%s orders to be paid at the workshop', count( $data['unpaid'] ), 'rueda' ), number_format_i18n( count( $data['unpaid'] ) ) ),
			/* translators: %s: number of products. */
			sprintf( _n( '%s product low on stock', '%s products low on stock', count( $data['low_stock'] ), 'rueda' ), number_format_i18n( count( $data['low_stock'] ) ) ),
		);
		echo '<ul class="rueda-today-widget__counts">';
		foreach ( $rows as $row ) {
			echo '<li>' . esc_html( $row ) . '</li>';
		}
		echo '</ul>';
		if ( $next ) {
			echo '<h3>' . esc_html__( 'Next appointments', 'rueda' ) . '</h3><ul class="rueda-today-widget__next">';
			foreach ( $next as $row ) {
				$who = implode( ' · ', array_filter( array( $row['name'], $row['plate'] ) ) );
				$who = '' === $who ? '#' . $row['order_number'] : $who;
				printf( '<li><strong>%1$s</strong> %2$s</li>', esc_html( (string) wp_date( 'H:i', $row['start'] ) ), esc_html( $who ) );
			}
			echo '</ul>';
		} else {
			echo '<p>' . esc_html__( 'No more appointments today.', 'rueda' ) . '</p>';
		}
		printf( '<p><a class="button" href="%1$s">%2$s</a></p>', esc_url( admin_url( 'admin.php?page=' . AdminScreen::MENU ) ), esc_html__( 'Open Today at the workshop', 'rueda' ) );
	}
}
