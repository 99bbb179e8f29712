<?php
/**
 * GET and POST /rueda/v1/verifactu/queue.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Rest;

use Rueda\Invoices\Admin\PendingRecordsNotice;
use Rueda\Invoices\Verifactu\QueueSchedule;
use Rueda\Rest\Routes;

/**
 * The submission queue, for those who may manage the shop: GET how many records wait and
 * the last error while sends fail (`warning`, null otherwise); POST ("Enviar ahora") runs
 * the queue now, skipping the pause after a failure but never the AEAT's wait, and
 * answers what it sent and the state after.
 *
 * @since 0.7.0
 */
final class QueueRoute {

	/**
	 * Hooks the route.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/verifactu/queue',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'get' ),
				),
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'send' ),
				),
			)
		);
	}

	/**
	 * The queue's state.
	 *
	 * @since 0.7.0
	 */
	public function get(): \WP_REST_Response {
		return new \WP_REST_Response( self::state() );
	}

	/**
	 * Runs the queue now.
	 *
	 * @since 0.7.0
	 */
	public function send(): \WP_REST_Response {
		$summary = ( new QueueSchedule() )->run( true );
		return new \WP_REST_Response( array( 'sent' => $summary ) + self::state() );
	}

	/**
	 * How many wait and the warning, if any.
	 *
	 * @return array{waiting:int,warning:array{waiting:int,error:string,at:int}|null}
	 */
	private static function state(): array {
		return array(
			'waiting' => QueueSchedule::queue()->waiting(),
			'warning' => PendingRecordsNotice::status(),
		);
	}
}
