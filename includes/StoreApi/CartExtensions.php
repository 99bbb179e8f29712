<?php
/**
 * Server callbacks extensions run through POST /cart/extensions.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi;

use Rueda\Domain\Cart\Cart;

/**
 * Registry of cart update callbacks by namespace. A callback receives the request's data
 * and the cart, may change it (e.g. store a choice in `$cart->extensions[ namespace ]`,
 * which cart answers then carry in `extensions.{namespace}`, see EndpointData), and throws
 * RouteException to refuse.
 *
 * @since 0.1.0
 */
final class CartExtensions {

	/**
	 * Callbacks by namespace.
	 *
	 * @var array<string,callable(array<string,mixed>,Cart):void>
	 */
	private static array $callbacks = array();

	/**
	 * Registers an extension's cart update callback.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $namespace Extension namespace.
	 * @param callable $callback  Callback: ( array $data, Cart $cart ): void.
	 * @throws \InvalidArgumentException For an empty namespace.
	 */
	public static function register_update_callback( string $namespace, callable $callback ): void {
		if ( '' === trim( $namespace ) ) {
			throw new \InvalidArgumentException( 'The namespace must be a non-empty string.' );
		}
		self::$callbacks[ $namespace ] = $callback;
	}

	/**
	 * Whether an active extension registered a callback for the namespace.
	 *
	 * @since 0.2.0
	 *
	 * @param string $namespace Extension namespace.
	 */
	public static function has( string $namespace ): bool {
		return isset( self::$callbacks[ $namespace ] );
	}

	/**
	 * Runs the callback of a namespace.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $namespace Extension namespace.
	 * @param array<string,mixed> $data      Data sent by the client.
	 * @param Cart                $cart      Cart.
	 * @throws RouteException When no callback is registered for the namespace.
	 */
	public static function run( string $namespace, array $data, Cart $cart ): void {
		if ( ! isset( self::$callbacks[ $namespace ] ) ) {
			throw new RouteException(
				'woocommerce_rest_cart_extensions_error',
				/* translators: %s: extension namespace. */
				sprintf( __( 'There is no such namespace registered: %s.', 'rueda' ), $namespace ),
				400
			);
		}
		( self::$callbacks[ $namespace ] )( $data, $cart );
	}
}
