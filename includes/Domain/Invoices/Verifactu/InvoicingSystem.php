<?php
/**
 * Rueda as the invoicing system its records name.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\Invoices\TaxId;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\WriteOnceOption;

/**
 * The SistemaInformatico block of every record: Rueda's name, its two-letter id, the
 * version of the plugin's header and the installation number, a random id made once per
 * site and kept in the `rueda_invoicing_installation` option. Rueda is used only as a
 * VERI*FACTU system, by one taxpayer per site.
 *
 * @since 0.7.0
 */
final class InvoicingSystem {

	public const OPTION = 'rueda_invoicing_installation';

	/** NombreSistemaInformatico. */
	public const NAME = 'Rueda';

	/** IdSistemaInformatico (two characters). */
	public const ID = 'RU';

	/**
	 * The block's fields.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,string>
	 */
	public static function fields(): array {
		return array(
			'NombreSistemaInformatico'    => self::NAME,
			'IdSistemaInformatico'        => self::ID,
			'Version'                     => RUEDA_VERSION,
			'NumeroInstalacion'           => self::installation_number(),
			'TipoUsoPosibleSoloVerifactu' => 'S',
			'TipoUsoPosibleMultiOT'       => 'N',
			'IndicadorMultiplesOT'        => 'N',
		);
	}

	/**
	 * Who produces the system (NombreRazon and NIF of SistemaInformatico, and the
	 * declaración responsable's producer): by default the shop itself, as the taxpayer
	 * who installs and runs Rueda on its own site; a distributor who answers for Rueda
	 * sets its own through the filter.
	 *
	 * @since 0.7.0
	 *
	 * @return array{NombreRazon:string,NIF:string}
	 */
	public static function producer(): array {
		$company  = CompanySettings::get();
		$producer = array(
			'NombreRazon' => trim( (string) $company['legal_name'] ),
			'NIF'         => TaxId::normalize( (string) $company['tax_id'] ),
		);
		/**
		 * Filters the producer of the invoicing system named in every record's
		 * SistemaInformatico and in the declaración responsable.
		 *
		 * @since 0.7.0
		 *
		 * @param array{NombreRazon:string,NIF:string} $producer Name and NIF; the shop's by default.
		 */
		$filtered = apply_filters( 'rueda_invoicing_system_producer', $producer );
		if ( ! is_array( $filtered ) || ! is_string( $filtered['NombreRazon'] ?? null ) || ! is_string( $filtered['NIF'] ?? null ) ) {
			return $producer;
		}
		return array(
			'NombreRazon' => trim( $filtered['NombreRazon'] ),
			'NIF'         => TaxId::normalize( $filtered['NIF'] ),
		);
	}

	/**
	 * The site's installation number, made on first use (schema 13's migration).
	 *
	 * @since 0.7.0
	 */
	public static function installation_number(): string {
		return WriteOnceOption::value( self::OPTION, 'wp_generate_uuid4' );
	}
}
