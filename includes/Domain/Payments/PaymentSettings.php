<?php
/**
 * The shop owner's payment settings.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Reads `rueda_payments`: the order gateways are offered in (`order`, ids) and, per gateway
 * id, whether it is offered, the title and description shoppers see ('' keeps the
 * gateway's own, translated) and the values of its ConfigurableGateway fields. A gateway
 * nobody has configured yet is offered, as it was before settings existed, unless it is
 * an OptInGateway (enabled()).
 * `allow_test_gateways`: the owner's knowing choice to offer test gateways on a site that
 * is not one for developing (TestPayments).
 *
 * @since 0.1.0
 */
final class PaymentSettings {

	public const OPTION = 'rueda_payments';

	/**
	 * All settings.
	 *
	 * @since 0.1.0
	 *
	 * @return array{order:list<string>,gateways:array<string,array{enabled:bool,title:string,description:string,settings:array<string,mixed>}>,allow_test_gateways:bool}
	 */
	public static function get(): array {
		$saved    = get_option( self::OPTION, array() );
		$saved    = is_array( $saved ) ? $saved : array();
		$gateways = array();
		foreach ( (array) ( $saved['gateways'] ?? array() ) as $id => $gateway ) {
			$gateways[ (string) $id ] = self::entry( is_array( $gateway ) ? $gateway : array() );
		}
		return array(
			'order'               => array_values( array_map( 'strval', (array) ( $saved['order'] ?? array() ) ) ),
			'gateways'            => $gateways,
			'allow_test_gateways' => true === ( $saved['allow_test_gateways'] ?? false ),
		);
	}

	/**
	 * One gateway's settings, defaults filled in.
	 *
	 * @since 0.1.0
	 *
	 * @param string $id Gateway id.
	 * @return array{enabled:bool,title:string,description:string,settings:array<string,mixed>}
	 */
	public static function gateway( string $id ): array {
		return self::get()['gateways'][ $id ] ?? self::entry( array() );
	}

	/**
	 * Whether the owner offers a gateway: as saved, else on, except an OptInGateway.
	 *
	 * @since 0.6.0
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	public static function enabled( PaymentGateway $gateway ): bool {
		$saved = self::get()['gateways'][ $gateway->id() ] ?? null;
		return null !== $saved ? $saved['enabled'] : ! $gateway instanceof OptInGateway;
	}

	/**
	 * A configurable gateway's values: every declared field, saved value or default.
	 *
	 * @since 0.1.0
	 *
	 * @param ConfigurableGateway $gateway Gateway.
	 * @return array<string,mixed>
	 */
	public static function values( ConfigurableGateway $gateway ): array {
		$defaults = GatewaySettingsFields::defaults( GatewaySettingsFields::of( $gateway ) );
		return array_intersect_key( self::gateway( $gateway->id() )['settings'], $defaults ) + $defaults;
	}

	/**
	 * Stores all settings.
	 *
	 * @since 0.1.0
	 *
	 * @param array{order:list<string>,gateways:array<string,array<string,mixed>>,allow_test_gateways?:bool} $settings Settings.
	 */
	public static function save( array $settings ): void {
		update_option( self::OPTION, $settings );
	}

	/**
	 * A saved gateway entry with every key set.
	 *
	 * @param array<string,mixed> $entry Saved entry.
	 * @return array{enabled:bool,title:string,description:string,settings:array<string,mixed>}
	 */
	private static function entry( array $entry ): array {
		return array(
			'enabled'     => (bool) ( $entry['enabled'] ?? true ),
			'title'       => (string) ( $entry['title'] ?? '' ),
			'description' => (string) ( $entry['description'] ?? '' ),
			'settings'    => (array) ( $entry['settings'] ?? array() ),
		);
	}
}
