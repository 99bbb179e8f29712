<?php
/**
 * Plugin Name: Rueda test appointments
 * Description: Puts an order's appointment on today at a time, with a number plate and a
 * vehicle in its checkout fields (POST /wp-json/rueda-test/v1/appointments/today,
 * administrators only): the checkout books no sooner than its lead time, and the shop may
 * be closed today, but "Hoy en el taller" is tested on today. Copied into the e2e site
 * only by bin/e2e-server.sh; never part of Rueda.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'rueda-test/v1',
			'/appointments/today',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
				'callback'            => static function ( WP_REST_Request $request ) {
					global $wpdb;
					$order = (int) $request['order_id'];
					$start = new DateTimeImmutable( current_datetime()->format( 'Y-m-d' ) . ' ' . (string) $request['time'], wp_timezone() );
					$wpdb->update(
						\Rueda\Storage\Schema::table( \Rueda\Storage\Schema::BOOKINGS ),
						array(
							'start_at' => gmdate( 'Y-m-d H:i:s', $start->getTimestamp() ),
							'end_at'   => gmdate( 'Y-m-d H:i:s', $start->getTimestamp() + 30 * MINUTE_IN_SECONDS ),
						),
						array( 'order_id' => $order )
					);
					$store  = new \Rueda\Storage\OrderStore();
					$fields = (array) $store->get( $order )?->meta( 'additional_fields', array() );
					$store->set_meta(
						$order,
						'additional_fields',
						array(
							'rueda/plate'   => (string) $request['plate'],
							'rueda/vehicle' => (string) $request['vehicle'],
						) + $fields
					);
					return ( new \Rueda\Storage\AppointmentTable() )->for_order( $order );
				},
			)
		);
	}
);
