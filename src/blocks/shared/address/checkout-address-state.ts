/**
 * The addresses the shopper is editing at checkout, one copy per data
 * registry (so per page), shared by every component that uses
 * useCheckoutAddress(): the contact, shipping and billing steps are separate
 * blocks and must see each other's edits at once, before the server has them.
 * Until the first edit the addresses are the cart's.
 */
import { debounce } from '@wordpress/compose';
import type { DataRegistry } from '@wordpress/data';
import { cartStore } from '@rueda/runtime';

import type { CartResponse } from '@rueda/shared/api';
import { CUSTOMER_DATA_PUSH_DEBOUNCE_MS } from '@rueda/shared/address/constants';
import { getAddressSettings } from './settings';
import type {
	Address,
	AddressFieldKey,
	BillingAddress,
	ShippingAddress,
} from '@rueda/shared/address/types';

export type CheckoutAddresses = {
	readonly billing: BillingAddress;
	readonly shipping: ShippingAddress;
};

export type CheckoutAddressState = {
	/** The shopper's addresses; the cart's until edited (empty without a cart). */
	get: () => CheckoutAddresses;
	/** Replaces the addresses and schedules sending them to the server. */
	set: ( addresses: CheckoutAddresses ) => void;
	subscribe: ( listener: () => void ) => () => void;
	/** Sends a scheduled update now; resolves once the server has answered. */
	flushAndSettle: () => Promise< void >;
};

const ADDRESS_KEYS: readonly AddressFieldKey[] = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
	'phone',
	'email',
];

function isSameAddress( a: Address, b: Address ): boolean {
	return ADDRESS_KEYS.every( ( key ) => a[ key ] === b[ key ] );
}

const EMPTY_SHIPPING: ShippingAddress = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
};

const EMPTY_ADDRESSES: CheckoutAddresses = {
	billing: { ...EMPTY_SHIPPING, email: '' },
	shipping: EMPTY_SHIPPING,
};

/**
 * The shop's country and the customer's email from the page settings; empty
 * where a page has none (the editor, unit tests).
 */
function readDefaults(): { country: string; email: string } {
	try {
		const settings = getAddressSettings();
		return {
			country: settings.defaultCountry,
			email: settings.customerEmail,
		};
	} catch {
		return { country: '', email: '' };
	}
}

/**
 * The cart's addresses; one without a country starts in the shop's country,
 * as most shoppers live there, and a logged-in customer's email fills an
 * empty one (both reach the server with the first edit).
 *
 * @param cart The cart.
 */
function fromCart( cart: CartResponse ): CheckoutAddresses {
	const defaults = readDefaults();
	const withCountry = < T extends Address >( address: T ): T =>
		address.country || ! defaults.country
			? address
			: { ...address, country: defaults.country };
	const billing = withCountry( cart.billing_address );
	return {
		billing: billing.email
			? billing
			: { ...billing, email: defaults.email },
		shipping: withCountry( cart.shipping_address ),
	};
}

function createCheckoutAddressState(
	registry: DataRegistry
): CheckoutAddressState {
	let edited: CheckoutAddresses | null = null;
	// The snapshot must keep its identity while nothing changes.
	let fromCartCache: {
		cart: CartResponse;
		addresses: CheckoutAddresses;
	} | null = null;
	const listeners = new Set< () => void >();

	const get = () => {
		if ( edited ) {
			return edited;
		}
		const cart = registry.select( cartStore ).getCartData();
		if ( ! cart ) {
			return EMPTY_ADDRESSES;
		}
		if ( fromCartCache?.cart !== cart ) {
			fromCartCache = { cart, addresses: fromCart( cart ) };
		}
		return fromCartCache.addresses;
	};

	// Only what differs from the cart is sent; a failure is recorded in the
	// cart store's errors, where the checkout shows it.
	const push = debounce( () => {
		if ( ! edited ) {
			return;
		}
		const cart = registry.select( cartStore ).getCartData();
		const update: {
			billing_address?: BillingAddress;
			shipping_address?: ShippingAddress;
		} = {};
		if (
			! cart ||
			! isSameAddress( cart.billing_address, edited.billing )
		) {
			update.billing_address = edited.billing;
		}
		if (
			! cart ||
			! isSameAddress( cart.shipping_address, edited.shipping )
		) {
			update.shipping_address = edited.shipping;
		}
		if ( update.billing_address || update.shipping_address ) {
			registry
				.dispatch( cartStore )
				.updateCustomerData( update )
				.catch( () => undefined );
		}
	}, CUSTOMER_DATA_PUSH_DEBOUNCE_MS );

	// Resolves once no customer update is on its way to the server.
	const settled = () =>
		new Promise< void >( ( resolve ) => {
			const idle = () =>
				! registry.select( cartStore ).isCustomerDataUpdating();
			if ( idle() ) {
				resolve();
				return;
			}
			const unsubscribe = registry.subscribe( () => {
				if ( idle() ) {
					unsubscribe();
					resolve();
				}
			}, cartStore );
		} );

	return {
		get,
		set( addresses ) {
			edited = addresses;
			listeners.forEach( ( listener ) => listener() );
			push();
		},
		subscribe( listener ) {
			listeners.add( listener );
			// Unedited addresses follow the cart.
			const unsubscribe = registry.subscribe( listener, cartStore );
			return () => {
				listeners.delete( listener );
				unsubscribe();
			};
		},
		async flushAndSettle() {
			push.flush();
			await settled();
		},
	};
}

const states = new WeakMap< DataRegistry, CheckoutAddressState >();

/**
 * @param registry The data registry of the page (or of a test).
 */
export function getCheckoutAddressState(
	registry: DataRegistry
): CheckoutAddressState {
	let state = states.get( registry );
	if ( ! state ) {
		state = createCheckoutAddressState( registry );
		states.set( registry, state );
	}
	return state;
}

/**
 * The addresses to place the order with: the shopper's latest edits, even
 * those not sent to the server yet.
 *
 * @param registry The data registry of the page.
 */
export function getCheckoutAddresses(
	registry: DataRegistry
): CheckoutAddresses {
	return getCheckoutAddressState( registry ).get();
}
