<?php
/**
 * Which pages a page cache in front may keep and give to every guest.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

use Rueda\Domain\Cart\CartSession;

/**
 * A guest with no cart and no account sees the same Tienda, product pages and content as
 * every other such guest: those pages say `Cache-Control: public, max-age=0, s-maxage=10`,
 * so a page cache (nginx's fastcgi_cache in deploy/nginx/rueda.conf, a CDN) may answer
 * the next guests for ten seconds without PHP. Browsers still ask every time. Anything
 * personal keeps WordPress's no-cache: a shopper with a cart (Preload::cart), a customer,
 * a commenter, a preview, the confirmation and the invoice (nocache_headers() replaces
 * this header when they render). Prices and stock that bind are never taken from a page:
 * the cart and the checkout read them from the database.
 *
 * @since 0.1.0
 */
final class SharedPageCache {

	/** Seconds a page cache may keep a shared page: stale prices on a list stay short. */
	public const MAX_AGE = 10;

	/**
	 * Marks shared pages once WordPress knows what the request shows.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		// Early, so that whatever decides later (a private page, the shopper's cart) wins.
		add_action( 'template_redirect', array( $this, 'mark' ), 0 );
	}

	/**
	 * Sends the shared Cache-Control header when this page is the same for every guest.
	 *
	 * @since 0.1.0
	 */
	public function mark(): void {
		if ( ! headers_sent() && ! self::cache_control_sent() && self::is_shared() ) {
			header( 'Cache-Control: public, max-age=0, s-maxage=' . self::max_age() );
		}
	}

	/**
	 * Seconds a shared page may be kept; 0 keeps every page out of page caches.
	 *
	 * @since 0.1.0
	 */
	public static function max_age(): int {
		/**
		 * Filters how long a page cache may give a page to every guest (seconds, 0 for never).
		 *
		 * @since 0.1.0
		 *
		 * @param int $max_age Seconds; default 10.
		 */
		return max( 0, (int) apply_filters( 'rueda_shared_page_max_age', self::MAX_AGE ) );
	}

	/**
	 * Whether this request is a guest's plain read of a page any other guest would get, and
	 * the shop lets page caches keep such pages.
	 *
	 * @since 0.1.0
	 */
	public static function is_shared(): bool {
		if ( 0 === self::max_age() ) {
			return false;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) || is_user_logged_in() || self::has_personal_cookie() ) {
			return false;
		}
		return ! is_admin() && ! is_preview() && ! is_customize_preview() && ! is_404()
			&& ! ( is_singular() && post_password_required() );
	}

	/**
	 * Whether the browser carries a cart, a login, a commenter's name or a post password.
	 * deploy/nginx/rueda.conf lists the same cookies and never serves them a kept page.
	 */
	private static function has_personal_cookie(): bool {
		foreach ( array_keys( $_COOKIE ) as $name ) {
			if ( CartSession::COOKIE === $name || preg_match( '/^(wordpress_logged_in_|wordpress_sec_|wp-postpass_|comment_author_)/', (string) $name ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether something already decided this page's caching (a 404's no-cache, say).
	 */
	private static function cache_control_sent(): bool {
		foreach ( headers_list() as $header ) {
			if ( 0 === stripos( $header, 'cache-control:' ) ) {
				return true;
			}
		}
		return false;
	}
}
