/**
 * A price written the way the shop's currency settings say, for the preview
 * next to them (the server's Currency::format() does the same for shoppers).
 */
import type { CurrencyPosition } from './types';

export type PriceFormat = {
	symbol: string;
	minorUnit: number;
	decimalSeparator: string;
	thousandSeparator: string;
	position: CurrencyPosition;
};

/**
 * @param minor  Amount in minor units (cents).
 * @param format How to write it.
 */
export function formatPrice( minor: number, format: PriceFormat ): string {
	const decimals = Math.min(
		Math.max( Math.trunc( format.minorUnit ), 0 ),
		4
	);
	const fixed = ( Math.abs( minor ) / 10 ** decimals ).toFixed( decimals );
	const [ whole = '', fraction ] = fixed.split( '.' );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		format.thousandSeparator
	);
	const number = fraction
		? grouped + format.decimalSeparator + fraction
		: grouped;
	const affixes: Record< CurrencyPosition, [ string, string ] > = {
		left: [ format.symbol, '' ],
		left_space: [ format.symbol + ' ', '' ],
		right: [ '', format.symbol ],
		right_space: [ '', ' ' + format.symbol ],
	};
	const [ prefix, suffix ] = affixes[ format.position ] ?? [ '', '' ];
	return ( minor < 0 ? '-' : '' ) + prefix + number + suffix;
}
