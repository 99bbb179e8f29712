/**
 * The Store API nonce (action `wc_store_api`), sent in the `Nonce` header; it is
 * not WordPress's `X-WP-Nonce`, so api-fetch's nonce middleware cannot carry it.
 *
 * The server returns a fresh nonce with a timestamp on every answer. Answers can
 * arrive out of order, so only a newer timestamp replaces the current nonce.
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

import { isStoreApiRequest } from '../routes';
import { isResponse, tapResponse } from './tap-response';
import { withHeader } from './with-header';

export const NONCE_HEADER = 'Nonce';
export const NONCE_TIMESTAMP_HEADER = 'Nonce-Timestamp';

const NONCE_ERROR_CODES = [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
];

async function isNonceError( error: unknown ): Promise< boolean > {
	if ( ! isResponse( error ) || ! [ 401, 403 ].includes( error.status ) ) {
		return false;
	}
	try {
		// A clone, so whoever catches the error can still read its body.
		const body: unknown = JSON.parse( await error.clone().text() );
		return (
			typeof body === 'object' &&
			body !== null &&
			'code' in body &&
			typeof body.code === 'string' &&
			NONCE_ERROR_CODES.includes( body.code )
		);
	} catch {
		return false;
	}
}

function readTimestamp( value: string | null ): number | null {
	const timestamp = value === null ? NaN : Number( value );
	return Number.isFinite( timestamp ) ? timestamp : null;
}

export function createStoreNonceMiddleware(
	initialNonce: string,
	initialTimestamp?: number
): {
	middleware: APIFetchMiddleware;
	getNonce: () => string;
} {
	let nonce = initialNonce;
	let timestamp: number | null = initialTimestamp ?? null;

	const acceptNonce = ( response: Response ) => {
		const newNonce = response.headers.get( NONCE_HEADER );
		const newTimestamp = readTimestamp(
			response.headers.get( NONCE_TIMESTAMP_HEADER )
		);
		// Without a timestamp on either side there is nothing to compare.
		const isNewer =
			newTimestamp === null
				? timestamp === null
				: timestamp === null || newTimestamp > timestamp;
		if ( newNonce && isNewer ) {
			nonce = newNonce;
			timestamp = newTimestamp ?? timestamp;
		}
	};

	const middleware: APIFetchMiddleware = ( options, next ) => {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		const send = () =>
			tapResponse(
				next( withHeader( options, NONCE_HEADER, nonce ) ),
				acceptNonce
			);
		const sentNonce = nonce;

		// A stale nonce (a tab left open overnight) fails once and brings a
		// fresh one in its headers: retry a single time with it.
		return send().catch( async ( error: unknown ) => {
			if ( nonce !== sentNonce && ( await isNonceError( error ) ) ) {
				return send();
			}
			throw error;
		} );
	};

	return { middleware, getNonce: () => nonce };
}
