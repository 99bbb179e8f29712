#!/usr/bin/env node
/**
 * Prints Rueda's benchmark figures: server time of the demo pages (sequential requests
 * after a warm-up), Store API times against a bare WordPress REST route, database
 * queries per request, the brotli size of the JavaScript the Carrito and Finalizar compra
 * pages load, and the size of every built script and stylesheet (raw and gzip). Figures
 * only: the targets are printed beside them, nothing is asserted.
 *
 * The bare route and the query count come from bin/bench-mu-plugin.php, which
 * bin/bench.sh installs in the bench site.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const base = process.argv[ 2 ] || 'http://localhost:8892';
const ROUNDS = 30;
const PAGES = [ '/', '/sobre-nosotros/', '/tienda/' ];

function percentile( sorted, p ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

async function timePage( path ) {
	await fetch( base + path ).then( ( r ) => r.text() );
	const times = [];
	for ( let i = 0; i < ROUNDS; i++ ) {
		const start = performance.now();
		const response = await fetch( base + path );
		await response.text();
		times.push( performance.now() - start );
	}
	times.sort( ( a, b ) => a - b );
	return { p50: percentile( times, 0.5 ), p95: percentile( times, 0.95 ) };
}

function files( dir ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		return statSync( path ).isDirectory() ? files( path ) : [ path ];
	} );
}

console.log( `Page times over ${ ROUNDS } requests (ms)` );
for ( const path of PAGES ) {
	const { p50, p95 } = await timePage( path );
	console.log(
		`  ${ path.padEnd( 20 ) } p50 ${ p50.toFixed( 1 ).padStart( 6 ) }  p95 ${ p95
			.toFixed( 1 )
			.padStart( 6 ) }`
	);
}

/**
 * Times the Store API as a shopper uses it: the catalogue, then a cart that is written
 * (update-item with the nonce and cart token the first answer gives) and read back.
 */
async function timeStoreApi() {
	const api = `${ base }/wp-json/wc/store/v1`;
	const first = await fetch( `${ api }/cart` );
	const headers = {
		'Content-Type': 'application/json',
		Nonce: first.headers.get( 'Nonce' ),
		'Cart-Token': first.headers.get( 'Cart-Token' ),
	};
	const products = await (
		await fetch( `${ api }/products?per_page=20` )
	).json();
	// One line whose quantity flips between 1 and 2: every write really changes the cart.
	const added = await (
		await fetch( `${ api }/cart/add-item`, {
			method: 'POST',
			headers,
			body: JSON.stringify( { id: products[ 5 ].id, quantity: 1 } ),
		} )
	).json();
	let quantity = 1;
	const timed = {
		'GET /products?per_page=20': () =>
			fetch( `${ api }/products?per_page=20` ),
		'POST /cart/update-item': () => {
			quantity = 3 - quantity;
			return fetch( `${ api }/cart/update-item`, {
				method: 'POST',
				headers,
				body: JSON.stringify( { key: added.items[ 0 ].key, quantity } ),
			} );
		},
		'GET /cart (token)': () => fetch( `${ api }/cart`, { headers } ),
	};
	console.log( `Store API times over ${ ROUNDS } requests (ms)` );
	for ( const [ name, call ] of Object.entries( timed ) ) {
		const times = [];
		for ( let i = 0; i < ROUNDS; i++ ) {
			const start = performance.now();
			await ( await call() ).text();
			times.push( performance.now() - start );
		}
		times.sort( ( a, b ) => a - b );
		console.log(
			`  ${ name.padEnd( 28 ) } p50 ${ percentile( times, 0.5 )
				.toFixed( 1 )
				.padStart( 6 ) }  p95 ${ percentile( times, 0.95 )
				.toFixed( 1 )
				.padStart( 6 ) }`
		);
	}
}

await timeStoreApi();

const ROOT = fileURLToPath( new URL( '..', import.meta.url ) );
const API = `${ base }/wp-json`;
const STORE = `${ API }/wc/store/v1`;
const REST_ROUNDS = 50;
const WARM_UP = 5;
const CART_LINES = 3;
const KB = 1024;
const TARGET_CART_RATIO = 1.3;
const TARGET_EXTRA_QUERIES = 8;
const TARGET_CART_PAGE_KB = 40;
const TARGET_CHECKOUT_PAGE_KB = 50;
const PLUGIN_PATH = '/wp-content/plugins/rueda/';

/**
 * Stops the bench with a message: a figure measured on an error answer means nothing.
 *
 * @param {string} message What went wrong.
 */
function abort( message ) {
	console.error( `bench: ${ message }` );
	process.exit( 1 );
}

/**
 * Reads an answer's body and aborts unless its status is 2xx.
 *
 * @param {string}   name     The request, for the message.
 * @param {Response} response The answer.
 * @return {Promise<string>} The body.
 */
async function okBody( name, response ) {
	const body = await response.text();
	if ( ! response.ok ) {
		abort(
			`${ name } answered ${ response.status }: ${ body.slice( 0, 300 ) }`
		);
	}
	return body;
}

/**
 * Sends a request WARM_UP times untimed, then REST_ROUNDS times timed, one after another.
 *
 * @param {string}                                  name The request, for messages.
 * @param {(headers?: object) => Promise<Response>} call Sends the request once.
 * @return {Promise<{p50: number, p95: number}>} Median and 95th percentile in ms.
 */
async function timeRoute( name, call ) {
	const times = [];
	for ( let i = 0; i < WARM_UP + REST_ROUNDS; i++ ) {
		const start = performance.now();
		const response = await call();
		await okBody( name, response );
		if ( i >= WARM_UP ) {
			times.push( performance.now() - start );
		}
	}
	times.sort( ( a, b ) => a - b );
	return { p50: percentile( times, 0.5 ), p95: percentile( times, 0.95 ) };
}

/**
 * Sends a request once, asking the bench mu-plugin for its number of database queries.
 *
 * @param {string}                                  name The request, for messages.
 * @param {(headers?: object) => Promise<Response>} call Sends the request once.
 * @return {Promise<number>} Queries run during the request.
 */
async function countQueries( name, call ) {
	const response = await call( { 'X-Rueda-Bench-Queries': '1' } );
	await okBody( name, response );
	const count = response.headers.get( 'X-Rueda-Queries' );
	if ( count === null ) {
		abort(
			`${ name } sent no X-Rueda-Queries header: is the mu-plugin in?`
		);
	}
	return Number( count );
}

/**
 * Opens a cart session (the Nonce and Cart-Token the first GET /cart answers with) and
 * puts one of each of the CART_LINES in-stock simple products that allow most units in.
 *
 * @return {Promise<{headers: object, lines: Array<{id: number, room: number}>}>} The
 *         session's headers, and each line's product with how many more units fit.
 */
async function openCart() {
	const first = await fetch( `${ STORE }/cart` );
	await okBody( 'GET /cart', first );
	const headers = {
		'Content-Type': 'application/json',
		Nonce: first.headers.get( 'Nonce' ),
		'Cart-Token': first.headers.get( 'Cart-Token' ),
	};
	const products = JSON.parse(
		await okBody(
			'GET /products',
			await fetch( `${ STORE }/products?per_page=40` )
		)
	);
	const lines = products
		.filter( ( p ) => p.type === 'simple' && p.is_in_stock )
		.map( ( p ) => ( { id: p.id, room: p.add_to_cart.maximum } ) )
		.sort( ( a, b ) => b.room - a.room )
		.slice( 0, CART_LINES );
	if ( lines.length < CART_LINES ) {
		abort( `the catalogue has fewer than ${ CART_LINES } simple products` );
	}
	for ( const line of lines ) {
		await okBody( 'POST /cart/add-item', await addOne( headers, line ) );
	}
	return { headers, lines };
}

/**
 * Adds one unit of a line's product to the cart.
 *
 * @param {Object}                     headers The session's headers.
 * @param {{id: number, room: number}} line    The line; its room shrinks by one.
 * @param {Object}                     [extra] More request headers.
 * @return {Promise<Response>} The answer.
 */
function addOne( headers, line, extra = {} ) {
	if ( line.room < 1 ) {
		abort( `no room left in the cart for product ${ line.id }` );
	}
	line.room--;
	return fetch( `${ STORE }/cart/add-item`, {
		method: 'POST',
		headers: { ...headers, ...extra },
		body: JSON.stringify( { id: line.id, quantity: 1 } ),
	} );
}

/**
 * Formats a number right-aligned with fixed decimals.
 *
 * @param {number} value    The number.
 * @param {number} width    Column width.
 * @param {number} decimals Decimals.
 * @return {string} The column.
 */
function col( value, width, decimals = 1 ) {
	return value.toFixed( decimals ).padStart( width );
}

/**
 * Times the bare route, GET /cart and POST /cart/add-item, then counts their queries.
 */
async function compareWithBareRoute() {
	const { headers, lines } = await openCart();
	// add-item spreads its units over the cart's lines: the cart keeps CART_LINES lines.
	const roomiest = () =>
		lines.reduce( ( a, b ) => ( b.room > a.room ? b : a ) );
	const routes = [
		[
			'bare GET /rueda-bench/v1/ping',
			( extra ) =>
				fetch( `${ API }/rueda-bench/v1/ping`, { headers: extra } ),
		],
		[
			`GET /cart (${ CART_LINES } items)`,
			( extra ) =>
				fetch( `${ STORE }/cart`, {
					headers: {
						'Cart-Token': headers[ 'Cart-Token' ],
						...extra,
					},
				} ),
			`target <= ${ TARGET_CART_RATIO }x`,
		],
		[
			'POST /cart/add-item (1 unit)',
			( extra ) => addOne( headers, roomiest(), extra ),
		],
	];
	console.log(
		`REST times over ${ REST_ROUNDS } requests after ${ WARM_UP } warm-up (ms; p50 / bare p50)`
	);
	let bare;
	for ( const [ name, call, target = '' ] of routes ) {
		const { p50, p95 } = await timeRoute( name, call );
		bare ??= p50;
		console.log(
			`  ${ name.padEnd( 30 ) } p50 ${ col( p50, 6 ) }  p95 ${ col(
				p95,
				6
			) }  ${ col( p50 / bare, 5, 2 ) }x  ${ target }`.trimEnd()
		);
	}
	console.log( 'Database queries per request (X-Rueda-Queries)' );
	let bareQueries;
	for ( const [ name, call ] of routes ) {
		const count = await countQueries( name, call );
		bareQueries ??= count;
		const extra =
			count === bareQueries
				? ''
				: `  ${ `+${ count - bareQueries }`.padStart(
						4
					) }  target <= +${ TARGET_EXTRA_QUERIES }`;
		console.log(
			`  ${ name.padEnd( 30 ) } ${ String( count ).padStart( 4 ) }${ extra }`
		);
	}
}

/**
 * The src of every script tag in a page, absolute.
 *
 * @param {string} html The page.
 * @return {URL[]} The script URLs.
 */
function scriptUrls( html ) {
	return [ ...html.matchAll( /<script\b[^>]*\ssrc=["']([^"']+)["']/g ) ].map(
		( [ , src ] ) => new URL( src.replaceAll( '&amp;', '&' ), base )
	);
}

/**
 * Brotli size (quality 11, the default) of some content.
 *
 * @param {Buffer|string} content The content.
 * @return {number} Compressed bytes.
 */
function brotliSize( content ) {
	return brotliCompressSync( content ).length;
}

/**
 * Prints the brotli size of the plugin JavaScript a page can load: its script tags, read
 * from disk, plus every lazy chunk (build/chunks) those scripts name, each shown beside
 * the script that loads it. WordPress core scripts follow, for information.
 *
 * @param {string} label  Page name.
 * @param {string} path   Page path.
 * @param {number} target Budget in KB.
 */
async function pageScripts( label, path, target ) {
	const html = await okBody(
		`GET ${ path }`,
		await fetch( `${ base }${ path }` )
	);
	const urls = scriptUrls( html );
	const plugin = urls
		.filter( ( url ) => url.pathname.startsWith( PLUGIN_PATH ) )
		.map( ( url ) => url.pathname.slice( PLUGIN_PATH.length ) );
	if ( ! plugin.length ) {
		abort( `the ${ label } page has no Rueda scripts` );
	}
	const chunks = readdirSync( join( ROOT, 'build/chunks' ) ).filter( ( f ) =>
		f.endsWith( '.js' )
	);
	const rows = plugin.flatMap( ( file ) => {
		const content = readFileSync( join( ROOT, file ) );
		const named = chunks
			.filter(
				( chunk ) =>
					content.includes( `"${ chunk.replace( /\.js$/, '' ) }"` ) ||
					content.includes( `chunks/${ chunk }` )
			)
			.map( ( chunk ) => [
				`  chunks/${ chunk } (lazy)`,
				readFileSync( join( ROOT, 'build/chunks', chunk ) ),
			] );
		return [ [ file.replace( /^build\//, '' ), content ], ...named ];
	} );
	console.log(
		`${ label } page JS, KB, brotli quality 11 (plugin script tags, each followed by the lazy chunks it can load)`
	);
	let total = 0;
	for ( const [ name, content ] of rows ) {
		const size = brotliSize( content );
		total += size;
		console.log(
			`  ${ name.padEnd( 34 ) } raw ${ col(
				content.length / KB,
				5
			) }  brotli ${ col( size / KB, 5 ) }`
		);
	}
	console.log(
		`  ${ 'total'.padEnd( 34 ) } ${ ' '.repeat( 9 ) }  brotli ${ col(
			total / KB,
			5
		) }  target <= ${ target } KB`
	);
	const core = urls.filter( ( url ) =>
		url.pathname.startsWith( '/wp-includes/' )
	);
	let coreTotal = 0;
	for ( const url of core ) {
		coreTotal += brotliSize(
			await okBody( url.pathname, await fetch( url ) )
		);
	}
	console.log(
		`  ${ `WordPress core, ${ core.length } scripts`.padEnd( 34 ) } ${ ' '.repeat( 9 ) }  brotli ${ col( coreTotal / KB, 5 ) }  (information)`
	);
}

await compareWithBareRoute();
await pageScripts( 'Carrito', '/carrito/', TARGET_CART_PAGE_KB );
await pageScripts(
	'Finalizar compra',
	'/finalizar-compra/',
	TARGET_CHECKOUT_PAGE_KB
);

console.log( 'Built assets (bytes)' );
for ( const file of files( 'build' ).filter( ( f ) =>
	/\.(js|css)$/.test( f )
) ) {
	const content = readFileSync( file );
	console.log(
		`  ${ relative( 'build', file ).padEnd( 45 ) } raw ${ String(
			content.length
		).padStart(
			7
		) }  gzip ${ String( gzipSync( content ).length ).padStart( 6 ) }`
	);
}
