<?php
/**
 * The orders screen.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Orders\Rest\OrdersRoute;

/**
 * Rueda → Orders: the list of orders and, with `&order=ID`, one order (build/admin/orders.js,
 * DataViews), read and changed through rueda/v1/orders.
 *
 * @since 0.1.0
 */
final class OrdersPage extends AdminScreen {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'rueda-orders';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'orders';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Orders', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Orders', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function data(): array {
		$statuses = array();
		foreach ( OrdersRoute::listed() as $status ) {
			$statuses[] = array(
				'value' => $status,
				'label' => OrderStatus::label( $status ),
			);
		}
		return array( 'statuses' => $statuses );
	}
}
