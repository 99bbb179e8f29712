<?php
/**
 * The shop's Redsys terminal.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

/**
 * What the bank gave the shop (merchant code or FUC, terminal number, secret key, the
 * signature version) and where its payment page is: Redsys's test environment ("pruebas"),
 * the real one, or an address of the owner's. The PHP constant `RUEDA_REDSYS_ENDPOINT`, a
 * base URL (`http://localhost:8899` for a local simulator), overrides the environment:
 * `/sis/realizarPago` and `/sis/rest/trataPeticionREST` are below it.
 *
 * @since 0.6.0
 */
final class Terminal {

	public const TEST   = 'test';
	public const LIVE   = 'live';
	public const CUSTOM = 'custom';

	/** Payment pages of Redsys's environments. */
	public const PAGES = array(
		self::TEST => 'https://sis-t.redsys.es:25443/sis/realizarPago',
		self::LIVE => 'https://sis.redsys.es/sis/realizarPago',
	);

	public const PAGE_PATH = '/sis/realizarPago';
	public const REST_PATH = '/sis/rest/trataPeticionREST';

	/**
	 * Creates the terminal.
	 *
	 * @param string $merchant_code FUC, 9 digits.
	 * @param string $terminal      Terminal number (1 to 3 digits).
	 * @param string $secret        Secret key (SHA-256 key of the bank's module).
	 * @param string $version       Signature version (Signature::V1 or V2).
	 * @param string $environment   TEST, LIVE or CUSTOM.
	 * @param string $custom_url    The payment page for CUSTOM.
	 */
	public function __construct(
		public readonly string $merchant_code = '',
		public readonly string $terminal = '',
		public readonly string $secret = '',
		public readonly string $version = Signature::V1,
		public readonly string $environment = self::TEST,
		public readonly string $custom_url = ''
	) {}

	/**
	 * The terminal of a card gateway's settings.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $settings Values of RedsysCard's fields.
	 */
	public static function from_settings( array $settings ): self {
		return new self(
			(string) ( $settings['merchant_code'] ?? '' ),
			ltrim( (string) ( $settings['terminal'] ?? '' ), '0' ),
			(string) ( $settings['secret_key'] ?? '' ),
			in_array( $settings['signature_version'] ?? '', Signature::VERSIONS, true ) ? (string) $settings['signature_version'] : Signature::V1,
			(string) ( $settings['environment'] ?? self::TEST ),
			(string) ( $settings['custom_url'] ?? '' )
		);
	}

	/**
	 * Whether everything needed to take payments is there.
	 *
	 * @since 0.6.0
	 */
	public function is_configured(): bool {
		return (bool) preg_match( '/^\d{9}$/', $this->merchant_code )
			&& (bool) preg_match( '/^\d{1,3}$/', $this->terminal )
			&& '' !== $this->secret
			&& '' !== $this->payment_page();
	}

	/**
	 * The bank's payment page the shopper's form is posted to ('' when none is set).
	 *
	 * @since 0.6.0
	 */
	public function payment_page(): string {
		$base = self::endpoint();
		if ( '' !== $base ) {
			return $base . self::PAGE_PATH;
		}
		return self::CUSTOM === $this->environment ? $this->custom_url : ( self::PAGES[ $this->environment ] ?? self::PAGES[ self::TEST ] );
	}

	/**
	 * The bank's REST address for operations without the shopper (refunds).
	 *
	 * @since 0.6.0
	 */
	public function rest_url(): string {
		$page = $this->payment_page();
		return '' === $page ? '' : (string) preg_replace( '#/sis/realizarPago/?$#', self::REST_PATH, $page );
	}

	/**
	 * The base URL of `RUEDA_REDSYS_ENDPOINT`, without its trailing slash ('' when unset).
	 *
	 * @since 0.6.0
	 */
	public static function endpoint(): string {
		return defined( 'RUEDA_REDSYS_ENDPOINT' ) && is_string( RUEDA_REDSYS_ENDPOINT ) ? rtrim( RUEDA_REDSYS_ENDPOINT, '/' ) : '';
	}
}
