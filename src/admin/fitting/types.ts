/**
 * The fitting bands as rueda/v1/settings/fitting sends and takes them, and
 * what the screen knows from the page (includes/Admin/FittingPage.php).
 */
import type { Amount, CurrencyFormat } from '../settings/types';

export const FITTING_SETTINGS_PATH = '/rueda/v1/settings/fitting';

/** A service of a band with its price per tyre (minor units, tax included). */
export type BandService = { id: number; price: Amount };

/**
 * A rim size in inches; null for an open end, or the text typed when it is
 * not a whole number (the server refuses it, naming the field).
 */
export type Rim = number | string | null;

/**
 * A band of rim sizes ('' id: new), for every tyre ('' category) or one
 * category.
 */
export type FittingBand = {
	id: string;
	name: string;
	category: string;
	rim_min: Rim;
	rim_max: Rim;
	services: BandService[];
};

export type FittingSettings = { bands: FittingBand[] };

/** A workshop service a band may list, with its catalogue price. */
export type ServiceOption = { id: number; name: string; price: number };

export type FittingPageData = {
	services: ServiceOption[];
	categories: Array< { slug: string; name: string } >;
	currency: CurrencyFormat;
};
