/**
 * What every step of the checkout flow shares.
 */
import {
	dispatch,
	select,
	subscribe,
	type ActionCreatorsOf,
	type AnyConfig,
	type CurriedSelectorsOf,
	type StoreDescriptor,
} from '@wordpress/data';

/** The part of a registry the flow uses (a createRegistry() one fits). */
export type FlowRegistry = {
	select: < S extends StoreDescriptor< AnyConfig > >(
		store: S
	) => CurriedSelectorsOf< S >;
	dispatch: < S extends StoreDescriptor< AnyConfig > >(
		store: S
	) => ActionCreatorsOf< S >;
	subscribe: ( listener: () => void ) => () => void;
};

/** The page's default registry, seen through the same shape. */
export const defaultRegistry: FlowRegistry = { select, dispatch, subscribe };

export type FlowContext = {
	registry: FlowRegistry;
	/**
	 * Goes to the answer's redirect_url, the order-received page or a bank's
	 * payment page (window.location.assign on the site).
	 */
	navigate: ( url: string ) => void;
	/** Administrators see the real text of payment method errors. */
	showErrorDetails: boolean;
	/** Numbers each attempt, so a late answer of an older one is ignored. */
	attempt: number;
	/**
	 * The flow's own notice area: the checkout's, or the cart's when the
	 * flow runs on the cart page (its express payments).
	 */
	noticeArea: string;
	/** Notice areas the flow has written to, cleared on the next attempt. */
	noticeContexts: Set< string >;
};
