#!/usr/bin/env node
/**
 * The storefront's figures: a tyre's product page and a filtered Tienda against the bare
 * REST route (p50 ratio), database queries per request (the filtered listing must not
 * grow with the number of products shown), the plugin JavaScript of Inicio, Tienda and a
 * product page (brotli), and how fast the tyre finder answers. Figures only.
 *
 * Query counts come from bin/query-count-mu-plugin.php: a header for REST answers, a
 * closing comment for pages.
 */
import {
	abort,
	base,
	col,
	okBody,
	pageScripts,
	REST_ROUNDS,
	timeRoute,
	WARM_UP,
} from './bench-lib.mjs';

const STORE = `${ base }/wp-json/wc/store/v1`;
const TARGET_PRODUCT_PAGE_KB = 30;
const TARGET_TIENDA_KB = 35;
const FILTER = 'medida=205-55-r16';

const tyres = JSON.parse(
	await okBody(
		'GET /products',
		await fetch( `${ STORE }/products?category=neumaticos&per_page=1` )
	)
);
if ( ! tyres.length ) {
	abort( 'the catalogue has no tyres' );
}
const productPath = new URL( tyres[ 0 ].permalink ).pathname;

/**
 * Queries a page or a REST answer ran, from the bench mu-plugin.
 *
 * @param {string} path Path under the site.
 * @return {Promise<number>} Query count.
 */
async function queries( path ) {
	const response = await fetch( base + path, {
		headers: { 'X-Rueda-Bench-Queries': '1' },
	} );
	const body = await okBody( path, response );
	const count =
		response.headers.get( 'X-Rueda-Queries' ) ??
		body.match( /<!-- rueda-queries: (\d+) -->\s*$/ )?.[ 1 ];
	if ( count === undefined || count === null ) {
		abort( `${ path } reported no query count: is the mu-plugin in?` );
	}
	return Number( count );
}

const pages = [
	[ 'bare GET /rueda-bench/v1/ping', '/wp-json/rueda-bench/v1/ping' ],
	[ 'product page (tyre)', productPath ],
	[ `Tienda ?${ FILTER }`, `/tienda/?${ FILTER }` ],
	[ 'Tienda', '/tienda/' ],
	[ 'Inicio', '/' ],
];
console.log(
	`Storefront times over ${ REST_ROUNDS } requests after ${ WARM_UP } warm-up (ms; p50 / bare p50) and queries`
);
let bare;
for ( const [ name, path ] of pages ) {
	const { p50, p95 } = await timeRoute( name, () => fetch( base + path ) );
	bare ??= p50;
	console.log(
		`  ${ name.padEnd( 30 ) } p50 ${ col( p50, 6 ) }  p95 ${ col(
			p95,
			6
		) }  ${ col( p50 / bare, 5, 2 ) }x  queries ${ String(
			await queries( path )
		).padStart( 4 ) }`
	);
}

console.log(
	'Filtered listing queries by products shown (GET /products?category=neumaticos&orderby=price)'
);
for ( const perPage of [ 4, 12, 24 ] ) {
	const path = `/wp-json/wc/store/v1/products?category=neumaticos&orderby=price&per_page=${ perPage }`;
	console.log(
		`  per_page ${ String( perPage ).padStart( 2 ) }  queries ${ String(
			await queries( path )
		).padStart( 4 ) }`
	);
}

console.log(
	`Tyre finder answers over ${ REST_ROUNDS } requests (ms; each level of the vehicle search)`
);
const vehicles = `${ base }/wp-json/rueda/v1/vehicles`;
for ( const query of [
	'',
	'?make=SEAT',
	'?make=SEAT&model=Le%C3%B3n',
	'?make=SEAT&model=Le%C3%B3n&year=2021',
] ) {
	const name = `GET /rueda/v1/vehicles${ decodeURIComponent( query ) }`;
	const { p50, p95 } = await timeRoute( name, () =>
		fetch( vehicles + query )
	);
	console.log(
		`  ${ name.padEnd( 48 ) } p50 ${ col( p50, 6 ) }  p95 ${ col( p95, 6 ) }`
	);
}

await pageScripts( 'Inicio', '/', TARGET_TIENDA_KB );
await pageScripts( 'Tienda', `/tienda/?${ FILTER }`, TARGET_TIENDA_KB );
await pageScripts( 'Product', productPath, TARGET_PRODUCT_PAGE_KB );
