import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Copies request options with one more header.
 *
 * @param options The request options.
 * @param name    Header name.
 * @param value   Header value.
 */
export function withHeader(
	options: APIFetchOptions,
	name: string,
	value: string
): APIFetchOptions {
	return { ...options, headers: { ...options.headers, [ name ]: value } };
}
