/**
 * A tyre's size and indexes as shoppers read them.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { TyreSummary } from '../api';

/**
 * "205/55 R16 91V": the size with the load index and speed rating when known.
 *
 * @param tyre The tyre.
 */
export function getTyreSizeText(
	tyre: Pick< TyreSummary, 'size' | 'load_index' | 'speed_rating' >
): string {
	const indexes = `${ tyre.load_index ?? '' }${ tyre.speed_rating ?? '' }`;
	return indexes ? `${ tyre.size } ${ indexes }` : tyre.size;
}

/**
 * What the load index and speed rating mean, or '' when either is unknown.
 *
 * @param tyre The tyre.
 */
export function getTyreIndexesText(
	tyre: Pick<
		TyreSummary,
		'load_index' | 'load_index_kg' | 'speed_rating' | 'speed_rating_kmh'
	>
): string {
	if (
		tyre.load_index === null ||
		tyre.load_index_kg === null ||
		! tyre.speed_rating ||
		tyre.speed_rating_kmh === null
	) {
		return '';
	}
	return sprintf(
		/* translators: 1: load index, 2: maximum load in kg, 3: speed rating letter, 4: maximum speed in km/h. */
		__(
			'Load index %1$d (up to %2$d kg per tyre), speed rating %3$s (up to %4$d km/h)',
			'rueda'
		),
		tyre.load_index,
		tyre.load_index_kg,
		tyre.speed_rating,
		tyre.speed_rating_kmh
	);
}
