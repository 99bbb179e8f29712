<?php
/**
 * What the Store API says about appointments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\StoreApi;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Workshop\AppointmentCheckout;
use Rueda\StoreApi\EndpointData;
use Rueda\StoreApi\Schemas\AppointmentSchema;

/**
 * The checkout's `extensions.rueda`: the appointment chosen (AppointmentCheckout reads
 * and books it) and, in the answer, the one the order holds.
 *
 * @since 0.5.0
 */
final class AppointmentStoreApi {

	/**
	 * Registers the checkout's endpoint data (once).
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		try {
			EndpointData::register(
				array(
					'endpoint'        => EndpointData::CHECKOUT,
					'namespace'       => AppointmentCheckout::NAMESPACE,
					'schema_callback' => array( AppointmentSchema::class, 'checkout_extension' ),
					'data_callback'   => static function ( Order $order ): array {
						$row = ( new AppointmentCheckout() )->booked_for( $order->id() );
						return array( 'appointment' => $row ? AppointmentSchema::appointment( $row ) : null );
					},
				)
			);
		} catch ( \InvalidArgumentException $already ) {
			return; // Registered before (tests reset and register again).
		}
	}
}
