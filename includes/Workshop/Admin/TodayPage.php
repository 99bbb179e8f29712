<?php
/**
 * "Hoy en el taller": the first screen of the Rueda menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Admin\Capabilities;

/**
 * Rueda → Hoy en el taller: the day's appointments by bay (a card each, with its next
 * statuses one click away) or the week's grid, the orders to be collected, those waiting
 * to be paid at the workshop and the products running out (build/admin/today.js over
 * rueda/v1/workshop/today). It adds the top-level "Rueda" menu, which opens it.
 *
 * @since 0.7.0
 */
final class TodayPage extends AdminScreen {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return self::MENU;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'today';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Today at the workshop', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Today at the workshop', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_priority(): int {
		return 9;
	}

	/**
	 * Adds the top-level menu, whose first entry is this screen.
	 *
	 * @since 0.7.0
	 */
	public function add_menu(): void {
		$hook = add_menu_page( $this->title(), __( 'Rueda', 'rueda' ), Capabilities::CAPABILITY, self::MENU, array( $this, 'render' ), 'dashicons-car', 56 );
		add_submenu_page( self::MENU, $this->title(), $this->menu_title(), Capabilities::CAPABILITY, self::MENU );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'enqueue' ) );
		}
	}

	/**
	 * {@inheritDoc}
	 */
	protected function data(): array {
		return array(
			'today'           => current_datetime()->format( 'Y-m-d' ),
			'ordersUrl'       => admin_url( 'admin.php?page=rueda-orders' ),
			'appointmentsUrl' => admin_url( 'admin.php?page=rueda-appointments' ),
			'productsUrl'     => admin_url( 'admin.php?page=rueda-products' ),
		);
	}
}
