/**
 * What the budget checks measure, as numbers that do not depend on the machine: the
 * brotli size of the built files a page requests (the bytes the site serves, compressed
 * at quality 11, node's default) and the database queries of a request (counted by
 * bin/query-count-mu-plugin.php, which bin/e2e-server.sh installs). Each figure is
 * printed and kept as an annotation of the test, so CI logs and reports show it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

export const KB = 1024;
const ROOT = join( __dirname, '..', '..' );
const PLUGIN_PATH = '/wp-content/plugins/rueda/';
export const BARE_ROUTE = '/wp-json/rueda-bench/v1/ping';

/**
 * Collects the paths (under the plugin folder) of Rueda's scripts a page requests from
 * now on: its script tags and the chunks it loads lazily.
 *
 * @param page The page.
 * @return The list, growing as the page requests more.
 */
export function pluginScripts( page: Page ): Set< string > {
	const files = new Set< string >();
	page.on( 'request', ( request ) => {
		const { pathname } = new URL( request.url() );
		if (
			request.resourceType() === 'script' &&
			pathname.startsWith( PLUGIN_PATH )
		) {
			files.add( pathname.slice( PLUGIN_PATH.length ) );
		}
	} );
	return files;
}

/**
 * Brotli size of a built file, in bytes.
 *
 * @param file Path under the plugin folder ("build/runtime/index.js").
 */
export function brotliSize( file: string ): number {
	return brotliCompressSync( readFileSync( join( ROOT, file ) ) ).length;
}

/**
 * Formats bytes as KB with one decimal.
 *
 * @param bytes Bytes.
 */
export function kb( bytes: number ): string {
	return ( bytes / KB ).toFixed( 1 );
}

/**
 * Prints a measured figure and keeps it as an annotation of the running test.
 *
 * @param figure What was measured, with its budget.
 */
export function report( figure: string ): void {
	test.info().annotations.push( { type: 'budget', description: figure } );

	console.log( `budget: ${ figure }` );
}

/**
 * The database queries a GET runs, the fewest of a few tries: a request that happens to
 * refresh an expired transient does more than its own work.
 *
 * @param request The API client.
 * @param path    Path under the site.
 * @param headers Request headers.
 */
export async function queries(
	request: APIRequestContext,
	path: string,
	headers: Record< string, string > = {}
): Promise< number > {
	const counts = [];
	for ( let i = 0; i < 3; i++ ) {
		const response = await request.get( path, {
			headers: { ...headers, 'X-Rueda-Bench-Queries': '1' },
		} );
		expect( response.status(), path ).toBe( 200 );
		const count = response.headers()[ 'x-rueda-queries' ];
		expect( count, `${ path } counted: the mu-plugin is in` ).toMatch(
			/^\d+$/
		);
		counts.push( Number( count ) );
	}
	return Math.min( ...counts );
}
