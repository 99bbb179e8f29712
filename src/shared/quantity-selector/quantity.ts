/**
 * Quantity rules of the spec (section 5): whole numbers between a minimum and
 * a maximum, in multiples of a step; defaults 1, 99 and 1.
 */
import type { QuantityLimits } from '../api';

export const DEFAULT_QUANTITY_LIMITS: Readonly< QuantityLimits > =
	Object.freeze( {
		minimum: 1,
		maximum: 99,
		multiple_of: 1,
		editable: true,
	} );

/** Typed changes apply this long after the shopper stops typing. */
export const QUANTITY_TYPING_DEBOUNCE_MS = 600;

function positiveInteger( value: unknown, fallback: number ): number {
	return typeof value === 'number' && Number.isFinite( value ) && value > 0
		? Math.floor( value )
		: fallback;
}

/**
 * Limits with the defaults filled in for whatever is absent or unusable.
 *
 * @param limits Limits as the API sent them, if any.
 */
export function getQuantityLimits(
	limits?: Partial< QuantityLimits > | null
): QuantityLimits {
	const minimum = positiveInteger(
		limits?.minimum,
		DEFAULT_QUANTITY_LIMITS.minimum
	);
	return {
		minimum,
		maximum: Math.max(
			minimum,
			positiveInteger( limits?.maximum, DEFAULT_QUANTITY_LIMITS.maximum )
		),
		multiple_of: positiveInteger(
			limits?.multiple_of,
			DEFAULT_QUANTITY_LIMITS.multiple_of
		),
		editable: limits?.editable ?? DEFAULT_QUANTITY_LIMITS.editable,
	};
}

/**
 * The lowest and highest quantities allowed: the limits, moved inwards to the
 * nearest multiples of the step.
 *
 * @param limits Complete limits.
 */
export function getQuantityBounds( limits: QuantityLimits ): {
	low: number;
	high: number;
} {
	const step = limits.multiple_of;
	const low = Math.ceil( limits.minimum / step ) * step;
	const high = Math.max( low, Math.floor( limits.maximum / step ) * step );
	return { low, high };
}

/**
 * Clamps a quantity to the limits, down to a multiple of the step.
 *
 * @param value  Wanted quantity.
 * @param limits Complete limits.
 */
export function normalizeQuantity(
	value: number,
	limits: QuantityLimits
): number {
	const { low, high } = getQuantityBounds( limits );
	const step = limits.multiple_of;
	const snapped = Math.floor( value / step ) * step;
	return Math.min( high, Math.max( low, snapped ) );
}

/**
 * What typed text means: a valid quantity, or the current one when the text
 * is not a number.
 *
 * @param text    What the shopper typed.
 * @param current The quantity before typing.
 * @param limits  Complete limits.
 */
export function parseQuantity(
	text: string,
	current: number,
	limits: QuantityLimits
): number {
	const trimmed = text.trim();
	const value = Number( trimmed );
	if ( trimmed === '' || ! Number.isFinite( value ) ) {
		return current;
	}
	return normalizeQuantity( value, limits );
}
