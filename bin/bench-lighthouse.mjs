#!/usr/bin/env node
/**
 * Lighthouse on the shop's four key pages, as a phone on a slow network sees them
 * (Lighthouse's default mobile profile, simulated throttling): Inicio, Tienda, and
 * Carrito and Finalizar compra with a tyre in the cart. Prints performance and
 * accessibility scores, the paint and shift figures, and what the page transfers.
 * Targets: performance >= 90, accessibility 100. Figures only.
 *
 * PHP's built-in server sends pages and scripts uncompressed, as no real host does; the
 * document's gzip size is printed beside its transferred size to show what that costs.
 */
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

import { abort, base, KB } from './bench-lib.mjs';

/**
 * A right-aligned cell.
 *
 * @param {string|number} value Value.
 * @param {number}        width Width.
 */
const cell = ( value, width ) => String( value ).padStart( width );

const PAGES = [
	[ 'Inicio', '/', false ],
	[ 'Tienda', '/tienda/', false ],
	[ 'Carrito', '/carrito/', true ],
	[ 'Finalizar compra', '/finalizar-compra/', true ],
];
const TARGET_PERFORMANCE = 90;

/**
 * A cart with one tyre, as its session cookie.
 */
async function cartCookie() {
	const store = `${ base }/wp-json/wc/store/v1`;
	const cart = await fetch( `${ store }/cart` );
	const tyres = await (
		await fetch( `${ store }/products?category=neumaticos&per_page=1` )
	).json();
	const added = await fetch( `${ store }/cart/add-item`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Nonce: cart.headers.get( 'Nonce' ) ?? '',
		},
		body: JSON.stringify( { id: tyres[ 0 ]?.id, quantity: 4 } ),
	} );
	const cookie = ( added.headers.getSetCookie?.() ?? [] )
		.map( ( header ) => header.split( ';' )[ 0 ] )
		.find( ( pair ) => pair.startsWith( 'rueda_cart=' ) );
	if ( ! added.ok || ! cookie ) {
		abort( `could not fill a cart (${ added.status })` );
	}
	return cookie;
}

const cookie = await cartCookie();
const chrome = await chromeLauncher.launch( {
	chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu' ],
} );

console.log( '\nLighthouse (mobile, simulated slow 4G and 4x CPU)' );
console.log(
	cell( 'page', 18 ) +
		cell( 'perf', 6 ) +
		cell( 'a11y', 6 ) +
		cell( 'FCP ms', 8 ) +
		cell( 'LCP ms', 8 ) +
		cell( 'TBT ms', 8 ) +
		cell( 'CLS', 7 ) +
		cell( 'doc KB (gzip)', 15 ) +
		cell( 'JS KB', 7 )
);
try {
	for ( const [ name, path, withCart ] of PAGES ) {
		const { lhr } = await lighthouse( base + path, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: [ 'performance', 'accessibility' ],
			extraHeaders: withCart ? { Cookie: cookie } : undefined,
		} );
		const audit = ( id ) => lhr.audits[ id ]?.numericValue ?? NaN;
		const requests = lhr.audits[ 'network-requests' ].details.items;
		const documentKb =
			requests.find( ( item ) => item.resourceType === 'Document' )
				?.transferSize / KB;
		const html = await (
			await fetch( base + path, {
				headers: withCart ? { Cookie: cookie } : {},
			} )
		).text();
		const scriptKb =
			requests
				.filter( ( item ) => item.resourceType === 'Script' )
				.reduce( ( sum, item ) => sum + item.transferSize, 0 ) / KB;
		const performance = Math.round(
			lhr.categories.performance.score * 100
		);
		console.log(
			cell( name, 18 ) +
				cell(
					`${ performance }${
						performance >= TARGET_PERFORMANCE ? '' : '!'
					}`,
					6
				) +
				cell(
					Math.round( lhr.categories.accessibility.score * 100 ),
					6
				) +
				cell( Math.round( audit( 'first-contentful-paint' ) ), 8 ) +
				cell( Math.round( audit( 'largest-contentful-paint' ) ), 8 ) +
				cell( Math.round( audit( 'total-blocking-time' ) ), 8 ) +
				cell( audit( 'cumulative-layout-shift' ).toFixed( 3 ), 7 ) +
				cell(
					`${ Math.round( documentKb ) } (${ Math.round(
						gzipSync( html ).length / KB
					) })`,
					15
				) +
				cell( Math.round( scriptKb ), 7 )
		);
	}
} finally {
	await chromeLauncher.killAll();
}
console.log(
	`target: performance >= ${ TARGET_PERFORMANCE }, accessibility 100`
);
