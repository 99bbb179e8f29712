/**
 * The account's client for rueda/v1: a small api-fetch set-up of its own
 * (REST root and WordPress's `wp_rest` nonce, printed by render.php) that
 * touches only rueda/v1 requests, so the Store API's set-up stays as it is,
 * and one function per route. Answers are checked; failures are thrown as
 * ApiErrorResponse, the shape the sections show.
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

import { isRecord, toApiError, type ApiErrorResponse } from '@rueda/shared/api';
import { invalidResponseError } from '@rueda/shared/api/errors';
import {
	isAccount,
	isAddresses,
	isOrderDetail,
	isOrderSummaryList,
	isReorderResult,
	isSavedPaymentMethodList,
	type Account,
	type Addresses,
	type BillingAddress,
	type OrderDetail,
	type OrdersPage,
	type ReorderResult,
	type SavedPaymentMethod,
	type ShippingAddress,
} from './types';

export const ACCOUNT_NAMESPACE = 'rueda/v1';

export const NONCE_HEADER = 'X-WP-Nonce';

export type AccountApiConfig = {
	/** REST root URL, e.g. `https://example.com/wp-json/`. */
	root: string;
	/** `wp_create_nonce( 'wp_rest' )`. */
	nonce: string;
};

/**
 * @param path A request's path.
 * @return Whether it is a rueda/v1 path.
 */
export function isAccountApiPath( path: string | undefined ): boolean {
	return ( path ?? '' )
		.replace( /^\/+/, '' )
		.startsWith( `${ ACCOUNT_NAMESPACE }/` );
}

function hasHeader( headers: HeadersInit | undefined, name: string ) {
	return new Headers( headers ).has( name );
}

/**
 * The middleware: rueda/v1 paths get the root and the nonce (unless the
 * request already carries one, as core's own nonce middleware adds); anything
 * else passes untouched.
 *
 * @param config The page's values.
 */
export function createAccountApiMiddleware(
	config: AccountApiConfig
): APIFetchMiddleware {
	const root = apiFetch.createRootURLMiddleware( config.root );
	return ( options, next ) => {
		if ( options.url || ! isAccountApiPath( options.path ) ) {
			return next( options );
		}
		const headers = hasHeader( options.headers, NONCE_HEADER )
			? options.headers
			: { ...options.headers, [ NONCE_HEADER ]: config.nonce };
		return root( { ...options, headers }, next );
	};
}

let registered: APIFetchMiddleware | null = null;

/**
 * Sets the client up once per page (a second call replaces the first).
 *
 * @param config The page's values.
 */
export function configureAccountApi( config: AccountApiConfig ): void {
	if ( registered ) {
		apiFetch.unregister( registered );
	}
	registered = createAccountApiMiddleware( config );
	apiFetch.use( registered );
}

/**
 * Field messages of a refusal (`data.params`, keyed like `billing.postcode`).
 *
 * @param error A refusal.
 */
export function getFieldErrors(
	error: ApiErrorResponse | null
): Record< string, string > {
	const params = error?.data?.params;
	const messages: Record< string, string > = {};
	if ( isRecord( params ) ) {
		for ( const [ key, message ] of Object.entries( params ) ) {
			if ( typeof message === 'string' && message !== '' ) {
				messages[ key ] = message;
			}
		}
	}
	return messages;
}

async function request< T >(
	options: {
		path: string;
		method?: string;
		data?: Record< string, unknown >;
	},
	guard: ( value: unknown ) => value is T
): Promise< T > {
	let body: unknown;
	try {
		body = await apiFetch( {
			...options,
			path: `/${ ACCOUNT_NAMESPACE }${ options.path }`,
		} );
	} catch ( error ) {
		throw await toApiError( error );
	}
	if ( ! guard( body ) ) {
		throw invalidResponseError();
	}
	return body;
}

/**
 * Routes whose answer the client does not read (204, 202).
 *
 * @param value The answer.
 */
function anything( value: unknown ): value is unknown {
	return value === value;
}

export function getAccount(): Promise< Account > {
	return request( { path: '/account' }, isAccount );
}

export type AccountUpdate = Partial<
	Pick< Account, 'first_name' | 'last_name' | 'display_name' | 'email' >
> & { current_password?: string; new_password?: string };

export function updateAccount( data: AccountUpdate ): Promise< Account > {
	return request( { path: '/account', method: 'POST', data }, isAccount );
}

/**
 * One page of the customer's orders, newest first, with the totals of the
 * `X-WP-Total` and `X-WP-TotalPages` headers.
 *
 * @param page    Page number, from 1.
 * @param perPage Orders per page.
 */
export async function getOrders(
	page = 1,
	perPage = 10
): Promise< OrdersPage > {
	let response: Response;
	try {
		response = await apiFetch< unknown, false >( {
			path: `/${ ACCOUNT_NAMESPACE }/account/orders?page=${ page }&per_page=${ perPage }`,
			parse: false,
		} );
	} catch ( error ) {
		throw await toApiError( error );
	}
	let body: unknown;
	try {
		body = await response.json();
	} catch {
		throw invalidResponseError( response.status );
	}
	if ( ! isOrderSummaryList( body ) ) {
		throw invalidResponseError( response.status );
	}
	const total = Number( response.headers.get( 'X-WP-Total' ) );
	const totalPages = Number( response.headers.get( 'X-WP-TotalPages' ) );
	return {
		orders: body,
		total: Number.isFinite( total ) ? total : body.length,
		totalPages: Number.isFinite( totalPages ) ? totalPages : 1,
	};
}

export function getOrder( id: number ): Promise< OrderDetail > {
	return request( { path: `/account/orders/${ id }` }, isOrderDetail );
}

export function reorder( id: number ): Promise< ReorderResult > {
	return request(
		{ path: `/account/orders/${ id }/reorder`, method: 'POST' },
		isReorderResult
	);
}

export function getAddresses(): Promise< Addresses > {
	return request( { path: '/account/addresses' }, isAddresses );
}

export function updateAddresses( data: {
	billing?: BillingAddress;
	shipping?: ShippingAddress;
} ): Promise< Addresses > {
	return request(
		{ path: '/account/addresses', method: 'POST', data },
		isAddresses
	);
}

export function getPaymentMethods(): Promise< SavedPaymentMethod[] > {
	return request(
		{ path: '/account/payment-methods' },
		isSavedPaymentMethodList
	);
}

export async function deletePaymentMethod( id: string ): Promise< void > {
	await request(
		{
			path: `/account/payment-methods/${ encodeURIComponent( id ) }`,
			method: 'DELETE',
		},
		anything
	);
}

export function lookupOrder( data: {
	number: string;
	email: string;
} ): Promise< OrderDetail > {
	return request(
		{ path: '/account/order-lookup', method: 'POST', data },
		isOrderDetail
	);
}

export async function register( data: {
	email: string;
	password: string;
	first_name?: string;
	last_name?: string;
} ): Promise< void > {
	await request(
		{ path: '/account/register', method: 'POST', data },
		anything
	);
}
