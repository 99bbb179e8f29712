/**
 * A wire-shaped tyre for tests.
 */
import type { EuLabelData, TyreSummary } from '../../api';

export function euLabel( overrides: Partial< EuLabelData > = {} ): EuLabelData {
	return {
		fuel_class: 'B',
		wet_grip_class: 'A',
		noise_db: 71,
		noise_class: 'B',
		snow: false,
		ice: false,
		eprel_url: 'https://eprel.ec.europa.eu/screen/product/tyres/412345',
		...overrides,
	};
}

export function tyreSummary(
	overrides: Partial< TyreSummary > = {}
): TyreSummary {
	return {
		size: '205/55 R16',
		width: 205,
		profile: 55,
		rim: 16,
		load_index: 91,
		load_index_kg: 615,
		speed_rating: 'V',
		speed_rating_kmh: 240,
		brand: 'Michelin',
		model: 'Primacy 4',
		season: { slug: 'verano', name: 'Verano' },
		xl: false,
		runflat: false,
		eu_label: euLabel(),
		ecovalor: null,
		...overrides,
	};
}
