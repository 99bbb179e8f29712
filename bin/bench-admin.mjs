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
