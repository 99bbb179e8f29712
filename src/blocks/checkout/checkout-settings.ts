/**
 * The checkout's part of the shop settings (`checkout` in
 * #rueda-shop-settings, includes/Blocks/CheckoutData.php): guests, accounts,
 * countries, payment methods, page links and the legal texts' settings.
 * Read and checked key by key; anything missing or malformed falls back to a
 * default, so the checkout still works with partial settings.
 */
import { getShopSettings } from '@rueda/runtime';

import { isRecord } from '@rueda/shared/api/guards';
import {
	isNestedStringRecord,
	isStringRecord,
} from '@rueda/blocks/shared/frontend/attributes';

export type SavedPaymentMethod = {
	tokenId: string;
	method: {
		gateway: string;
		brand: string;
		last4: string;
		display_brand: string;
	};
	/** 'MM/YY'. */
	expiry: string;
};

export type PaymentMethodSettings = {
	title: string;
	description: string;
	supports: string[];
	express: boolean;
	/** Icon ids the server gateway declares ([] when it declares none). */
	icons: string[];
};

export type CheckoutSettings = {
	allowsGuest: boolean;
	allowsSignup: boolean;
	/** 0 for guests. */
	customerId: number;
	customerEmail: string;
	loginUrl: string;
	/** '' for the default "Order with obligation to pay". */
	orderButtonText: string;
	/** Shoppers tick a box to accept the terms (a legal setting, on by default; the terms block can ask too). */
	termsCheckbox: boolean;
	/** The data-protection notice beside the email (the owner's or the default). */
	dataProtectionText: string;
	countries: Record< string, string >;
	shippingCountries: Record< string, string >;
	states: Record< string, Record< string, string > >;
	paymentMethods: Record< string, PaymentMethodSettings >;
	savedPaymentMethods: SavedPaymentMethod[];
	termsPageUrl: string;
	privacyPageUrl: string;
};

export const DEFAULT_CHECKOUT_SETTINGS: Readonly< CheckoutSettings > = {
	allowsGuest: true,
	allowsSignup: false,
	customerId: 0,
	customerEmail: '',
	loginUrl: '',
	orderButtonText: '',
	termsCheckbox: true,
	dataProtectionText: '',
	countries: {},
	shippingCountries: {},
	states: {},
	paymentMethods: {},
	savedPaymentMethods: [],
	termsPageUrl: '',
	privacyPageUrl: '',
};

function isPaymentMethodSettings(
	value: unknown
): value is Omit< PaymentMethodSettings, 'icons' > & { icons?: unknown } {
	return (
		isRecord( value ) &&
		typeof value.title === 'string' &&
		typeof value.description === 'string' &&
		Array.isArray( value.supports ) &&
		value.supports.every( ( entry ) => typeof entry === 'string' ) &&
		typeof value.express === 'boolean'
	);
}

function isSavedPaymentMethod( value: unknown ): value is SavedPaymentMethod {
	if (
		! isRecord( value ) ||
		typeof value.tokenId !== 'string' ||
		typeof value.expiry !== 'string'
	) {
		return false;
	}
	const { method } = value;
	return (
		isRecord( method ) &&
		[ 'gateway', 'brand', 'last4', 'display_brand' ].every(
			( key ) => typeof method[ key ] === 'string'
		)
	);
}

function pick< T >(
	source: Record< string, unknown >,
	key: keyof CheckoutSettings,
	guard: ( value: unknown ) => value is T,
	fallback: T
): T {
	const value = source[ key ];
	return guard( value ) ? value : fallback;
}

const isBoolean = ( value: unknown ): value is boolean =>
	typeof value === 'boolean';
const isString = ( value: unknown ): value is string =>
	typeof value === 'string';
const isCustomerId = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isInteger( value ) && value >= 0;

function readPaymentMethods(
	value: unknown
): Record< string, PaymentMethodSettings > {
	return Object.fromEntries(
		Object.entries( isRecord( value ) ? value : {} ).flatMap(
			( [ name, settings ] ) =>
				isPaymentMethodSettings( settings )
					? [
							[
								name,
								{
									...settings,
									// Optional: a server without icons still has usable settings.
									icons: Array.isArray( settings.icons )
										? settings.icons.filter(
												( icon ): icon is string =>
													typeof icon === 'string'
											)
										: [],
								},
							],
						]
					: []
		)
	);
}

/**
 * The checkout settings from their raw value, defaults filled in.
 *
 * @param value The `checkout` key of the shop settings.
 */
export function readCheckoutSettings( value: unknown ): CheckoutSettings {
	const source = isRecord( value ) ? value : {};
	const defaults = DEFAULT_CHECKOUT_SETTINGS;
	const saved = source.savedPaymentMethods;
	return {
		allowsGuest: pick(
			source,
			'allowsGuest',
			isBoolean,
			defaults.allowsGuest
		),
		allowsSignup: pick(
			source,
			'allowsSignup',
			isBoolean,
			defaults.allowsSignup
		),
		customerId: pick( source, 'customerId', isCustomerId, 0 ),
		customerEmail: pick( source, 'customerEmail', isString, '' ),
		loginUrl: pick( source, 'loginUrl', isString, '' ),
		orderButtonText: pick( source, 'orderButtonText', isString, '' ),
		termsCheckbox: pick(
			source,
			'termsCheckbox',
			isBoolean,
			defaults.termsCheckbox
		),
		dataProtectionText: pick( source, 'dataProtectionText', isString, '' ),
		countries: pick( source, 'countries', isStringRecord, {} ),
		shippingCountries: pick(
			source,
			'shippingCountries',
			isStringRecord,
			{}
		),
		states: pick( source, 'states', isNestedStringRecord, {} ),
		paymentMethods: readPaymentMethods( source.paymentMethods ),
		savedPaymentMethods: Array.isArray( saved )
			? saved.filter( isSavedPaymentMethod )
			: [],
		termsPageUrl: pick( source, 'termsPageUrl', isString, '' ),
		privacyPageUrl: pick( source, 'privacyPageUrl', isString, '' ),
	};
}

let cached: { source: unknown; settings: CheckoutSettings } | null = null;

/**
 * The checkout settings of the page.
 */
export function getCheckoutSettings(): CheckoutSettings {
	const { checkout } = getShopSettings();
	if ( ! cached || cached.source !== checkout ) {
		cached = {
			source: checkout,
			settings: readCheckoutSettings( checkout ),
		};
	}
	return cached.settings;
}
