<?php
/**
 * The rueda/v1 appointment routes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Rest;

use Rueda\Domain\ShopException;
use Rueda\Domain\Workshop\AppointmentCheckout;
use Rueda\Domain\Workshop\AppointmentManager;
use Rueda\Domain\Workshop\Appointments;
use Rueda\Domain\Workshop\SlotFinder;
use Rueda\Rest\Answers;
use Rueda\Rest\CollectionArgs;
use Rueda\Rest\ListResponse;
use Rueda\Rest\Routes;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Routes\AppointmentSlots;
use Rueda\StoreApi\Schemas\AppointmentSchema;

/**
 * For those who may manage the shop (401 for visitors, 403 for others, before any argument
 * is read):
 * - GET  /appointments: soonest first; `location`, `status` (held, confirmed, cancelled;
 *   comma-separated), `from` and `to` (YYYY-MM-DD, site timezone, `to` included),
 *   `search` (order number, email, the billing phone's digits or the car's plate, without
 *   its spaces or hyphens), `page`, `per_page` (100 at most); X-WP-Total.
 * - GET  /appointments/{id}
 * - GET  /appointments/{id}/slots?from=YYYY-MM-DD&days=N: where it could move.
 * - POST /appointments/{id}/move {start}: 409 rueda_appointment_slot_taken with fresh
 *   `data.slots` when the time was taken meanwhile.
 * - POST /appointments/{id}/cancel
 * - POST /appointments/{id}/status {status}: arrived, done, no_show, confirmed or
 *   cancelled, as AppointmentStates allows (409 rueda_appointment_transition otherwise,
 *   with `data.current` and `data.next`).
 * Moves and cancellations email the customer.
 *
 * @since 0.3.0
 */
final class AppointmentsRoute {

	/**
	 * Creates the routes.
	 *
	 * @param Appointments        $appointments Appointments.
	 * @param AppointmentManager  $manager      Moves and cancellations.
	 * @param AppointmentResponse $shape        Response shape.
	 */
	public function __construct(
		private Appointments $appointments = new Appointments(),
		private AppointmentManager $manager = new AppointmentManager(),
		private AppointmentResponse $shape = new AppointmentResponse()
	) {}

	/**
	 * Hooks the routes.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		$date = array(
			'type'    => 'string',
			'pattern' => '^\d{4}-\d{2}-\d{2}$',
		);
		Routes::for_shop_managers(
			'/appointments',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'list' ),
				'args'     => array(
					'location' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'status'   => array(
						'type'  => 'array',
						'items' => array(
							'type' => 'string',
							'enum' => Appointments::STATUSES,
						),
					),
					'from'     => $date,
					'to'       => $date,
					'search'   => CollectionArgs::search( 100, default: null ),
					'page'     => CollectionArgs::page(),
					'per_page' => CollectionArgs::per_page( 50, 100 ),
				),
			)
		);
		Routes::for_shop_managers(
			'/appointments/(?P<id>\d+)',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'get' ),
			)
		);
		Routes::for_shop_managers(
			'/appointments/(?P<id>\d+)/slots',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'slots' ),
				'args'     => array(
					'from' => $date,
					'days' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => SlotFinder::MAX_DAYS,
						'default' => 14,
					),
				),
			)
		);
		Routes::for_shop_managers(
			'/appointments/(?P<id>\d+)/move',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'move' ),
				'args'     => array(
					'start' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 40,
					),
				),
			)
		);
		Routes::for_shop_managers(
			'/appointments/(?P<id>\d+)/status',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'change_status' ),
				'args'     => array(
					'status' => array(
						'type'     => 'string',
						'required' => true,
						'enum'     => Appointments::STATUSES,
					),
				),
			)
		);
		Routes::for_shop_managers(
			'/appointments/(?P<id>\d+)/cancel',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'cancel' ),
			)
		);
	}

	/**
	 * The list.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list( \WP_REST_Request $request ): \WP_REST_Response {
		$zone    = wp_timezone();
		$filters = array(
			'location' => $request->has_param( 'location' ) ? (int) $request['location'] : null,
			'statuses' => array_values( array_unique( (array) ( $request['status'] ?? array() ) ) ),
			'from'     => $request['from'] ? ( new \DateTimeImmutable( (string) $request['from'], $zone ) )->getTimestamp() : null,
			'to'       => $request['to'] ? ( new \DateTimeImmutable( (string) $request['to'], $zone ) )->modify( '+1 day' )->getTimestamp() : null,
			'search'   => trim( (string) $request['search'] ),
		);
		$page    = (int) $request['page'];
		$found   = $this->appointments->page( $filters, $page, (int) $request['per_page'] );
		return ListResponse::page( $this->shape->rows( $found['rows'] ), $found['total'], $page, (int) $request['per_page'] );
	}

	/**
	 * One appointment.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get( \WP_REST_Request $request ) {
		$row = $this->appointments->get( Routes::url_id( $request ) );
		if ( ! $row ) {
			return new \WP_Error( 'rueda_appointment_not_found', __( 'This appointment does not exist.', 'rueda' ), array( 'status' => 404 ) );
		}
		return new \WP_REST_Response( $this->shape->rows( array( $row ) )[0] );
	}

	/**
	 * Where an appointment could move.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function slots( \WP_REST_Request $request ) {
		try {
			$from = AppointmentSlots::from( $request['from'], current_datetime() );
			return new \WP_REST_Response( AppointmentSchema::days( $this->manager->slots( Routes::url_id( $request ), $from, (int) $request['days'] ) ) );
		} catch ( ShopException | RouteException $refused ) {
			return Answers::refusal( $refused );
		}
	}

	/**
	 * Moves an appointment.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function move( \WP_REST_Request $request ) {
		$start = AppointmentCheckout::parse_time( (string) $request['start'] );
		if ( ! $start ) {
			return new \WP_Error(
				'rest_invalid_param',
				__( 'Give the new start as a date and time with its offset.', 'rueda' ),
				array(
					'status' => 400,
					'params' => array( 'start' => __( 'Choose a time from the list.', 'rueda' ) ),
				)
			);
		}
		try {
			return new \WP_REST_Response( $this->shape->rows( array( $this->manager->move( Routes::url_id( $request ), $start ) ) )[0] );
		} catch ( ShopException $refused ) {
			return Answers::refusal( $refused );
		}
	}

	/**
	 * Cancels an appointment.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function cancel( \WP_REST_Request $request ) {
		try {
			return new \WP_REST_Response( $this->shape->rows( array( $this->manager->cancel( Routes::url_id( $request ) ) ) )[0] );
		} catch ( ShopException $refused ) {
			return Answers::refusal( $refused );
		}
	}

	/**
	 * Moves an appointment to its next status.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function change_status( \WP_REST_Request $request ) {
		try {
			return new \WP_REST_Response( $this->shape->rows( array( $this->manager->change_status( Routes::url_id( $request ), (string) $request['status'] ) ) )[0] );
		} catch ( ShopException $refused ) {
			return Answers::refusal( $refused );
		}
	}
}
