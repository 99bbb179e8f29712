<?php
/**
 * Where payment methods that take no money may be used.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * A test gateway places "paid" orders (stock taken, an invoice number) for nothing, so on
 * a live shop anyone could take tyres without paying. They exist only where WordPress's
 * environment type is `local` or `development` (the demo and the test sites), or where
 * the shop owner has turned them on in Ajustes › Pagos knowing that (wp-admin then
 * warns on every screen). A host's site is `production` unless it says otherwise.
 *
 * @since 0.4.0
 */
final class TestPayments {

	/** The code of a checkout refused for asking for a test gateway where they are off. */
	public const REFUSED = 'rueda_test_payments_disabled';

	/** Environment types where test gateways are on without asking. */
	private const DEVELOPMENT = array( 'local', 'development' );

	/**
	 * Whether this site is one for developing: test gateways are on without asking.
	 *
	 * @since 0.4.0
	 */
	public static function by_environment(): bool {
		/**
		 * Filters whether this site is one for developing, where test gateways are on
		 * without the owner's choice (a host's staging site may say yes).
		 *
		 * @since 0.4.0
		 *
		 * @param bool   $development True for the environment types local and development.
		 * @param string $environment wp_get_environment_type().
		 */
		return (bool) apply_filters( 'rueda_development_site', self::is_development( wp_get_environment_type() ), wp_get_environment_type() );
	}

	/**
	 * Whether an environment type is one for developing.
	 *
	 * @since 0.4.0
	 *
	 * @param string $environment An environment type (wp_get_environment_type()).
	 */
	public static function is_development( string $environment ): bool {
		return in_array( $environment, self::DEVELOPMENT, true );
	}

	/**
	 * Whether test gateways may be offered and used here.
	 *
	 * @since 0.4.0
	 */
	public static function allowed(): bool {
		return self::by_environment() || PaymentSettings::get()['allow_test_gateways'];
	}

	/**
	 * Whether the owner's choice alone lets test gateways take orders here: wp-admin warns.
	 *
	 * @since 0.4.0
	 */
	public static function opted_in_outside_development(): bool {
		return ! self::by_environment() && PaymentSettings::get()['allow_test_gateways'];
	}

	/**
	 * Whether this gateway is one that must not be used here.
	 *
	 * @since 0.4.0
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	public static function refuses( PaymentGateway $gateway ): bool {
		return $gateway instanceof TestGateway && ! self::allowed();
	}
}
