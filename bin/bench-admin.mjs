#!/usr/bin/env node
/**
 * Prints the admin figures: server time of the rueda/v1 list routes the Rueda screens
 * load (sequential requests after a warm-up, logged in as the administrator) and the
 * brotli size of each admin screen's own script and stylesheet. Figures only.
 *
 * Usage: node bin/bench-admin.mjs BASE_URL ADMIN_PASSWORD
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';

const [ base = 'http://localhost:8892', password = 'password' ] =
	process.argv.slice( 2 );
const ROUNDS = 30;
const ROUTES = [
	'/rueda/v1/products?per_page=20',
	'/rueda/v1/products?per_page=20&search=michelin&orderby=price',
	'/rueda/v1/coupons?per_page=20',
	'/rueda/v1/orders?per_page=20',
	'/rueda/v1/orders/counts',
	'/rueda/v1/settings/shipping',
];

async function logIn() {
	const response = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: new URLSearchParams( {
			log: 'admin',
			pwd: password,
			testcookie: '1',
		} ),
	} );
	const cookie = response.headers
		.getSetCookie()
		.map( ( header ) => header.split( ';' )[ 0 ] )
		.join( '; ' );
	const nonce = await fetch(
		`${ base }/wp-admin/admin-ajax.php?action=rest-nonce`,
		{ headers: { Cookie: cookie } }
	).then( ( r ) => r.text() );
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		console.error( `Could not log in as admin (${ nonce })` );
		process.exit( 1 );
	}
	return { Cookie: cookie, 'X-WP-Nonce': nonce };
}

async function time( path, headers ) {
	const times = [];
	for ( let i = 0; i < ROUNDS + 3; i++ ) {
		const start = performance.now();
		const response = await fetch( `${ base }/wp-json${ path }`, {
			headers,
		} );
		await response.text();
		if ( ! response.ok ) {
			console.error( `${ path }: HTTP ${ response.status }` );
			process.exit( 1 );
		}
		if ( i >= 3 ) {
			times.push( performance.now() - start );
		}
	}
	times.sort( ( a, b ) => a - b );
	return [ 0.5, 0.95 ].map(
		( p ) =>
			times[
				Math.min( times.length - 1, Math.floor( times.length * p ) )
			]
	);
}

const headers = await logIn();
console.log( `Admin routes over ${ ROUNDS } requests (ms)` );
console.log( `  ${ 'route'.padEnd( 64 ) }   p50     p95` );
for ( const path of ROUTES ) {
	const [ p50, p95 ] = await time( path, headers );
	console.log(
		`  ${ path.padEnd( 64 ) } ${ p50.toFixed( 1 ).padStart( 6 ) } ${ p95
			.toFixed( 1 )
			.padStart( 7 ) }`
	);
}

// The catalogue chores: the CSV export of the whole catalogue, and a bulk edit of every
// product (up to 500, one request; one cent up, then down again, so prices end as they were).
const ids = [];
for ( let page = 1; ids.length < 500; page++ ) {
	const batch = await fetch(
		`${ base }/wp-json/rueda/v1/products?per_page=100&page=${ page }`,
		{ headers }
	).then( ( r ) => r.json() );
	ids.push( ...batch.map( ( product ) => product.id ) );
	if ( batch.length < 100 ) {
		break;
	}
}
const chores = [];
for ( let i = 0; i < 10; i++ ) {
	let start = performance.now();
	const csv = await fetch( `${ base }/wp-json/rueda/v1/products/export`, {
		headers,
	} ).then( ( r ) => r.text() );
	const exported = performance.now() - start;
	start = performance.now();
	const edit = await fetch( `${ base }/wp-json/rueda/v1/products/bulk-edit`, {
		method: 'POST',
		headers: { ...headers, 'Content-Type': 'application/json' },
		body: JSON.stringify( {
			ids: ids.slice( 0, 500 ),
			price: { by: 'amount', value: i % 2 ? -1 : 1 },
		} ),
	} );
	if ( ! edit.ok ) {
		console.error( `bulk-edit: HTTP ${ edit.status }` );
		process.exit( 1 );
	}
	chores.push( [
		exported,
		performance.now() - start,
		csv.split( '\r\n' ).length - 2,
	] );
}
const median = ( column ) =>
	chores.map( ( row ) => row[ column ] ).sort( ( a, b ) => a - b )[ 5 ];
console.log(
	`Catalogue CSV export (${ chores[ 0 ][ 2 ] } products): ${ median(
		0
	).toFixed(
		1
	) } ms; bulk edit of ${ Math.min( ids.length, 500 ) }: ${ median( 1 ).toFixed( 1 ) } ms (median of 10)`
);

console.log( 'Admin screens, own script + stylesheet (KB, brotli)' );
for ( const screen of [ 'settings', 'products', 'coupons', 'orders' ] ) {
	const [ js, css ] = [ 'js', 'css' ].map(
		( ext ) =>
			brotliCompressSync(
				readFileSync(
					new URL(
						`../build/admin/${ screen }.${ ext }`,
						import.meta.url
					)
				)
			).length / 1024
	);
	console.log(
		`  ${ screen.padEnd( 10 ) } ${ js.toFixed( 1 ).padStart( 7 ) } + ${ css
			.toFixed( 1 )
			.padStart( 5 ) }`
	);
}
