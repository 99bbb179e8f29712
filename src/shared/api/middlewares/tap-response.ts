/**
 * Lets a middleware look at the raw Response of a request, whether it succeeded
 * or failed, without consuming its body.
 *
 * api-fetch only hands a Response to middlewares when the request was made with
 * `parse: false` (a failure is then thrown as the Response itself); parsed
 * requests give back the body alone, and their headers are gone. That is why
 * `storeApiFetch` always asks for `parse: false`.
 * @param value
 */
export function isResponse( value: unknown ): value is Response {
	return (
		typeof value === 'object' &&
		value !== null &&
		'status' in value &&
		typeof value.status === 'number' &&
		'headers' in value &&
		typeof value.headers === 'object' &&
		value.headers !== null &&
		'get' in value.headers &&
		typeof value.headers.get === 'function'
	);
}

export function tapResponse(
	result: Promise< unknown >,
	onResponse: ( response: Response ) => void
): Promise< unknown > {
	return result.then(
		( value ) => {
			if ( isResponse( value ) ) {
				onResponse( value );
			}
			return value;
		},
		( error: unknown ) => {
			if ( isResponse( error ) ) {
				onResponse( error );
			}
			throw error;
		}
	);
}
