/**
 * Block attributes arrive as data-* strings written by render.php. They are
 * parsed and checked here; anything unusable falls back to the default.
 */
import { decodeEntities } from '@wordpress/html-entities';

import { isRecord } from '@rueda/shared/api/guards';

export function readBoolean(
	value: string | undefined,
	fallback: boolean
): boolean {
	if ( value === 'true' ) {
		return true;
	}
	return value === 'false' ? false : fallback;
}

/**
 * A text the shop owner wrote, or the default when there is none. Texts edited
 * in place are stored as HTML: entities are decoded, tags dropped.
 *
 * @param value    Attribute value.
 * @param fallback Default (translated) text.
 */
export function readText(
	value: string | undefined,
	fallback: string
): string {
	const text = decodeEntities(
		( value ?? '' ).replace( /<[^>]*>/g, '' )
	).trim();
	return text === '' ? fallback : text;
}

/**
 * A whole number within bounds.
 *
 * @param value      Attribute value.
 * @param fallback   Default.
 * @param bounds     Inclusive limits.
 * @param bounds.min
 * @param bounds.max
 */
export function readInteger(
	value: string | undefined,
	fallback: number,
	{ min, max }: { min: number; max: number }
): number {
	const number = Number( value );
	return value !== undefined &&
		value.trim() !== '' &&
		Number.isInteger( number ) &&
		number >= min &&
		number <= max
		? number
		: fallback;
}

/**
 * JSON that passes a guard.
 *
 * @param value    Attribute value.
 * @param guard    Checks the parsed value.
 * @param fallback Default.
 */
export function readJson< T >(
	value: string | undefined,
	guard: ( parsed: unknown ) => parsed is T,
	fallback: T
): T {
	try {
		const parsed: unknown = JSON.parse( value ?? '' );
		return guard( parsed ) ? parsed : fallback;
	} catch {
		return fallback;
	}
}

export function isStringRecord(
	value: unknown
): value is Record< string, string > {
	return (
		isRecord( value ) &&
		Object.values( value ).every( ( entry ) => typeof entry === 'string' )
	);
}

export function isNestedStringRecord(
	value: unknown
): value is Record< string, Record< string, string > > {
	return isRecord( value ) && Object.values( value ).every( isStringRecord );
}
