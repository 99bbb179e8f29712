<?php
/**
 * Registers the Store API (the `wc/store/v1` shape).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi;

use Rueda\StoreApi\Routes;

/**
 * Registers every route, unless WooCommerce is active: then its own Store API owns the
 * namespace and Rueda tells the administrator instead.
 *
 * @since 0.1.0
 */
final class StoreApi {

	/**
	 * Hooks registration.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		if ( self::woocommerce_is_active() ) {
			add_action( 'admin_notices', array( $this, 'woocommerce_notice' ) );
			return;
		}
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		self::skip_wordpress_routes();
		( new Utilities\StoreNonce() )->register();
		( new Utilities\Cors() )->register();
		add_action( 'wp_logout', array( Utilities\CartToken::class, 'revoke' ) );
		add_filter( 'rest_request_after_callbacks', array( $this, 'headers_on_refusals' ), 10, 3 );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$routes = array(
			new Routes\CartRoute(),
			new Routes\CartAddItem(),
			new Routes\CartUpdateItem(),
			new Routes\CartRemoveItem(),
			new Routes\CartApplyCoupon(),
			new Routes\CartRemoveCoupon(),
			new Routes\CartSelectShippingRate(),
			new Routes\CartUpdateCustomer(),
			new Routes\CartItems(),
			new Routes\CartItems( true ),
			new Routes\CartCoupons(),
			new Routes\CartCoupons( true ),
			new Routes\CartExtensionsRoute(),
			new Routes\Checkout(),
			new Routes\CheckoutOrder(),
			new Routes\OrderRoute(),
			new Routes\Batch(),
			new Routes\Products(),
			new Routes\ProductsCollectionData(),
			new Routes\ProductsById(),
			new Routes\ProductAttributes(),
			new Routes\ProductAttributes( true ),
			new Routes\ProductAttributeTerms(),
			new Routes\ProductCategories(),
			new Routes\AppointmentSlots(),
		);

		/**
		 * Filters the Store API routes; extensions may add their own AbstractRoute subclasses.
		 *
		 * @since 0.1.0
		 *
		 * @param Routes\AbstractRoute[] $routes Routes to register.
		 */
		foreach ( apply_filters( 'rueda_store_api_routes', $routes ) as $route ) {
			if ( $route instanceof Routes\AbstractRoute ) {
				$route->register();
			}
		}
	}

	/**
	 * Gives WordPress's own refusals of cart and checkout requests (a parameter that fails
	 * its schema, e.g. `rest_invalid_param`) the Store API headers the routes' own answers
	 * carry. Only when the request WordPress serves is a Store API one (or none, for a
	 * page's preloads): inside another route, such as WordPress's `batch/v1`, which copies
	 * its requests' headers into its body, the Nonce and Cart-Token would reach any page
	 * that can read that body.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $response Answer so far (a WP_Error when WordPress refused).
	 * @param array            $handler  Matched handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function headers_on_refusals( $response, $handler, $request ) {
		$served = Utilities\RestRoutes::served();
		if ( null !== $served && ! Utilities\RestRoutes::in( $served, array( Routes\AbstractRoute::NAMESPACE ) ) ) {
			return $response;
		}
		$route = is_array( $handler['callback'] ?? null ) ? ( $handler['callback'][0] ?? null ) : null;
		if ( $response instanceof \WP_Error && $route instanceof Routes\AbstractCartRoute && $request instanceof \WP_REST_Request ) {
			return $route->refusal( $response, $request );
		}
		return $response;
	}

	/**
	 * Whether this HTTP request is for the Store API, known from its path before WordPress
	 * parses it (at `init`): `/wp-json/wc/store/v1…` or `?rest_route=/wc/store/v1…`.
	 *
	 * @since 0.1.0
	 */
	public static function is_request(): bool {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only searched, never printed or stored.
		$uri = rawurldecode( (string) wp_unslash( $_SERVER['REQUEST_URI'] ?? '' ) );
		return str_contains( $uri, '/' . rest_get_url_prefix() . '/' . Routes\AbstractRoute::NAMESPACE )
			|| str_contains( $uri, 'rest_route=/' . Routes\AbstractRoute::NAMESPACE );
	}

	/**
	 * On a Store API request, leaves WordPress's own routes (wp/v2) unbuilt: Rueda's routes
	 * alone answer it (a batch reaches only wc/store/v1), and building theirs, each with its
	 * schema, took a fifth of a cart request's PHP time.
	 *
	 * @since 0.1.0
	 */
	public static function skip_wordpress_routes(): void {
		if ( self::is_request() ) {
			remove_action( 'rest_api_init', 'create_initial_rest_routes', 99 );
		}
	}

	/**
	 * Whether WooCommerce is loaded.
	 *
	 * @since 0.1.0
	 */
	public static function woocommerce_is_active(): bool {
		return class_exists( 'WooCommerce', false ) || defined( 'WC_VERSION' );
	}

	/**
	 * Tells administrators why the Store API is off.
	 *
	 * @since 0.1.0
	 */
	public function woocommerce_notice(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s</p></div>',
			esc_html__( 'WooCommerce is active, so Rueda does not register its Store API (wc/store/v1). Deactivate one of the two shops.', 'rueda' )
		);
	}
}
