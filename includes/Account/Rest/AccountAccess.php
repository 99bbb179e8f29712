<?php
/**
 * Who may use the customer's account routes, and the answers they share.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Rest\Routes;
use Rueda\Domain\ShopException;
use Rueda\StoreApi\RouteException;

/**
 * The account routes live in the rueda/v1 namespace beside the admin ones, so they are
 * kept out of the REST indexes and their permission callback runs before any argument is
 * checked (ShopManagers). Every route needs a logged-in user unless it says otherwise,
 * and acts on that user's own data only. Domain refusals become the usual error shape,
 * rate-limit headers included.
 *
 * @since 0.1.0
 */
final class AccountAccess {

	/**
	 * Registers an account route: logged-in users only unless a handler says otherwise.
	 *
	 * @since 0.1.0
	 *
	 * @param string                  $route    Path within rueda/v1, e.g. '/account/orders'.
	 * @param array<int|string,mixed> $handlers One handler or a list of them.
	 */
	public static function route( string $route, array $handlers ): void {
		$handlers = isset( $handlers['callback'] ) ? array( $handlers ) : $handlers;
		foreach ( $handlers as &$handler ) {
			$handler += array( 'permission_callback' => array( self::class, 'logged_in' ) );
		}
		unset( $handler );
		Routes::for_shop_managers( $route, $handlers );
	}

	/**
	 * Whether someone is logged in (with core's cookie and X-WP-Nonce, or any other
	 * authentication WordPress accepts).
	 *
	 * @since 0.1.0
	 *
	 * @return true|\WP_Error
	 */
	public static function logged_in() {
		if ( is_user_logged_in() ) {
			return true;
		}
		return new \WP_Error( 'rest_not_logged_in', __( 'Please log in to see your account.', 'rueda' ), array( 'status' => 401 ) );
	}

	/**
	 * Runs a handler, turning the domain's and the rate limiter's refusals into error
	 * answers (with the headers a refusal carries, e.g. RateLimit-*).
	 *
	 * @since 0.1.0
	 *
	 * @param callable $handler Returns the answer, or throws RouteException or ShopException.
	 * @return mixed The handler's answer, or the refusal's \WP_REST_Response.
	 */
	public static function run( callable $handler ) {
		try {
			return $handler();
		} catch ( RouteException | ShopException $refused ) {
			$data    = $refused->data;
			$headers = (array) ( $data['headers'] ?? array() );
			unset( $data['headers'] );
			$response = rest_convert_error_to_response( new \WP_Error( $refused->error_code, $refused->getMessage(), array( 'status' => $refused->status ) + $data ) );
			foreach ( $headers as $name => $value ) {
				$response->header( (string) $name, (string) $value );
			}
			return $response;
		}
	}

	/**
	 * The 404 for an order that is unknown or someone else's: the same answer for both.
	 *
	 * @since 0.1.0
	 */
	public static function order_not_found(): \WP_Error {
		return new \WP_Error( 'rueda_order_not_found', __( 'This order does not exist.', 'rueda' ), array( 'status' => 404 ) );
	}

	/**
	 * The 400 naming the fields at fault in `data.params`.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $params Message by field path.
	 */
	public static function invalid_params( array $params ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: field paths. */
			sprintf( __( 'Invalid parameter(s): %s', 'rueda' ), implode( ', ', array_keys( $params ) ) ),
			array(
				'status' => 400,
				'params' => $params,
			)
		);
	}
}
