/**
 * Amounts as the shop owner types them ("9,95") <-> minor units (995), in the
 * shop's currency format.
 */
import type { Amount, CurrencyFormat } from './types';

export const DEFAULT_CURRENCY: CurrencyFormat = {
	minorUnit: 2,
	decimalSeparator: ',',
	thousandSeparator: '.',
	prefix: '',
	suffix: ' €',
};

/**
 * @param amount   Minor units, or text that was not an amount.
 * @param currency Format.
 */
export function formatAmount( amount: Amount, currency: CurrencyFormat ) {
	if ( typeof amount === 'string' ) {
		return amount;
	}
	return ( amount / 10 ** currency.minorUnit )
		.toFixed( currency.minorUnit )
		.replace( '.', currency.decimalSeparator );
}

/**
 * Minor units of a typed amount; the text itself when it is not one (so the
 * server names the field).
 *
 * @param text     As typed: "9,95", "1.250", "9.95 €".
 * @param currency Format.
 */
export function parseAmount( text: string, currency: CurrencyFormat ): Amount {
	let plain = text
		.replace( currency.prefix.trim() || /^$/, '' )
		.replace( currency.suffix.trim() || /^$/, '' )
		.replace( /\s/g, '' );
	if ( currency.decimalSeparator !== '.' ) {
		plain = plain
			.split( currency.thousandSeparator )
			.join( '' )
			.replace( currency.decimalSeparator, '.' );
	} else if ( currency.thousandSeparator ) {
		plain = plain.split( currency.thousandSeparator ).join( '' );
	}
	const pattern = new RegExp(
		`^\\d+(\\.\\d{0,${ Math.max( currency.minorUnit, 0 ) }})?$`
	);
	if ( ! pattern.test( plain ) ) {
		return text;
	}
	return Math.round( Number( plain ) * 10 ** currency.minorUnit );
}
