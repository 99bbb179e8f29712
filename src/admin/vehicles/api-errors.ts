/**
 * What a failed request to the vehicles routes carries, read safely: api-fetch
 * rejects with the server's `{code, message, data}` or, offline, with its own.
 */
import type { InvalidFileError, RowError } from './types';

function isRowError( value: unknown ): value is RowError {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as RowError ).row === 'number' &&
		typeof ( value as RowError ).message === 'string'
	);
}

/**
 * Whether a failure is the import's 400 listing the file's wrong rows.
 *
 * @param failure What api-fetch rejected with.
 */
export function isInvalidFileError(
	failure: unknown
): failure is InvalidFileError {
	if ( typeof failure !== 'object' || failure === null ) {
		return false;
	}
	const { code, data } = failure as Partial< InvalidFileError >;
	return (
		code === 'rueda_invalid_vehicle_file' &&
		typeof data?.error_count === 'number' &&
		Array.isArray( data.errors ) &&
		data.errors.every( isRowError )
	);
}

/**
 * The message of a failure, or the fallback when it has none. A refused upload
 * (400 rest_invalid_param) says what is wrong with the file in `params.file`.
 *
 * @param failure  What api-fetch rejected with.
 * @param fallback Message when the failure has none.
 */
export function failureMessage( failure: unknown, fallback: string ): string {
	if ( typeof failure !== 'object' || failure === null ) {
		return fallback;
	}
	const { message, data } = failure as {
		message?: unknown;
		data?: { params?: { file?: unknown } };
	};
	if ( typeof data?.params?.file === 'string' ) {
		return data.params.file;
	}
	return typeof message === 'string' && message ? message : fallback;
}
