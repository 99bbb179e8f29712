<?php
/**
 * The account module: the customer's REST routes and the privacy tools.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account;

use Rueda\Account\Privacy\CustomerData;
use Rueda\Account\Privacy\OrdersData;
use Rueda\FeatureModule;

/**
 * Registers the rueda/v1/account routes the "Mi cuenta" block calls, the links that
 * confirm new accounts and email addresses, and Rueda's exporters and erasers for
 * Tools → Export / Erase Personal Data.
 *
 * @since 0.1.0
 */
final class Module implements FeatureModule {

	/**
	 * Hooks the parts.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'erasers' ) );
		( new AccountLinks() )->register();
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		( new Rest\ProfileRoute() )->register_routes();
		( new Rest\OrdersRoute() )->register_routes();
		( new Rest\AddressesRoute() )->register_routes();
		( new Rest\PaymentMethodsRoute() )->register_routes();
		( new Rest\OrderLookupRoute() )->register_routes();
		( new Rest\RegisterRoute() )->register_routes();
	}

	/**
	 * Adds Rueda's exporters.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,array<string,mixed>> $exporters Exporters by id.
	 * @return array<string,array<string,mixed>>
	 */
	public function exporters( array $exporters ): array {
		$exporters[ OrdersData::ID ]   = array(
			'exporter_friendly_name' => __( 'Shop orders', 'rueda' ),
			'callback'               => array( new OrdersData(), 'export' ),
		);
		$exporters[ CustomerData::ID ] = array(
			'exporter_friendly_name' => __( 'Shop carts, addresses and saved cards', 'rueda' ),
			'callback'               => array( new CustomerData(), 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds Rueda's erasers.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,array<string,mixed>> $erasers Erasers by id.
	 * @return array<string,array<string,mixed>>
	 */
	public function erasers( array $erasers ): array {
		$erasers[ OrdersData::ID ]   = array(
			'eraser_friendly_name' => __( 'Shop orders', 'rueda' ),
			'callback'             => array( new OrdersData(), 'erase' ),
		);
		$erasers[ CustomerData::ID ] = array(
			'eraser_friendly_name' => __( 'Shop carts, addresses and saved cards', 'rueda' ),
			'callback'             => array( new CustomerData(), 'erase' ),
		);
		return $erasers;
	}
}
