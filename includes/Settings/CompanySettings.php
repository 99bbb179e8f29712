<?php
/**
 * The shop's legal identity: who issues its invoices.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Settings;

/**
 * The `rueda_company` option: company legal name (razón social), NIF/CIF, registered
 * address and, optionally, the mercantile registry line. Edited in wp-admin → Rueda →
 * Settings (rueda/v1/settings/company), printed on invoices and shown below the checkout's
 * summary and on the order confirmation once the first three are filled in.
 *
 * @since 0.3.0
 */
final class CompanySettings {

	public const OPTION = 'rueda_company';

	public const DEFAULTS = array(
		'legal_name'          => '',
		'tax_id'              => '',
		'registered_address'  => '',
		'mercantile_registry' => '',
	);

	/**
	 * The settings, defaults filled in.
	 *
	 * @since 0.3.0
	 *
	 * @return array{legal_name:string,tax_id:string,registered_address:string,mercantile_registry:string}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		$saved = is_array( $saved ) ? array_intersect_key( $saved, self::DEFAULTS ) : array();
		return array_map( 'strval', $saved + self::DEFAULTS );
	}

	/**
	 * Whether the identity is complete enough to show: name, NIF and address.
	 *
	 * @since 0.3.0
	 */
	public static function is_complete(): bool {
		$company = self::get();
		return '' !== $company['legal_name'] && '' !== $company['tax_id'] && '' !== $company['registered_address'];
	}

	/**
	 * The identity for the storefront's scripts, or null while incomplete.
	 *
	 * @since 0.3.0
	 *
	 * @return array{legalName:string,taxId:string,address:string,registry:string}|null
	 */
	public static function for_storefront(): ?array {
		if ( ! self::is_complete() ) {
			return null;
		}
		$company = self::get();
		return array(
			'legalName' => $company['legal_name'],
			'taxId'     => $company['tax_id'],
			'address'   => $company['registered_address'],
			'registry'  => $company['mercantile_registry'],
		);
	}
}
