/**
 * Sends the fitment CSV to the preview and import routes as the multipart
 * field `file`, through core's api-fetch (nonce and its refresh included).
 */
import apiFetch from '@wordpress/api-fetch';

import {
	IMPORT_PATH,
	PREVIEW_PATH,
	type ImportResult,
	type VehiclePreview,
} from './types';

function post< T >( path: string, file: File ): Promise< T > {
	const body = new FormData();
	body.append( 'file', file, file.name );
	return apiFetch< T >( { path, method: 'POST', body } );
}

/**
 * Checks a file: its first rows, and every wrong row. Stores nothing.
 *
 * @param file The CSV.
 */
export function previewFile( file: File ): Promise< VehiclePreview > {
	return post< VehiclePreview >( PREVIEW_PATH, file );
}

/**
 * Replaces every vehicle with the file's; rejects (storing nothing) when a
 * row is wrong.
 *
 * @param file The CSV.
 */
export function importFile( file: File ): Promise< ImportResult > {
	return post< ImportResult >( IMPORT_PATH, file );
}
