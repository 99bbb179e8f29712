<?php
/**
 * The places stock leaves from (warehouses), each its own package in the cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Shipping;

/**
 * The shop's own stock, the workshop's warehouse (`taller`), is always an origin and the
 * default of every product; the owner names others in Ajustes → Envío (`origins` of
 * `rueda_shipping`). A product saved without an origin ships from the workshop's, so it
 * joins the workshop's package instead of becoming an unnamed "Envío 2".
 *
 * @since 0.7.0
 */
final class StockOrigins {

	/** The key of the shop's own stock. */
	public const DEFAULT = 'taller';

	/**
	 * Every origin's name by key, the workshop's first.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,string>
	 */
	public static function all(): array {
		$named = array_filter( (array) ShippingSettings::get()['origins'], 'is_string' );
		return array( self::DEFAULT => (string) ( $named[ self::DEFAULT ] ?? __( 'Workshop warehouse', 'rueda' ) ) ) + $named;
	}

	/**
	 * The origin a product ships from: its own, or the workshop's when it has none.
	 *
	 * @since 0.7.0
	 *
	 * @param string $origin Stored origin key.
	 */
	public static function resolve( string $origin ): string {
		return '' === $origin ? self::DEFAULT : $origin;
	}

	/**
	 * An origin's name, or null when the settings do not name it.
	 *
	 * @since 0.7.0
	 *
	 * @param string $origin Origin key.
	 */
	public static function name( string $origin ): ?string {
		return self::all()[ self::resolve( $origin ) ] ?? null;
	}
}
