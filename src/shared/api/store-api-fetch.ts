/**
 * The one way the stores call the Store API.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

import {
	invalidResponseError,
	isAbortError,
	readJson,
	toApiError,
} from './errors';

export type StoreApiFetchOptions< T > = Omit< APIFetchOptions, 'parse' > & {
	/** Checks the body before it is handed over typed as T. */
	validate: ( body: unknown ) => body is T;
};

export type StoreApiResult< T > = {
	body: T;
	headers: Headers;
};

/**
 * Calls the Store API and returns the body with the response headers
 * (Cart-Hash, User-ID...).
 *
 * It always asks api-fetch for the raw Response (`parse: false`): that keeps
 * the headers, and lets the Nonce and Cart-Token middlewares read them too.
 * Failures are thrown as ApiErrorResponse objects; an aborted request throws
 * its AbortError unchanged so callers can tell it apart.
 *
 * @param options The api-fetch options plus a `validate` guard for the body.
 */
export async function storeApiFetch< T >(
	options: StoreApiFetchOptions< T >
): Promise< StoreApiResult< T > > {
	const { validate, ...request } = options;
	let response: Response;
	try {
		response = await apiFetch< unknown, false >( {
			...request,
			parse: false,
		} );
	} catch ( error ) {
		if ( isAbortError( error ) ) {
			throw error;
		}
		throw await toApiError( error );
	}

	const body = await readJson( response );
	if ( ! validate( body ) ) {
		throw invalidResponseError( response.status );
	}
	return { body, headers: response.headers };
}
