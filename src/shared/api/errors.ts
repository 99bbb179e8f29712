/**
 * Turns whatever a failed request throws into an ApiErrorResponse, the one
 * error shape the stores and blocks handle.
 */
import { __ } from '@wordpress/i18n';

import { isApiErrorResponse } from './guards';
import { isResponse } from './middlewares/tap-response';
import type { ApiErrorResponse } from './types';

function withStatus(
	error: ApiErrorResponse,
	status: number | undefined
): ApiErrorResponse {
	if ( status === undefined ) {
		return error;
	}
	return { ...error, data: { ...error.data, status } };
}

export function invalidJsonError( status?: number ): ApiErrorResponse {
	return withStatus(
		{
			code: 'invalid_json',
			message: __(
				'The response is not a valid JSON response.',
				'rueda'
			),
		},
		status
	);
}

export function unknownError( status?: number ): ApiErrorResponse {
	return withStatus(
		{
			code: 'unknown_error',
			message: __( 'An unknown error occurred.', 'rueda' ),
		},
		status
	);
}

/**
 * A JSON answer that is not the shape the caller expects.
 * @param status
 */
export function invalidResponseError( status?: number ): ApiErrorResponse {
	return withStatus(
		{
			code: 'invalid_response',
			message: __( 'Response not valid', 'rueda' ),
		},
		status
	);
}

export function isAbortError( error: unknown ): boolean {
	return (
		typeof error === 'object' &&
		error !== null &&
		'name' in error &&
		error.name === 'AbortError'
	);
}

/**
 * Reads a response body as JSON, or fails with `invalid_json`.
 *
 * @param response The raw response.
 */
export async function readJson( response: Response ): Promise< unknown > {
	try {
		const body: unknown = JSON.parse( await response.text() );
		return body;
	} catch {
		throw invalidJsonError( response.status );
	}
}

/**
 * Normalises a thrown value: an error Response (from `parse: false`), one of
 * api-fetch's own error objects, or anything else.
 *
 * @param error What the request threw.
 */
export async function toApiError(
	error: unknown
): Promise< ApiErrorResponse > {
	if ( isResponse( error ) ) {
		let body: unknown;
		try {
			body = await readJson( error );
		} catch {
			return invalidJsonError( error.status );
		}
		return isApiErrorResponse( body )
			? withStatus( body, body.data?.status ?? error.status )
			: unknownError( error.status );
	}
	if ( isApiErrorResponse( error ) ) {
		// api-fetch reports a failed connection as fetch_error.
		return error.code === 'fetch_error'
			? { ...error, message: __( 'You are probably offline.', 'rueda' ) }
			: error;
	}
	return unknownError();
}
