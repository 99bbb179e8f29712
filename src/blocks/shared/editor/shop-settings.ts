/**
 * The shop's settings the editor previews are drawn from, printed by the
 * server as `window.ruedaEditorSettings` (includes/Blocks/EditorSettings.php).
 * Read and checked; anything missing falls back to a Spanish shop's defaults
 * (euros, IVA 21 % included in prices).
 */
import { isRecord, type CurrencyInfo } from '@rueda/shared/api';
import type { TaxDisplaySettings } from '@rueda/shared/settings/shop-settings';

export type EditorShopAddress = {
	name: string;
	address_1: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
};

export type EditorPickupLocation = {
	index: number;
	name: string;
	address: string;
	/** Opening hours, one line a row (from the location's schedule). */
	hours?: string;
	/** The owner's directions ("How to get there"). */
	details: string;
	/** Cents, with tax. */
	cost: number;
};

export type EditorShippingMethod = {
	instance_id: number;
	title: string;
	/** Cents, with tax. */
	cost: number;
	delivery_time: string;
};

export type EditorShopSettings = {
	currency: CurrencyInfo;
	taxes: TaxDisplaySettings & { pricesIncludeTax: boolean };
	/** The standard rate at the shop's address, e.g. { name: 'IVA', rate: 21 }. */
	taxRate: { name: string; rate: number };
	address: EditorShopAddress;
	/** Country names by code. */
	countries: Record< string, string >;
	/** Province names by country and code. */
	states: Record< string, Record< string, string > >;
	pickupLocations: EditorPickupLocation[];
	shippingMethods: EditorShippingMethod[];
};

export const DEFAULT_EDITOR_SETTINGS: EditorShopSettings = {
	currency: {
		currency_code: 'EUR',
		currency_symbol: '€',
		currency_minor_unit: 2,
		currency_decimal_separator: ',',
		currency_thousand_separator: '.',
		currency_prefix: '',
		currency_suffix: ' €',
	},
	taxes: {
		enabled: true,
		displayCartPricesIncludingTax: true,
		itemized: false,
		pricesIncludeTax: true,
	},
	taxRate: { name: 'IVA', rate: 21 },
	address: {
		name: '',
		address_1: '',
		city: '',
		state: '',
		postcode: '',
		country: 'ES',
	},
	countries: {},
	states: {},
	pickupLocations: [],
	shippingMethods: [],
};

function isStringRecord( value: unknown ): value is Record< string, string > {
	return (
		isRecord( value ) &&
		Object.values( value ).every( ( entry ) => typeof entry === 'string' )
	);
}

function readCurrency( value: unknown ): CurrencyInfo | null {
	if (
		! isRecord( value ) ||
		typeof value.currency_minor_unit !== 'number'
	) {
		return null;
	}
	const keys = [
		'currency_code',
		'currency_symbol',
		'currency_decimal_separator',
		'currency_thousand_separator',
		'currency_prefix',
		'currency_suffix',
	] as const;
	if ( ! keys.every( ( key ) => typeof value[ key ] === 'string' ) ) {
		return null;
	}
	return value as CurrencyInfo;
}

function readTaxes( value: unknown ): EditorShopSettings[ 'taxes' ] | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const keys = [
		'enabled',
		'displayCartPricesIncludingTax',
		'itemized',
		'pricesIncludeTax',
	] as const;
	return keys.every( ( key ) => typeof value[ key ] === 'boolean' )
		? ( value as EditorShopSettings[ 'taxes' ] )
		: null;
}

function readList< T >(
	value: unknown,
	guard: ( entry: Record< string, unknown > ) => boolean
): T[] {
	return Array.isArray( value )
		? ( value.filter(
				( entry ) => isRecord( entry ) && guard( entry )
			) as T[] )
		: [];
}

/**
 * Checks a settings object, keeping the defaults for what is unusable.
 *
 * @param value The printed settings.
 */
export function readEditorSettings( value: unknown ): EditorShopSettings {
	const defaults = DEFAULT_EDITOR_SETTINGS;
	if ( ! isRecord( value ) ) {
		return defaults;
	}
	const rate = value.taxRate;
	const address = value.address;
	const states = isRecord( value.states ) ? value.states : {};
	return {
		currency: readCurrency( value.currency ) ?? defaults.currency,
		taxes: readTaxes( value.taxes ) ?? defaults.taxes,
		taxRate:
			isRecord( rate ) &&
			typeof rate.name === 'string' &&
			typeof rate.rate === 'number'
				? { name: rate.name, rate: rate.rate }
				: defaults.taxRate,
		address: isStringRecord( address )
			? { ...defaults.address, ...address }
			: defaults.address,
		countries: isStringRecord( value.countries ) ? value.countries : {},
		states: Object.fromEntries(
			Object.entries( states ).filter( ( [ , names ] ) =>
				isStringRecord( names )
			)
		) as Record< string, Record< string, string > >,
		pickupLocations: readList< EditorPickupLocation >(
			value.pickupLocations,
			( entry ) =>
				typeof entry.index === 'number' &&
				typeof entry.name === 'string' &&
				typeof entry.cost === 'number'
		),
		shippingMethods: readList< EditorShippingMethod >(
			value.shippingMethods,
			( entry ) =>
				typeof entry.instance_id === 'number' &&
				typeof entry.title === 'string' &&
				typeof entry.cost === 'number'
		),
	};
}

declare global {
	interface Window {
		ruedaEditorSettings?: unknown;
	}
}

let cached: EditorShopSettings | null = null;

/**
 * The shop's settings in the editor (read once).
 */
export function getEditorSettings(): EditorShopSettings {
	cached ??= readEditorSettings(
		typeof window === 'undefined' ? undefined : window.ruedaEditorSettings
	);
	return cached;
}
