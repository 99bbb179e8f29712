<?php
/**
 * Data extensions add to the Store API's answers, under `extensions.{namespace}`.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi;

/**
 * Registry of the data extensions add to the cart, cart item, product and checkout
 * answers. Each registration names an endpoint and a namespace, a schema (the JSON-schema
 * properties of the namespace's object) and, optionally, a data callback that receives the
 * endpoint's object. Every answer then carries `extensions.{namespace}` holding the data,
 * checked against the schema and reduced to its declared properties. A callback that
 * throws, returns something other than an array or returns data its schema refuses only
 * loses its own key: the answer goes out without it and the problem is reported through
 * `_doing_it_wrong()`.
 *
 * On the cart, data an update callback stored in `$cart->extensions[ namespace ]` (see
 * CartExtensions) is answered too: as stored when the namespace has no cart registration
 * here; else merged with the data callback's result (the callback's keys win) and held to
 * the schema like the rest. A registration without a data callback thus only describes
 * (and filters) the stored data, or, for the checkout, the data clients send. Data of a
 * namespace nobody registers any more (its extension was deactivated) is left out.
 *
 * On POST /checkout, what the client sends in `extensions.{namespace}` for a namespace
 * registered for the checkout endpoint is checked against its schema before anything is
 * written (see validate_request()).
 *
 * @since 0.2.0
 */
final class EndpointData {

	/** The cart (GET /cart and every cart write); the data callback receives the Cart. */
	public const CART = 'cart';

	/** Each cart line; the data callback receives the calculated line (see response()). */
	public const CART_ITEM = 'cart-item';

	/** Each product (GET /products, /products/{id}, cross-sells); receives the Product. */
	public const PRODUCT = 'product';

	/** The checkout (GET and POST /checkout, POST /checkout/{id}); receives the Order. */
	public const CHECKOUT = 'checkout';

	/** Every endpoint that can be extended. */
	public const ENDPOINTS = array( self::CART, self::CART_ITEM, self::PRODUCT, self::CHECKOUT );

	/** The keys register() accepts. */
	private const ARGS = array( 'endpoint', 'namespace', 'schema_callback', 'data_callback' );

	/**
	 * Callbacks by endpoint and namespace.
	 *
	 * @var array<string,array<string,array{schema_callback:callable,data_callback:callable|null}>>
	 */
	private static array $registered = array();

	/**
	 * Registers an extension's data for an endpoint.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $args {
	 *     The registration.
	 *
	 *     @type string        $endpoint        One of ENDPOINTS: 'cart', 'cart-item', 'product', 'checkout'.
	 *     @type string        $namespace       The extension's namespace, the key under `extensions`.
	 *     @type callable      $schema_callback Returns the JSON-schema properties of the namespace's object.
	 *     @type callable|null $data_callback   Receives the endpoint's object; returns the data (an array).
	 * }
	 * @throws \InvalidArgumentException For a missing or invalid argument, an unknown key, or a
	 *                                   namespace already registered for the endpoint.
	 */
	public static function register( array $args ): void {
		$unknown = array_diff( array_keys( $args ), self::ARGS );
		if ( $unknown ) {
			throw new \InvalidArgumentException( sprintf( 'Unknown endpoint data arguments: %1$s. Accepted: %2$s.', implode( ', ', $unknown ), implode( ', ', self::ARGS ) ) );
		}
		$endpoint = $args['endpoint'] ?? null;
		if ( ! is_string( $endpoint ) || ! in_array( $endpoint, self::ENDPOINTS, true ) ) {
			throw new \InvalidArgumentException( sprintf( 'The endpoint must be one of: %1$s; got %2$s.', implode( ', ', self::ENDPOINTS ), is_string( $endpoint ) ? "'$endpoint'" : get_debug_type( $endpoint ) ) );
		}
		$namespace = $args['namespace'] ?? null;
		if ( ! is_string( $namespace ) || '' === trim( $namespace ) ) {
			throw new \InvalidArgumentException( 'The namespace must be a non-empty string.' );
		}
		if ( ! is_callable( $args['schema_callback'] ?? null ) ) {
			throw new \InvalidArgumentException( 'The schema_callback must be callable; it returns the JSON-schema properties of the namespace\'s data.' );
		}
		$data_callback = $args['data_callback'] ?? null;
		if ( null !== $data_callback && ! is_callable( $data_callback ) ) {
			throw new \InvalidArgumentException( 'The data_callback must be callable (or left out).' );
		}
		if ( isset( self::$registered[ $endpoint ][ $namespace ] ) ) {
			throw new \InvalidArgumentException( sprintf( "The namespace '%1\$s' is already registered for the %2\$s endpoint.", $namespace, $endpoint ) );
		}
		self::$registered[ $endpoint ][ $namespace ] = array(
			'schema_callback' => $args['schema_callback'],
			'data_callback'   => $data_callback,
		);
	}

	/**
	 * The `extensions` object of an answer. Used by the Store API schemas.
	 *
	 * @since 0.2.0
	 *
	 * @param string              $endpoint One of ENDPOINTS.
	 * @param mixed               $subject  What the data callbacks receive: the Cart, the
	 *                                      calculated line (`key`, `product`, `quantity`,
	 *                                      `variation`, amounts in minor units), the Product
	 *                                      or the Order.
	 * @param array<string,mixed> $stored   Data already kept per namespace (the cart's).
	 */
	public static function response( string $endpoint, mixed $subject, array $stored = array() ): \stdClass {
		$extensions = new \stdClass();
		$registered = self::$registered[ $endpoint ] ?? array();
		foreach ( array_keys( $stored + $registered ) as $namespace ) {
			$namespace = (string) $namespace;
			if ( ! isset( $registered[ $namespace ] ) && ! CartExtensions::has( $namespace ) ) {
				continue; // Kept by an extension no longer active: nothing of it shows.
			}
			$data = $stored[ $namespace ] ?? null;
			if ( null !== $data && ! is_array( $data ) ) {
				self::report( $endpoint, $namespace, sprintf( 'the data stored for it is a %s, not an array.', get_debug_type( $data ) ) );
				$data = null;
			}
			if ( isset( $registered[ $namespace ] ) ) {
				$data = self::registered_data( $endpoint, $namespace, $subject, $data );
			}
			if ( null !== $data ) {
				$extensions->{$namespace} = (object) $data;
			}
		}
		return $extensions;
	}

	/**
	 * Checks and sanitises what a client sent under `extensions`: each namespace registered
	 * for the endpoint is held to its schema and reduced to its declared properties; other
	 * namespaces pass through unchanged. Nothing is written before this.
	 *
	 * @since 0.2.0
	 *
	 * @param string              $endpoint   One of ENDPOINTS (the checkout's).
	 * @param array<string,mixed> $extensions Data by namespace, as sent.
	 * @return array<string,mixed> The data by namespace, sanitised.
	 * @throws RouteException 400 `rueda_invalid_extension_data`, with `data.params` and
	 *                        `data.details` keyed `extensions[namespace]`.
	 */
	public static function validate_request( string $endpoint, array $extensions ): array {
		$refused = array();
		foreach ( array_keys( self::$registered[ $endpoint ] ?? array() ) as $namespace ) {
			$namespace = (string) $namespace;
			if ( ! array_key_exists( $namespace, $extensions ) ) {
				continue;
			}
			$properties = self::properties( $endpoint, $namespace );
			if ( null === $properties ) {
				// Its schema is broken (reported): what was sent can be neither trusted nor refused.
				unset( $extensions[ $namespace ] );
				continue;
			}
			$clean = self::checked( $extensions[ $namespace ], $properties, 'extensions[' . $namespace . ']' );
			if ( is_wp_error( $clean ) ) {
				$refused[ $namespace ] = $clean;
				continue;
			}
			$extensions[ $namespace ] = $clean;
		}
		if ( ! $refused ) {
			return $extensions;
		}
		$params  = array();
		$details = array();
		foreach ( $refused as $namespace => $error ) {
			$params[ 'extensions[' . $namespace . ']' ]  = $error->get_error_message();
			$details[ 'extensions[' . $namespace . ']' ] = array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
				'data'    => $error->get_error_data(),
			);
		}
		throw new RouteException(
			'rueda_invalid_extension_data',
			sprintf(
				/* translators: %s: extension namespaces, separated by commas. */
				_n( 'The data sent for the extension %s is not valid.', 'The data sent for the extensions %s is not valid.', count( $refused ), 'rueda' ),
				implode( ', ', array_keys( $refused ) )
			),
			400,
			array(
				'params'  => $params,
				'details' => $details,
			)
		);
	}

	/**
	 * Forgets every extension's registration; Rueda's own `rueda` namespace, registered
	 * once at boot, stays. For tests only: extensions never call it.
	 *
	 * @since 0.2.0
	 */
	public static function reset(): void {
		foreach ( self::$registered as $endpoint => $namespaces ) {
			self::$registered[ $endpoint ] = array_intersect_key( $namespaces, array( 'rueda' => true ) );
		}
	}

	/**
	 * A registered namespace's data: what was stored merged with the data callback's
	 * result, checked against its schema; null when there is none or it is left out.
	 *
	 * @param string                   $endpoint  Endpoint.
	 * @param string                   $namespace Namespace.
	 * @param mixed                    $subject   What the data callback receives.
	 * @param array<string,mixed>|null $data      Stored data.
	 * @return array<string,mixed>|null
	 */
	private static function registered_data( string $endpoint, string $namespace, mixed $subject, ?array $data ): ?array {
		$callback = self::$registered[ $endpoint ][ $namespace ]['data_callback'];
		if ( null !== $callback ) {
			try {
				$own = $callback( $subject );
			} catch ( \Throwable $error ) {
				self::report( $endpoint, $namespace, sprintf( 'its data_callback threw %1$s: %2$s', get_class( $error ), $error->getMessage() ) );
				return null;
			}
			if ( ! is_array( $own ) ) {
				self::report( $endpoint, $namespace, sprintf( 'its data_callback returned a %s; it must return an array.', get_debug_type( $own ) ) );
				return null;
			}
			$data = array_merge( $data ?? array(), $own );
		}
		$properties = null === $data ? null : self::properties( $endpoint, $namespace );
		if ( null === $properties ) {
			return null;
		}
		$clean = self::checked( $data, $properties, 'extensions[' . $namespace . ']' );
		if ( is_wp_error( $clean ) ) {
			self::report( $endpoint, $namespace, 'its data does not match its schema: ' . $clean->get_error_message() );
			return null;
		}
		return $clean;
	}

	/**
	 * A value held to an object schema of these properties and reduced to them.
	 *
	 * @param mixed                             $value      Value.
	 * @param array<string,array<string,mixed>> $properties Properties.
	 * @param string                            $param      The value's name in messages.
	 * @return array<string,mixed>|\WP_Error
	 */
	private static function checked( mixed $value, array $properties, string $param ): array|\WP_Error {
		$schema = array(
			'type'       => 'object',
			'properties' => $properties,
		);
		$valid  = rest_validate_value_from_schema( $value, $schema, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$clean = rest_sanitize_value_from_schema( $value, $schema + array( 'additionalProperties' => false ), $param );
		return is_wp_error( $clean ) ? $clean : (array) $clean;
	}

	/**
	 * The properties a namespace's schema callback returns; null (reported) when it throws
	 * or returns anything but an array of property schemas.
	 *
	 * @param string $endpoint  Endpoint.
	 * @param string $namespace Namespace.
	 * @return array<string,array<string,mixed>>|null
	 */
	private static function properties( string $endpoint, string $namespace ): ?array {
		try {
			$properties = ( self::$registered[ $endpoint ][ $namespace ]['schema_callback'] )();
		} catch ( \Throwable $error ) {
			self::report( $endpoint, $namespace, sprintf( 'its schema_callback threw %1$s: %2$s', get_class( $error ), $error->getMessage() ) );
			return null;
		}
		if ( ! is_array( $properties ) || count( array_filter( $properties, 'is_array' ) ) !== count( $properties ) ) {
			self::report( $endpoint, $namespace, 'its schema_callback must return an array of property schemas (name => schema array).' );
			return null;
		}
		return $properties;
	}

	/**
	 * Reports a namespace left out of an answer (or of a request). In a REST request
	 * WordPress sends this as the `X-WP-DoingItWrong` header (under WP_DEBUG) and never
	 * prints it into the answer; elsewhere (a page preloading an answer) it is a PHP notice
	 * under WP_DEBUG, logged with WP_DEBUG_LOG. One line without markup, so that it is a
	 * valid header and its text cannot inject HTML.
	 *
	 * @param string $endpoint  Endpoint.
	 * @param string $namespace Namespace.
	 * @param string $problem   What went wrong.
	 */
	private static function report( string $endpoint, string $namespace, string $problem ): void {
		$message = sprintf( 'Store API: the %1$s data of the namespace %2$s was left out: %3$s', $endpoint, $namespace, $problem );
		$message = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $message ) ) );
		_doing_it_wrong( esc_html( self::class . '::register' ), esc_html( mb_substr( $message, 0, 500 ) ), '0.2.0' );
	}
}
