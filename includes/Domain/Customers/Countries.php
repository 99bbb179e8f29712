<?php
/**
 * Countries and states for addresses.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

/**
 * ISO 3166-1 country codes with names from ICU (intl) in the site's language, and the
 * states of the countries whose addresses need one (Spain's provinces).
 *
 * @since 0.1.0
 */
final class Countries {

	private const CODES = 'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

	/** Spain's provinces by name (codes as used by the Store API). */
	private const ES_STATES = array(
		'C'  => 'A Coruña',
		'VI' => 'Araba/Álava',
		'AB' => 'Albacete',
		'A'  => 'Alicante',
		'AL' => 'Almería',
		'O'  => 'Asturias',
		'AV' => 'Ávila',
		'BA' => 'Badajoz',
		'PM' => 'Baleares',
		'B'  => 'Barcelona',
		'BU' => 'Burgos',
		'CC' => 'Cáceres',
		'CA' => 'Cádiz',
		'S'  => 'Cantabria',
		'CS' => 'Castellón',
		'CE' => 'Ceuta',
		'CR' => 'Ciudad Real',
		'CO' => 'Córdoba',
		'CU' => 'Cuenca',
		'GI' => 'Girona',
		'GR' => 'Granada',
		'GU' => 'Guadalajara',
		'SS' => 'Gipuzkoa',
		'H'  => 'Huelva',
		'HU' => 'Huesca',
		'J'  => 'Jaén',
		'LO' => 'La Rioja',
		'GC' => 'Las Palmas',
		'LE' => 'León',
		'L'  => 'Lleida',
		'LU' => 'Lugo',
		'M'  => 'Madrid',
		'MA' => 'Málaga',
		'ML' => 'Melilla',
		'MU' => 'Murcia',
		'NA' => 'Navarra',
		'OR' => 'Ourense',
		'P'  => 'Palencia',
		'PO' => 'Pontevedra',
		'SA' => 'Salamanca',
		'TF' => 'Santa Cruz de Tenerife',
		'SG' => 'Segovia',
		'SE' => 'Sevilla',
		'SO' => 'Soria',
		'T'  => 'Tarragona',
		'TE' => 'Teruel',
		'TO' => 'Toledo',
		'V'  => 'Valencia',
		'VA' => 'Valladolid',
		'BI' => 'Bizkaia',
		'ZA' => 'Zamora',
		'Z'  => 'Zaragoza',
	);

	/** The province of each Spanish postcode prefix, in prefix order: 01 Álava to 52 Melilla. */
	private const ES_POSTCODE_PROVINCES = array( 'VI', 'AB', 'A', 'AL', 'AV', 'BA', 'PM', 'B', 'BU', 'CC', 'CA', 'CS', 'CR', 'CO', 'C', 'CU', 'GI', 'GR', 'GU', 'SS', 'H', 'HU', 'J', 'LE', 'L', 'LO', 'LU', 'M', 'MA', 'MU', 'NA', 'OR', 'O', 'P', 'GC', 'PO', 'SA', 'TF', 'S', 'SG', 'SE', 'SO', 'T', 'TE', 'TO', 'V', 'VA', 'BI', 'ZA', 'Z', 'CE', 'ML' );

	/**
	 * Every country code.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function codes(): array {
		return explode( ' ', self::CODES );
	}

	/**
	 * Whether a code is a known country.
	 *
	 * @since 0.1.0
	 *
	 * @param string $code Country code.
	 */
	public static function exists( string $code ): bool {
		return 2 === strlen( $code ) && in_array( $code, self::codes(), true );
	}

	/**
	 * A country's name in the site's language.
	 *
	 * @since 0.1.0
	 *
	 * @param string $code Country code.
	 */
	public static function name( string $code ): string {
		$name = class_exists( \Locale::class ) ? \Locale::getDisplayRegion( '-' . $code, determine_locale() ) : '';
		return $name && $name !== $code ? $name : $code;
	}

	/**
	 * The states of a country, code => name; empty when addresses need none.
	 *
	 * @since 0.1.0
	 *
	 * @param string $code Country code.
	 * @return array<string,string>
	 */
	public static function states( string $code ): array {
		$states = 'ES' === $code ? self::ES_STATES : array();

		/**
		 * Filters the states of a country.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,string> $states State code => name.
		 * @param string               $code   Country code.
		 */
		return apply_filters( 'rueda_country_states', $states, $code );
	}

	/**
	 * The state a postcode belongs to, where the country's postcodes tell it (in Spain the
	 * first two digits name the province: 08001 is Barcelona); null otherwise.
	 *
	 * @since 0.1.0
	 *
	 * @param string $country  Country code.
	 * @param string $postcode Postcode, trimmed.
	 */
	public static function postcode_state( string $country, string $postcode ): ?string {
		if ( 'ES' !== $country || 1 !== preg_match( '/^(\d\d)\d{3}$/', $postcode, $digits ) ) {
			return null;
		}
		return self::ES_POSTCODE_PROVINCES[ (int) $digits[1] - 1 ] ?? null;
	}
}
