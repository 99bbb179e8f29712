/**
 * What the Reembolsar form refunds, computed as the server does
 * (Domain\Refunds\RefundAmounts): units of a line are valued cumulatively, so
 * refunding a line in parts adds up to its amount to the cent.
 */
import type { RefundLine } from './types';

/** The units the owner chose for a line, and whether they go back to stock. */
export type RefundChoice = { quantity: number; restock: boolean };

/**
 * round( amount × part / whole ), half away from zero.
 *
 * @param amount Amount in minor units.
 * @param part   Numerator.
 * @param whole  Denominator.
 */
function share( amount: number, part: number, whole: number ): number {
	const product = amount * part;
	const sign = product < 0 ? -1 : 1;
	return (
		sign * Math.floor( ( 2 * Math.abs( product ) + whole ) / ( 2 * whole ) )
	);
}

/**
 * What `units` more units of a line are worth, after `already` were refunded.
 *
 * @param amount   The line's amount (minor units, IVA included).
 * @param quantity The line's units.
 * @param already  Units refunded before.
 * @param units    Units refunded now.
 */
export function unitsValue(
	amount: number,
	quantity: number,
	already: number,
	units: number
): number {
	const whole = Math.max( 1, quantity );
	return (
		share( amount, already + units, whole ) -
		share( amount, already, whole )
	);
}

/**
 * Units of a line still refundable.
 *
 * @param line The line.
 */
export function unitsLeft( line: RefundLine ): number {
	return Math.max( 0, line.quantity - line.refunded );
}

/**
 * What the chosen units are worth together.
 *
 * @param lines   The order's lines.
 * @param choices Chosen units by line id.
 */
export function linesTotal(
	lines: RefundLine[],
	choices: Record< number, RefundChoice | undefined >
): number {
	return lines.reduce( ( sum, line ) => {
		const units = Math.min(
			Math.max( 0, Math.floor( choices[ line.id ]?.quantity ?? 0 ) ),
			unitsLeft( line )
		);
		return (
			sum + unitsValue( line.total, line.quantity, line.refunded, units )
		);
	}, 0 );
}
