/**
 * Checkout filters: extensions change texts, classes and lists the cart and
 * checkout show, under the names WooCommerce Blocks uses, so extensions port
 * with a change of global:
 *
 *     rueda.runtime.registerCheckoutFilters( 'acme', {
 *         totalLabel: ( value, extensions, { cart } ) => 'Total a pagar hoy',
 *     } );
 *
 * Each filter gets the value so far, the `extensions` data of the cart or of
 * the cart item and the filter's arguments. A result of another type than the
 * default (or one a filter's validation refuses, such as a price format
 * without `<price/>`) is ignored and the value before it kept; the reason is
 * logged for administrators and editors only (spec section 5). Filters
 * registered after the blocks rendered apply at once: the blocks subscribe.
 */
import type { CartCoupon } from '../shared/api';
import { readShopSettings } from '../shared/settings/shop-settings';

/** The placeholder a price format must contain. */
export const PRICE_PLACEHOLDER = '<price/>';

export const CHECKOUT_FILTER_NAMES = [
	'itemName',
	'cartItemClass',
	'cartItemPrice',
	'subtotalPriceFormat',
	'saleBadgePriceFormat',
	'showRemoveItemLink',
	'coupons',
	'totalLabel',
	'totalValue',
	'placeOrderButtonLabel',
	'proceedToCheckoutButtonLabel',
	'proceedToCheckoutButtonLink',
	'additionalCartCheckoutInnerBlockTypes',
] as const;

export type CheckoutFilterName = ( typeof CHECKOUT_FILTER_NAMES )[ number ];

export type CheckoutFilterExtensions = Readonly< Record< string, unknown > >;

/** What a filter receives besides the value: e.g. `{ cart, cartItem, context }`. */
export type CheckoutFilterArgs = Readonly< Record< string, unknown > >;

/** The value each filter receives and must return (same type as its default). */
export type CheckoutFilterValues = {
	itemName: string;
	cartItemClass: string;
	cartItemPrice: string;
	subtotalPriceFormat: string;
	saleBadgePriceFormat: string;
	showRemoveItemLink: boolean;
	coupons: readonly CartCoupon[];
	totalLabel: string;
	totalValue: string;
	placeOrderButtonLabel: string;
	proceedToCheckoutButtonLabel: string;
	proceedToCheckoutButtonLink: string;
	additionalCartCheckoutInnerBlockTypes: readonly string[];
};

export type CheckoutFilters = {
	[ Name in CheckoutFilterName ]?: (
		value: CheckoutFilterValues[ Name ],
		extensions: CheckoutFilterExtensions,
		args: CheckoutFilterArgs
	) => CheckoutFilterValues[ Name ];
};

type Registered = {
	namespace: string;
	filter: ( ...args: unknown[] ) => unknown;
	priority: number;
	order: number;
};

const registered = new Map< string, Registered[] >();
const listeners = new Set< () => void >();
let version = 0;
let counter = 0;

function showsErrorDetails(): boolean {
	// The editor prints no shop settings; only people who edit the site use it.
	const settings = readShopSettings( document );
	return settings ? settings.showErrorDetails : true;
}

function report( message: string, error?: unknown ): void {
	if ( showsErrorDetails() ) {
		// eslint-disable-next-line no-console -- the spec asks for the reason to reach administrators.
		console.error( `Rueda checkout filter: ${ message }`, error ?? '' );
	}
}

function typeOf( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	return Array.isArray( value ) ? 'array' : typeof value;
}

/**
 * Registers an extension's checkout filters. Registering a namespace again
 * replaces its filters of the same names.
 *
 * @param namespace The extension's namespace, e.g. 'acme-hotel'.
 * @param filters   Functions by filter name.
 * @param priority  Lower runs first (default 10); equal priorities run in
 *                  the order registered.
 * @throws When the namespace is empty or a filter is not a function.
 */
export function registerCheckoutFilters(
	namespace: string,
	filters: CheckoutFilters,
	priority = 10
): void {
	// Extensions call this from plain JavaScript: check every part.
	const input: unknown = filters;
	if ( typeof namespace !== 'string' || namespace.trim() === '' ) {
		throw new TypeError(
			'registerCheckoutFilters: the namespace must be a non-empty string.'
		);
	}
	if ( typeof input !== 'object' || input === null ) {
		throw new TypeError(
			'registerCheckoutFilters: the filters must be an object of functions.'
		);
	}
	const entries = Object.entries( input );
	for ( const [ name, filter ] of entries ) {
		if ( typeof filter !== 'function' ) {
			throw new TypeError(
				`registerCheckoutFilters: the filter ${ name } of ${ namespace } must be a function.`
			);
		}
	}
	for ( const [ name, filter ] of entries ) {
		const list = ( registered.get( name ) ?? [] ).filter(
			( entry ) => entry.namespace !== namespace
		);
		list.push( { namespace, filter, priority, order: counter++ } );
		list.sort( ( a, b ) => a.priority - b.priority || a.order - b.order );
		registered.set( name, list );
	}
	version++;
	listeners.forEach( ( listener ) => listener() );
}

/**
 * Removes the filters of a namespace (all of them, or the named ones).
 *
 * @param namespace The extension's namespace.
 * @param names     Filter names; all when absent.
 */
export function removeCheckoutFilters(
	namespace: string,
	names?: readonly string[]
): void {
	for ( const [ name, list ] of registered ) {
		if ( ! names || names.includes( name ) ) {
			registered.set(
				name,
				list.filter( ( entry ) => entry.namespace !== namespace )
			);
		}
	}
	version++;
	listeners.forEach( ( listener ) => listener() );
}

export type ApplyCheckoutFilterOptions< Value > = {
	filterName: CheckoutFilterName | ( string & {} );
	defaultValue: Value;
	extensions?: CheckoutFilterExtensions | null;
	arg?: CheckoutFilterArgs;
	/** Refuses a result of the right type: returns false or throws. */
	validation?: ( value: Value ) => boolean;
};

/**
 * The value after every filter registered under the name.
 *
 * @param options              The filter's name, default value, extensions data, arguments
 *                             and validation.
 * @param options.filterName
 * @param options.defaultValue
 * @param options.extensions
 * @param options.arg
 * @param options.validation
 */
export function applyCheckoutFilter< Value >( {
	filterName,
	defaultValue,
	extensions,
	arg = {},
	validation,
}: ApplyCheckoutFilterOptions< Value > ): Value {
	let value = defaultValue;
	for ( const { namespace, filter } of registered.get( filterName ) ?? [] ) {
		try {
			const result = filter( value, extensions ?? {}, arg );
			if ( typeOf( result ) !== typeOf( defaultValue ) ) {
				throw new TypeError(
					`${ filterName } of ${ namespace } returned a ${ typeOf(
						result
					) }; a ${ typeOf( defaultValue ) } is expected.`
				);
			}
			// The same type as the default, so a Value.
			const checked = result as Value;
			if ( validation && ! validation( checked ) ) {
				throw new TypeError(
					`${ filterName } of ${ namespace } returned a value its validation refuses.`
				);
			}
			value = checked;
		} catch ( error ) {
			report(
				error instanceof TypeError
					? error.message
					: `${ filterName } of ${ namespace } failed.`,
				error instanceof TypeError ? undefined : error
			);
		}
	}
	return value;
}

/**
 * Validation of price formats: they must contain `<price/>`.
 *
 * @param value A format such as '<price/> por neumático'.
 */
export function containsPricePlaceholder( value: string ): boolean {
	return value.includes( PRICE_PLACEHOLDER );
}

/**
 * Calls the listener whenever filters are registered or removed; returns the
 * function that stops it.
 *
 * @param listener Called without arguments.
 */
export function subscribeToCheckoutFilters( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/** Changes whenever filters are registered or removed. */
export function getCheckoutFiltersVersion(): number {
	return version;
}
