/**
 * The one place the client turns Store API money (integer minor units, as a
 * string) into text, with the currency fields that come with every amount.
 */
import type { CurrencyInfo } from '../api';

/** The currency fields formatting needs; any money object of the API has them. */
export type PriceFormat = Pick<
	CurrencyInfo,
	| 'currency_minor_unit'
	| 'currency_decimal_separator'
	| 'currency_thousand_separator'
	| 'currency_prefix'
	| 'currency_suffix'
>;

/**
 * Groups the digits of a whole number in thousands.
 *
 * @param digits    Digits only, no sign.
 * @param separator Thousands separator.
 */
function groupThousands( digits: string, separator: string ): string {
	return digits.replace( /\B(?=(\d{3})+(?!\d))/g, separator );
}

/**
 * Formats an amount in minor units, e.g. "128990" → "1.289,90 €".
 *
 * Works on the digits, not on floats, so large amounts never lose cents.
 * Anything that is not an integer reads as 0.
 *
 * @param minorUnits Amount in minor units ("8256" or 8256).
 * @param format     Currency fields of the response the amount came in.
 */
export function formatPrice(
	minorUnits: string | number | null | undefined,
	format: PriceFormat
): string {
	const text = String( minorUnits ?? '' ).trim();
	const isInteger = /^-?\d+$/.test( text );
	const negative =
		isInteger && text.startsWith( '-' ) && /[1-9]/.test( text );
	const unit = Math.max( 0, Math.trunc( format.currency_minor_unit ) );
	const digits = ( isInteger ? text.replace( '-', '' ) : '0' )
		.replace( /^0+(?=\d)/, '' )
		.padStart( unit + 1, '0' );

	const whole = digits.slice( 0, digits.length - unit );
	const fraction = unit ? digits.slice( -unit ) : '';
	const number =
		groupThousands( whole, format.currency_thousand_separator ) +
		( fraction ? format.currency_decimal_separator + fraction : '' );

	return (
		( negative ? '-' : '' ) +
		format.currency_prefix +
		number +
		format.currency_suffix
	);
}

/**
 * Adds amounts in minor units (subtotal plus its tax, and the like).
 *
 * @param amounts Amounts as the API sends them; null counts as 0.
 */
export function addAmounts(
	...amounts: Array< string | number | null | undefined >
): number {
	return amounts.reduce< number >( ( sum, amount ) => {
		const value = Number.parseInt( String( amount ?? '0' ), 10 );
		return sum + ( Number.isFinite( value ) ? value : 0 );
	}, 0 );
}
