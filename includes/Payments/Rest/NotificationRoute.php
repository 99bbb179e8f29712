<?php
/**
 * POST /rueda/v1/payments/{gateway}/notify: a bank says how a payment ended.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments\Rest;

use Rueda\Domain\Payments\InvalidNotification;
use Rueda\Domain\Payments\NotificationRequest;
use Rueda\Domain\Payments\NotifiedGateway;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentNotification;
use Rueda\Domain\Payments\PaymentNotifications;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Domain\Payments\TestPayments;
use Rueda\Rest\Answers;
use Rueda\Rest\Routes;
use Rueda\StoreApi\RouteException;

/**
 * The address a NotifiedGateway gives its bank. Server to server, so no nonce and no user:
 * the request runs as nobody whatever cookies, nonce or password come with it, and only
 * the gateway's check of the message (its signature) lets it change an order. POST only:
 * banks post their notifications (Redsys a form with `Ds_SignatureVersion`,
 * `Ds_MerchantParameters` and `Ds_Signature`); a GET could be replayed from any link or
 * log. Every answer says `Cache-Control: no-store` (page caches and nginx never keep the
 * REST API anyway).
 *
 * Refusals: 429 `rueda_notification_rate_limited` (NotificationRateLimit, counted first),
 * 404 `rueda_unknown_gateway` (no gateway with that id takes notifications, or a test
 * gateway where test payments are off), 400 `rueda_notification_invalid` (the gateway
 * could not verify it; nothing changes). A gateway turned off still gets its
 * notifications: a shopper may have paid just before. A notification applied or ignored
 * (PaymentNotifications) is answered 200 with `{"received":true}` or the gateway's reply,
 * so the bank stops sending it; a failure of the shop's own is a 500, and the bank retries.
 *
 * @since 0.5.0
 */
final class NotificationRoute {

	public const PATH = '/payments/(?P<gateway>[a-z0-9_-]+)/notify';

	/**
	 * The answer whose body goes out as the gateway wrote it, not as JSON.
	 *
	 * @var \WP_REST_Response|null
	 */
	private ?\WP_REST_Response $raw = null;

	/**
	 * Creates the route.
	 *
	 * @param PaymentGateways      $gateways      Gateways.
	 * @param PaymentNotifications $notifications What a notification does to its order.
	 */
	public function __construct(
		private PaymentGateways $gateways = new PaymentGateways(),
		private PaymentNotifications $notifications = new PaymentNotifications()
	) {}

	/**
	 * Registers the route, left out of the REST indexes.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		Routes::for_anyone(
			self::PATH,
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'handle' ),
			)
		);
	}

	/**
	 * Reads, checks and applies one notification.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		// A bank has no account: a browser's login cookie and nonce, or an application
		// password, must not lend this request a user or a capability.
		wp_set_current_user( 0 );
		// From the URL only: a `gateway` field in the body must not name another one.
		$id = (string) ( $request->get_url_params()['gateway'] ?? '' );
		try {
			( new NotificationRateLimit() )->check( $id );
			$incoming     = $this->incoming( $request );
			$gateway      = $this->gateway( $id, $incoming );
			$notification = $this->read( $gateway, $incoming );
			$this->notifications->apply( $gateway, $notification );
			$response = $this->reply( $notification );
		} catch ( RouteException $refused ) {
			$response = Answers::refusal( $refused );
		} catch ( \Throwable $error ) {
			error_log( 'Rueda payment notification: ' . $error ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the bank retries; the shop must see why.
			$response = Answers::refusal( new RouteException( 'rueda_internal_error', __( 'Something went wrong. Please contact us to get assistance.', 'rueda' ), 500 ) );
		}
		// Every notification is new: nothing between the bank and PHP may keep an answer.
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * Sends a gateway's own reply as it wrote it (a filter of rest_pre_serve_request).
	 *
	 * @since 0.5.0
	 *
	 * @param bool  $served Whether the answer was already sent.
	 * @param mixed $result The answer about to be sent.
	 */
	public function serve_reply( $served, $result ): bool {
		if ( $served || null === $this->raw || $result !== $this->raw ) {
			return (bool) $served;
		}
		echo (string) $this->raw->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the bytes the bank expects, sent as the gateway's content type, not HTML.
		return true;
	}

	/**
	 * The gateway that takes notifications at this address.
	 *
	 * @param string              $id       Gateway id from the URL.
	 * @param NotificationRequest $incoming The notification.
	 * @throws RouteException 404 when none does.
	 */
	private function gateway( string $id, NotificationRequest $incoming ): NotifiedGateway {
		// One Redsys terminal serves "Tarjeta" and "Bizum"; its address is named after the bank.
		$gateway = RedsysGateway::NOTIFY_ID === $id ? RedsysGateway::addressed( $incoming, $this->gateways ) : $this->gateways->get( $id );
		if ( ! $gateway instanceof NotifiedGateway || TestPayments::refuses( $gateway ) ) {
			throw new RouteException( 'rueda_unknown_gateway', __( 'No payment method takes notifications at this address.', 'rueda' ), 404 );
		}
		return $gateway;
	}

	/**
	 * The request as gateways read it.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private function incoming( \WP_REST_Request $request ): NotificationRequest {
		$headers = array();
		foreach ( $request->get_headers() as $name => $values ) {
			$headers[ (string) $name ] = implode( ', ', (array) $values );
		}
		$json = $request->get_json_params();
		$body = is_array( $json ) ? $json : $request->get_body_params();
		return new NotificationRequest( $body, $request->get_query_params(), $headers, (string) $request->get_body() );
	}

	/**
	 * What the gateway reads in the request.
	 *
	 * @param NotifiedGateway     $gateway  Gateway.
	 * @param NotificationRequest $incoming The notification.
	 * @throws RouteException 400 when it cannot verify it.
	 */
	private function read( NotifiedGateway $gateway, NotificationRequest $incoming ): PaymentNotification {
		try {
			return $gateway->handle_notification( $incoming );
		} catch ( InvalidNotification $invalid ) {
			error_log( sprintf( 'Rueda payment notification of %s refused: %s', $gateway->id(), $invalid->getMessage() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a wrong secret or a forgery must be traceable.
			throw new RouteException( 'rueda_notification_invalid', __( 'This notification could not be verified.', 'rueda' ), 400 );
		}
	}

	/**
	 * The 200 the bank expects.
	 *
	 * @param PaymentNotification $notification The notification, with the gateway's reply if any.
	 */
	private function reply( PaymentNotification $notification ): \WP_REST_Response {
		if ( null === $notification->reply ) {
			return new \WP_REST_Response( array( 'received' => true ), 200 );
		}
		$type     = preg_match( '#^[a-z0-9.+-]+/[a-z0-9.+-]+$#i', $notification->reply_type ) ? $notification->reply_type : 'text/plain';
		$response = new \WP_REST_Response( $notification->reply, 200 );
		$response->header( 'Content-Type', $type . '; charset=' . get_option( 'blog_charset' ) );
		$this->raw = $response;
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_reply' ), 10, 2 );
		return $response;
	}
}
