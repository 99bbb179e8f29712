/**
 * Prices travel in minor units (cents); the owner types them as decimals
 * ("89,95" or "89.95").
 */

/**
 * The minor units of a typed amount; null when it is empty, undefined when it
 * is not an amount.
 * @param text      What the owner typed.
 * @param minorUnit Decimal places of the currency.
 */
export function parseAmount(
	text: string,
	minorUnit: number
): number | null | undefined {
	const normalized = text.trim().replace( ',', '.' );
	if ( normalized === '' ) {
		return null;
	}
	if (
		! new RegExp( `^\\d+(\\.\\d{0,${ minorUnit }})?$` ).test( normalized )
	) {
		return undefined;
	}
	const [ whole, fraction = '' ] = normalized.split( '.' );
	return Number( whole + fraction.padEnd( minorUnit, '0' ) );
}

/**
 * Minor units as the owner types them, e.g. 8995 → "89,95".
 * @param minor     Amount in minor units, or null.
 * @param minorUnit Decimal places.
 * @param separator Decimal separator.
 */
export function formatAmount(
	minor: number | null,
	minorUnit: number,
	separator: string
): string {
	if ( minor === null ) {
		return '';
	}
	const text = ( minor / 10 ** minorUnit ).toFixed( minorUnit );
	return separator === '.' ? text : text.replace( '.', separator );
}
