<?php
/**
 * ISO 3166-1 numeric country codes, as EMV 3DS writes them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

/**
 * The numeric codes of the countries a Spanish tyre shop delivers to and bills in (the
 * European Union, its neighbours and the usual others); an address elsewhere goes to the
 * bank without a country, which EMV 3DS allows.
 *
 * @since 0.6.0
 */
final class Countries {

	private const NUMERIC = array(
		'AD' => '020',
		'AT' => '040',
		'BE' => '056',
		'BG' => '100',
		'CH' => '756',
		'CY' => '196',
		'CZ' => '203',
		'DE' => '276',
		'DK' => '208',
		'EE' => '233',
		'ES' => '724',
		'FI' => '246',
		'FR' => '250',
		'GB' => '826',
		'GI' => '292',
		'GR' => '300',
		'HR' => '191',
		'HU' => '348',
		'IE' => '372',
		'IT' => '380',
		'LT' => '440',
		'LU' => '442',
		'LV' => '428',
		'MA' => '504',
		'MC' => '492',
		'MT' => '470',
		'NL' => '528',
		'NO' => '578',
		'PL' => '616',
		'PT' => '620',
		'RO' => '642',
		'SE' => '752',
		'SI' => '705',
		'SK' => '703',
		'US' => '840',
	);

	/**
	 * The numeric code of an alpha-2 code ('' when not in the list).
	 *
	 * @since 0.6.0
	 *
	 * @param string $alpha2 ISO 3166-1 alpha-2.
	 */
	public static function numeric( string $alpha2 ): string {
		return self::NUMERIC[ strtoupper( $alpha2 ) ] ?? '';
	}
}
