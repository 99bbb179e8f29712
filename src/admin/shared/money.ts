/**
 * Amounts as the shop owner types them ("9,95", "1.250,50", "9.95 €") and as
 * the server keeps them: integer minor units (995).
 */

/** How the shop writes amounts; only minorUnit and decimalSeparator are required. */
export type AmountFormat = {
	minorUnit: number;
	decimalSeparator: string;
	thousandSeparator?: string;
	prefix?: string;
	suffix?: string;
};

const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * Minor units as the owner types them, without symbol or grouping: 8995 → "89,95".
 *
 * @param minor  Amount in minor units, or null for none.
 * @param format The shop's format.
 */
export function formatAmount( minor: number | null, format: AmountFormat ) {
	if ( minor === null ) {
		return '';
	}
	return ( minor / 10 ** format.minorUnit )
		.toFixed( format.minorUnit )
		.replace( '.', format.decimalSeparator );
}

/**
 * The minor units of a typed amount: null when nothing was typed, undefined
 * when it is not an amount. The currency symbol and spaces are ignored. A
 * separator that groups thousands ("1.250" in Spanish) counts as grouping only
 * when every group after it has three digits; any other comma or point is the
 * decimal one, so "9.95" is 9,95 € and never 995 €.
 *
 * @param text   What the owner typed.
 * @param format The shop's format.
 */
export function parseAmount(
	text: string,
	format: AmountFormat
): number | null | undefined {
	let plain = text;
	for ( const affix of [ format.prefix, format.suffix ] ) {
		if ( affix?.trim() ) {
			plain = plain.replace( affix.trim(), '' );
		}
	}
	plain = plain.replace( /\s/g, '' );
	if ( plain === '' ) {
		return null;
	}
	const decimals = `\\d{0,${ Math.max( format.minorUnit, 0 ) }}`;
	const thousands = format.thousandSeparator?.trim();
	let number: string | undefined;
	if (
		thousands &&
		new RegExp(
			`^\\d{1,3}(${ escape( thousands ) }\\d{3})+(${ escape(
				format.decimalSeparator
			) }${ decimals })?$`
		).test( plain )
	) {
		number = plain
			.split( thousands )
			.join( '' )
			.replace( format.decimalSeparator, '.' );
	} else if ( new RegExp( `^\\d+([.,]${ decimals })?$` ).test( plain ) ) {
		number = plain.replace( ',', '.' );
	}
	if ( number === undefined ) {
		return undefined;
	}
	const [ whole, fraction = '' ] = number.split( '.' );
	return Number( whole + fraction.padEnd( format.minorUnit, '0' ) );
}
