<?php
/**
 * The store page links: shop, cart, checkout, privacy, terms and my account.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Settings;

/**
 * Maps each store page to a WordPress page; blocks read the URLs from here.
 *
 * @since 0.1.0
 */
final class PageLinks {

	public const OPTION = 'rueda_page_links';

	public const KEYS = array( 'shop', 'cart', 'checkout', 'privacy', 'terms', 'myaccount' );

	/**
	 * The page ID linked to a store page, or 0 when unset or no longer published.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key One of self::KEYS.
	 */
	public static function get_page_id( string $key ): int {
		$links = get_option( self::OPTION, array() );
		$id    = is_array( $links ) ? (int) ( $links[ $key ] ?? 0 ) : 0;
		return $id && 'publish' === get_post_status( $id ) ? $id : 0;
	}

	/**
	 * Links a store page to a page.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key     One of self::KEYS.
	 * @param int    $page_id Page ID.
	 * @throws \InvalidArgumentException For an unknown store page.
	 */
	public static function set_page_id( string $key, int $page_id ): void {
		if ( ! in_array( $key, self::KEYS, true ) ) {
			throw new \InvalidArgumentException( esc_html( "Unknown store page: {$key}" ) );
		}
		$links         = get_option( self::OPTION, array() );
		$links         = is_array( $links ) ? $links : array();
		$links[ $key ] = $page_id;
		update_option( self::OPTION, $links );
	}

	/**
	 * The URL of a store page; my account falls back to the login URL, the others to ''.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key One of self::KEYS.
	 */
	public static function get_url( string $key ): string {
		$id = self::get_page_id( $key );
		if ( $id ) {
			return (string) get_permalink( $id );
		}
		return 'myaccount' === $key ? wp_login_url() : '';
	}
}
