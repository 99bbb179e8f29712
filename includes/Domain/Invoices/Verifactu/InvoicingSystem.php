<?php
/**
 * Rueda as the invoicing system its records name.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

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
	 * The site's installation number, made on first use (schema 13's migration).
	 *
	 * @since 0.7.0
	 */
	public static function installation_number(): string {
		return WriteOnceOption::value( self::OPTION, 'wp_generate_uuid4' );
	}
}
