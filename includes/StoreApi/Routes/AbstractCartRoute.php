<?php
/**
 * Base of the cart and checkout routes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Cart\CartSession;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Schemas\CartSchema;
use Rueda\StoreApi\Utilities\CartToken;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * Resolves the request's cart session, checks the nonce (or Cart-Token) on writes, answers
 * with the full cart, and sends the Store API headers: Nonce, Nonce-Timestamp, User-ID,
 * Cart-Token, Cart-Hash and Cache-Control: no-store.
 *
 * @since 0.1.0
 */
abstract class AbstractCartRoute extends AbstractRoute {

	/**
	 * Times a change is redone when another request stored the cart first.
	 *
	 * @since 0.6.0
	 */
	public const CHANGE_ATTEMPTS = 10;

	/**
	 * The cart session of the request being handled.
	 *
	 * @var CartSession
	 */
	protected CartSession $session;

	/**
	 * The request's cart once loaded.
	 *
	 * @var Cart|null
	 */
	protected ?Cart $cart = null;

	/**
	 * Headers a route adds to its answer, refusals included (rate limits, replays).
	 *
	 * @var array<string,string>
	 */
	protected array $extra_headers = array();

	/**
	 * The login session a customer's Cart-Token was bound to, carried into the token the
	 * answer sends (see CartToken).
	 *
	 * @var string|null
	 */
	private ?string $token_session = null;

	/**
	 * Creates the route.
	 *
	 * @param CartService $carts  Cart operations.
	 * @param CartSchema  $schema Cart shape.
	 */
	public function __construct(
		protected CartService $carts = new CartService(),
		protected CartSchema $schema = new CartSchema()
	) {
		$this->session = new CartSession();
	}

	/**
	 * {@inheritDoc}
	 *
	 * A valid Cart-Token stands in for the nonce only when no one is logged in: a browser
	 * sends the shopper's cookies along with any cross-site request, so a request acting
	 * as a logged-in customer must prove it comes from the shop's own pages (the nonce).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException 401/403 for a missing or invalid nonce or token.
	 */
	protected function authorize( \WP_REST_Request $request ): void {
		$token_key = $this->start( $request );
		if ( '' !== (string) $request->get_header( 'cart_token' ) && null === $token_key ) {
			throw new RouteException( 'woocommerce_rest_invalid_cart_token', __( 'The cart token is invalid or has expired.', 'rueda' ), 401 );
		}
		if ( ( $token_key && ! is_user_logged_in() ) || in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) ) {
			return;
		}
		$nonce = (string) $request->get_header( 'nonce' );
		if ( '' === $nonce ) {
			throw new RouteException( 'woocommerce_rest_missing_nonce', __( 'Missing the Nonce header. This endpoint requires a valid nonce.', 'rueda' ), 401 );
		}
		if ( ! StoreNonce::verify( $nonce ) ) {
			throw new RouteException( 'woocommerce_rest_invalid_nonce', __( 'Nonce is invalid.', 'rueda' ), 403 );
		}
	}

	/**
	 * Starts handling a request: its cart session (the Cart-Token's cart when the token is
	 * valid) and no cart or extra headers yet.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return string|null The cart key of a valid Cart-Token.
	 */
	private function start( \WP_REST_Request $request ): ?string {
		$token               = (string) $request->get_header( 'cart_token' );
		$claims              = '' === $token ? null : CartToken::claims( $token );
		$token_key           = $claims['user_id'] ?? null;
		$this->token_session = $claims['sid'] ?? null;
		$this->cart          = null;
		$this->extra_headers = array();
		$this->session       = new CartSession( $token_key );
		return $token_key;
	}

	/**
	 * The answer to a request WordPress refused before the route ran (a parameter failed
	 * its schema): the same error, with the Store API headers every answer carries, so a
	 * client can always refresh its nonce and token.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Error        $error   WordPress's refusal.
	 * @param \WP_REST_Request $request Request.
	 */
	public function refusal( \WP_Error $error, \WP_REST_Request $request ): \WP_REST_Response {
		$this->start( $request );
		return $this->add_headers( rest_convert_error_to_response( $error ), $request );
	}

	/**
	 * The request's cart, loaded once.
	 *
	 * @since 0.1.0
	 */
	protected function cart(): Cart {
		$this->cart ??= $this->carts->load( $this->session );
		return $this->cart;
	}

	/**
	 * Applies a change to the cart and stores it. When a concurrent request stored the cart
	 * first, the cart is read again and the change redone, so neither write is lost.
	 * After CHANGE_ATTEMPTS losses in a row: 409 `rueda_cart_conflict`.
	 *
	 * @since 0.1.0
	 *
	 * @param callable $change Receives the cart; its return value is passed back.
	 * @return mixed
	 * @throws RouteException 409 when the cart keeps changing under this request.
	 */
	protected function change( callable $change ) {
		for ( $attempt = 1; $attempt <= self::CHANGE_ATTEMPTS; $attempt++ ) {
			$this->cart = null;
			$result     = $change( $this->cart() );
			if ( $this->carts->save( $this->session, $this->cart() ) ) {
				return $result;
			}
			// Each loss means another write landed; a random pause keeps the losers from
			// colliding again (eight writes at once all land).
			usleep( wp_rand( 1000, 5000 ) * $attempt );
		}
		$this->cart = null; // The 409 carries the stored cart, not this request's change.
		throw new RouteException( 'rueda_cart_conflict', __( 'Your cart changed at the same time in another window. Please try again.', 'rueda' ), 409 );
	}

	/**
	 * The full cart response.
	 *
	 * @since 0.1.0
	 *
	 * @param int $status HTTP status.
	 */
	protected function cart_response( int $status = 200 ): \WP_REST_Response {
		return new \WP_REST_Response( $this->schema->get_item( $this->cart() ), $status );
	}

	/**
	 * A 409 carries the current cart so the client can replace its copy.
	 *
	 * @param int $status HTTP status.
	 * @return array<string,mixed>
	 */
	protected function error_data( int $status ): array {
		return 409 === $status ? array( 'cart' => $this->schema->get_item( $this->cart() ) ) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Response $response Response.
	 * @param \WP_REST_Request  $request  Request.
	 */
	protected function add_headers( \WP_REST_Response $response, \WP_REST_Request $request ): \WP_REST_Response {
		foreach ( $this->extra_headers as $name => $value ) {
			$response->header( $name, $value );
		}
		$this->extra_headers = array();
		$response->header( 'Nonce', StoreNonce::create() );
		$response->header( 'Nonce-Timestamp', (string) time() );
		$response->header( 'User-ID', (string) get_current_user_id() );
		$response->header( 'Cart-Token', CartToken::issue( $this->session->key(), null, $this->token_session ) );
		$response->header( 'Cart-Hash', $this->cart()->hash() );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
