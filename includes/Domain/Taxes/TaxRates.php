<?php
/**
 * Finds the tax rate of a location.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Taxes;

/**
 * Matches a location against the rate rules (country, state, postcode with "*" wildcard
 * or "from...to" ranges, tax class); the first matching rule wins.
 *
 * @since 0.1.0
 */
final class TaxRates {

	/**
	 * Creates the matcher.
	 *
	 * @param array<int,array<string,mixed>>|null $rates Rules (the settings' by default).
	 */
	public function __construct( private ?array $rates = null ) {
		$this->rates ??= TaxSettings::get()['rates'];
	}

	/**
	 * The rule for a location and tax class, or null when untaxed.
	 *
	 * @since 0.1.0
	 *
	 * @param string $country  ISO country.
	 * @param string $state    State code.
	 * @param string $postcode Postcode.
	 * @param string $class    Tax class ('' standard).
	 * @return array{rate:float,name:string,id:int}|null
	 */
	public function find( string $country, string $state, string $postcode, string $class = '' ): ?array {
		foreach ( $this->rates as $id => $rule ) {
			if ( strtoupper( (string) $rule['country'] ) !== strtoupper( $country ) && '' !== (string) $rule['country'] ) {
				continue;
			}
			if ( '' !== (string) $rule['state'] && strtoupper( (string) $rule['state'] ) !== strtoupper( $state ) ) {
				continue;
			}
			if ( '' !== (string) $rule['postcode'] && ! self::postcode_matches( (string) $rule['postcode'], $postcode ) ) {
				continue;
			}
			if ( (string) ( $rule['class'] ?? '' ) !== $class ) {
				continue;
			}
			return array(
				'rate' => (float) $rule['rate'],
				'name' => (string) $rule['name'],
				'id'   => (int) $id + 1,
			);
		}
		return null;
	}

	/**
	 * Whether a postcode matches a pattern: exact, "35*" prefix, or "35000...35999" range.
	 *
	 * @since 0.1.0
	 *
	 * @param string $pattern  Pattern(s), comma separated.
	 * @param string $postcode Postcode.
	 */
	public static function postcode_matches( string $pattern, string $postcode ): bool {
		$postcode = strtoupper( str_replace( ' ', '', $postcode ) );
		foreach ( array_map( 'trim', explode( ',', strtoupper( $pattern ) ) ) as $rule ) {
			if ( str_contains( $rule, '...' ) ) {
				[ $from, $to ] = explode( '...', $rule, 2 );
				if ( ctype_digit( $postcode ) && (int) $postcode >= (int) $from && (int) $postcode <= (int) $to ) {
					return true;
				}
			} elseif ( str_ends_with( $rule, '*' ) ? str_starts_with( $postcode, rtrim( $rule, '*' ) ) : $rule === $postcode ) {
				return true;
			}
		}
		return false;
	}
}
