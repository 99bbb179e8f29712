#!/usr/bin/env node
/**
 * Prints Rueda's benchmark figures: server time of the demo pages (sequential requests
 * after a warm-up), Store API times against a bare WordPress REST route, database
 * queries per request (the bank's Redsys notification among them), the brotli size of the JavaScript the Carrito and Finalizar compra
 * pages load, and the size of every built script and stylesheet (raw and gzip). Figures
 * only: the targets are printed beside them, nothing is asserted.
 *
 * The bare route and the query count come from bin/query-count-mu-plugin.php, which
 * bin/bench.sh installs in the bench site.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

import {
	base,
	abort,
	col,
	okBody,
	orderBody,
	pageScripts,
	paymentDetails,
	percentile,
	redsysNotification,
	REST_ROUNDS,
	timeRoute,
	WARM_UP,
} from './bench-lib.mjs';

const ROUNDS = 30;
const PAGES = [ '/', '/sobre-nosotros/', '/tienda/' ];

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
	// A product bought as it is (a variable service needs its options chosen first).
	const product = products.find( ( item ) => item.is_purchasable );
	const added = await (
		await fetch( `${ api }/cart/add-item`, {
			method: 'POST',
			headers,
			body: JSON.stringify( { id: product.id, quantity: 1 } ),
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

const API = `${ base }/wp-json`;
const STORE = `${ API }/wc/store/v1`;
const CART_LINES = 3;
const TARGET_CART_RATIO = 1.3;
const TARGET_EXTRA_QUERIES = 8;
const TARGET_CART_PAGE_KB = 40;
const TARGET_CHECKOUT_PAGE_KB = 50;

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
 * The bank's notifications, one per request to time: each pays an order of its own, a
 * fresh guest's tyre checked out by card at Redsys (the bench site's terminal is the
 * simulator's, bin/demo-redsys.php; the notifications are signed here with its key).
 *
 * @param {number} count How many.
 * @return {Promise<string[]>} The notifications' form bodies.
 */
async function redsysNotifications( count ) {
	await okBody(
		'POST /rueda-bench/v1/restock',
		await fetch( `${ API }/rueda-bench/v1/restock`, { method: 'POST' } )
	);
	const product = JSON.parse(
		await okBody(
			'GET /products',
			await fetch( `${ STORE }/products?per_page=40` )
		)
	).find( ( p ) => p.kind === 'tyre' && p.type === 'simple' )?.id;
	const bodies = [];
	for ( let i = 0; i < count; i++ ) {
		const first = await fetch( `${ STORE }/cart` );
		await okBody( 'GET /cart', first );
		const headers = {
			'Content-Type': 'application/json',
			Nonce: first.headers.get( 'Nonce' ),
			'Cart-Token': first.headers.get( 'Cart-Token' ),
		};
		await okBody(
			'POST /cart/add-item',
			await fetch( `${ STORE }/cart/add-item`, {
				method: 'POST',
				headers,
				body: JSON.stringify( { id: product, quantity: 1 } ),
			} )
		);
		const placed = await okBody(
			'POST /checkout (rueda_redsys)',
			await fetch( `${ STORE }/checkout`, {
				method: 'POST',
				headers,
				body: JSON.stringify(
					orderBody( `banco${ i }@example.test`, {
						payment_method: 'rueda_redsys',
						payment_data: [],
					} )
				),
			} )
		);
		const details = paymentDetails( JSON.parse( placed ) );
		if ( ! details.Ds_MerchantParameters ) {
			abort( 'a Redsys checkout gave no payment_details: is Redsys on?' );
		}
		bodies.push( redsysNotification( details ) );
	}
	return bodies;
}

/**
 * Times the bare route, GET /cart, POST /cart/add-item and the bank's notification that
 * an order is paid, then counts their queries.
 */
async function compareWithBareRoute() {
	const { headers, lines } = await openCart();
	// One for each timed request and one for the query count.
	const notifications = await redsysNotifications(
		WARM_UP + REST_ROUNDS + 1
	);
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
		// Paying an order (stock, invoice, email): no cart route's query target.
		[
			'POST Redsys notify (paid)',
			( extra ) =>
				fetch( `${ API }/rueda/v1/payments/redsys/notify`, {
					method: 'POST',
					headers: {
						'Content-Type': 'application/x-www-form-urlencoded',
						...extra,
					},
					body: notifications.shift(),
				} ),
			'',
			'(the order paid: no target)',
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
	for ( const [
		name,
		call,
		,
		queryTarget = `target <= +${ TARGET_EXTRA_QUERIES }`,
	] of routes ) {
		const count = await countQueries( name, call );
		bareQueries ??= count;
		const extra =
			count === bareQueries
				? ''
				: `  ${ `+${ count - bareQueries }`.padStart(
						4
					) }  ${ queryTarget }`;
		console.log(
			`  ${ name.padEnd( 30 ) } ${ String( count ).padStart( 4 ) }${ extra }`
		);
	}
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
