/**
 * The settings the server prints on pages with Rueda blocks, in
 * `<script type="application/json" id="rueda-shop-settings">` (see
 * includes/Blocks/ShopSettings.php). Read and checked, never trusted blindly.
 */
import { isRecord, type CurrencyInfo, type PreloadedResponse } from '../api';

export const SETTINGS_ELEMENT_ID = 'rueda-shop-settings';

export const PAGE_LINK_KEYS = [
	'shop',
	'cart',
	'checkout',
	'privacy',
	'terms',
	'myaccount',
] as const;

export type PageLinkKey = ( typeof PAGE_LINK_KEYS )[ number ];

export type TaxDisplaySettings = {
	/** Whether taxes apply at all (the footer's tax line). */
	enabled: boolean;
	/** Line prices, subtotals and discounts shown with tax. */
	displayCartPricesIncludingTax: boolean;
	/** One row per tax rate instead of a single taxes row. */
	itemized: boolean;
};

export type ShopSettings = {
	/** REST root URL. */
	root: string;
	/** Store API nonce. */
	nonce: string;
	nonceTimestamp?: number;
	/** Responses the server already computed, keyed by path. */
	preloaded: Record< string, PreloadedResponse >;
	currency: CurrencyInfo;
	/** Store page URLs; '' when a page is not set (my account falls back to login). */
	links: Record< PageLinkKey, string >;
	taxes: TaxDisplaySettings;
	/** Administrators see the detail of block errors. */
	showErrorDetails: boolean;
	/**
	 * The page is one any guest may get from a page cache: its cart is the
	 * empty one of a guest without a cart, not necessarily this browser's.
	 */
	sharedPage: boolean;
	/**
	 * The checkout's data (countries, accounts, payment methods), only on pages
	 * with the checkout block; the checkout modules check what they read.
	 */
	checkout?: unknown;
};

const CURRENCY_STRING_KEYS = [
	'currency_code',
	'currency_symbol',
	'currency_decimal_separator',
	'currency_thousand_separator',
	'currency_prefix',
	'currency_suffix',
] as const;

function isCurrencyInfo( value: unknown ): value is CurrencyInfo {
	return (
		isRecord( value ) &&
		typeof value.currency_minor_unit === 'number' &&
		CURRENCY_STRING_KEYS.every(
			( key ) => typeof value[ key ] === 'string'
		)
	);
}

function isPreloadedResponse( value: unknown ): value is PreloadedResponse {
	return (
		isRecord( value ) &&
		'body' in value &&
		( value.headers === undefined || isRecord( value.headers ) )
	);
}

/**
 * The preloaded responses of the right shape; others are dropped (their
 * requests then simply go to the server).
 *
 * @param value Preloaded responses by path.
 */
function readPreloaded( value: unknown ): Record< string, PreloadedResponse > {
	const preloaded: Record< string, PreloadedResponse > = {};
	for ( const [ path, entry ] of Object.entries(
		isRecord( value ) ? value : {}
	) ) {
		if ( isPreloadedResponse( entry ) ) {
			preloaded[ path ] = entry;
		}
	}
	return preloaded;
}

function isLinks( value: unknown ): value is Record< PageLinkKey, string > {
	return (
		isRecord( value ) &&
		PAGE_LINK_KEYS.every( ( key ) => typeof value[ key ] === 'string' )
	);
}

function readTaxes( value: unknown ): TaxDisplaySettings | null {
	if (
		! isRecord( value ) ||
		typeof value.enabled !== 'boolean' ||
		typeof value.displayCartPricesIncludingTax !== 'boolean' ||
		typeof value.itemized !== 'boolean'
	) {
		return null;
	}
	return {
		enabled: value.enabled,
		displayCartPricesIncludingTax: value.displayCartPricesIncludingTax,
		itemized: value.itemized,
	};
}

/**
 * Checks the settings object; null when anything the blocks need is missing.
 *
 * @param value Parsed JSON.
 */
export function parseShopSettings( value: unknown ): ShopSettings | null {
	if (
		! isRecord( value ) ||
		typeof value.root !== 'string' ||
		typeof value.nonce !== 'string' ||
		! isCurrencyInfo( value.currency )
	) {
		return null;
	}
	const { links } = value;
	const taxes = readTaxes( value.taxes );
	if ( ! isLinks( links ) || ! taxes ) {
		return null;
	}
	return {
		root: value.root,
		nonce: value.nonce,
		nonceTimestamp:
			typeof value.nonceTimestamp === 'number'
				? value.nonceTimestamp
				: undefined,
		preloaded: readPreloaded( value.preloaded ),
		currency: value.currency,
		links,
		taxes,
		showErrorDetails: value.showErrorDetails === true,
		sharedPage: value.sharedPage === true,
		checkout: isRecord( value.checkout ) ? value.checkout : undefined,
	};
}

/**
 * Whether the page's settings let the viewer see error details, read alone for
 * code below the runtime (which keeps the started shop's settings): the rest
 * of the settings is not checked. False without settings.
 *
 * @param doc The page.
 */
export function showsErrorDetails( doc: Document ): boolean {
	try {
		const value: unknown = JSON.parse(
			doc.getElementById( SETTINGS_ELEMENT_ID )?.textContent ?? ''
		);
		return isRecord( value ) && value.showErrorDetails === true;
	} catch {
		return false;
	}
}

/**
 * Reads the settings element of the page.
 *
 * @param doc The page.
 */
export function readShopSettings( doc: Document ): ShopSettings | null {
	const element = doc.getElementById( SETTINGS_ELEMENT_ID );
	try {
		return parseShopSettings( JSON.parse( element?.textContent ?? '' ) );
	} catch {
		return null;
	}
}
