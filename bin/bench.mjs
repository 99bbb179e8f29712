#!/usr/bin/env node
/**
 * Prints Rueda's benchmark figures: server time of the demo pages (sequential requests
 * after a warm-up) and the size of every built script and stylesheet (raw and gzip).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

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
