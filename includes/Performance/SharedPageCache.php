<?php
/**
 * Which pages a page cache in front may keep and give to every guest.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Performance;

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
 * Only a final 200 is ever shared: the header is decided when the template is about to
 * render (after every redirect, canonical ones included), for a request whose Host is the
 * shop's own, and taken back by any later redirect or other status. A kept redirect would
 * send every guest wherever one forged Host header pointed, or round in a loop.
 *
 * @since 0.1.0
 */
final class SharedPageCache {

	/** Seconds a page cache may keep a shared page: stale prices on a list stay short. */
	public const MAX_AGE = 10;

	/** The header a shared page carries, without its number of seconds. */
	private const HEADER = 'Cache-Control: public, max-age=0, s-maxage=';

	/**
	 * The status this request answers with as far as WordPress has said (status_header,
	 * wp_redirect); 0 before it has said anything.
	 *
	 * @var int
	 */
	private static int $status = 0;

	/**
	 * Marks shared pages once WordPress knows what the request shows.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		// Once nothing can redirect any more; whatever decides later (the shopper's cart,
		// a private page) still replaces the header.
		add_filter( 'template_include', array( $this, 'mark' ), PHP_INT_MAX );
		add_filter( 'wp_redirect', array( $this, 'unmark' ), PHP_INT_MAX );
		add_filter( 'status_header', array( $this, 'on_status' ), PHP_INT_MAX, 2 );
	}

	/**
	 * Sends the shared Cache-Control header when this page is the same for every guest.
	 * A filter of template_include: passes the template through.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $template The template WordPress is about to load.
	 * @return mixed
	 */
	public function mark( $template = '' ) {
		if ( ! headers_sent() && ! self::cache_control_sent() && self::is_shared() ) {
			header( self::HEADER . self::max_age() );
		}
		return $template;
	}

	/**
	 * A redirect is never shared: filters wp_redirect, taking the header back.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $location Where the redirect goes (passed through).
	 * @return mixed
	 */
	public function unmark( $location ) {
		self::$status = 302;
		self::take_back();
		return $location;
	}

	/**
	 * Records the status WordPress sets, taking the header back for any but 200. A filter
	 * of status_header: passes the header line through.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $line The status line.
	 * @param mixed $code The status code.
	 * @return mixed
	 */
	public function on_status( $line, $code ) {
		self::$status = (int) $code;
		if ( 200 !== self::$status ) {
			self::take_back();
		}
		return $line;
	}

	/**
	 * Replaces a shared header already sent with WordPress's no-cache.
	 */
	private static function take_back(): void {
		if ( headers_sent() ) {
			return;
		}
		foreach ( headers_list() as $header ) {
			if ( 0 === stripos( $header, self::HEADER ) ) {
				header_remove( 'Cache-Control' );
				nocache_headers();
				return;
			}
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
		if ( ! self::answers_ok() || ! self::is_own_host() ) {
			return false;
		}
		return ! is_admin() && ! is_preview() && ! is_customize_preview() && ! is_404()
			&& ! ( is_singular() && post_password_required() );
	}

	/**
	 * Whether nothing has made this answer other than a 200 (a redirect, an error).
	 */
	private static function answers_ok(): bool {
		if ( 0 !== self::$status && 200 !== self::$status ) {
			return false;
		}
		$code = http_response_code();
		if ( false !== $code && 200 !== $code ) {
			return false;
		}
		foreach ( headers_list() as $header ) {
			if ( 0 === stripos( $header, 'location:' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether the request names the shop's own host, exactly as its address has it (port
	 * included). WordPress builds canonical redirects and some links from the Host header:
	 * a page asked for under another one is not the page every guest gets.
	 */
	private static function is_own_host(): bool {
		$home = wp_parse_url( home_url() );
		$host = strtolower( ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' ) );
		$sent = isset( $_SERVER['HTTP_HOST'] ) ? strtolower( sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ) ) ) : '';
		return '' !== $host && $sent === $host;
	}

	/**
	 * Forgets the status recorded for the request before (tests run many in one process).
	 *
	 * @since 0.4.0
	 */
	public static function reset(): void {
		self::$status = 0;
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
