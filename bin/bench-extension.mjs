/**
 * What an extension adds to the cart and checkout pages: the brotli size of the
 * JavaScript Carrito and Finalizar compra load, Rueda's and other plugins', as the
 * browser gets it. bench.sh runs it before and after activating the example extension
 * (examples/rueda-hotel-neumaticos). Figures only.
 *
 * Usage: node bin/bench-extension.mjs <base URL> <label>
 */
import { KB, base, brotliSize, col, okBody, scriptUrls } from './bench-lib.mjs';

const label = process.argv[ 3 ] || '';
const PAGES = [
	[ 'Carrito', '/carrito/', 40 ],
	[ 'Finalizar compra', '/finalizar-compra/', 50 ],
];
const PLUGINS = '/wp-content/plugins/';

/**
 * @param {URL} url A script's address.
 * @return {string} `rueda`, another plugin's folder, or `core`.
 */
function owner( url ) {
	return url.pathname.startsWith( PLUGINS )
		? url.pathname.slice( PLUGINS.length ).split( '/' )[ 0 ]
		: 'core';
}

console.log(
	`Page JS with ${ label }, KB, brotli quality 11 (scripts loaded with the page)`
);
for ( const [ name, path, target ] of PAGES ) {
	const html = await okBody(
		`GET ${ path }`,
		await fetch( `${ base }${ path }` )
	);
	const sizes = {};
	for ( const url of scriptUrls( html ) ) {
		const script = await fetch( url );
		const size = brotliSize( Buffer.from( await script.arrayBuffer() ) );
		sizes[ owner( url ) ] = ( sizes[ owner( url ) ] ?? 0 ) + size;
	}
	const plugins = Object.entries( sizes ).filter(
		( [ folder ] ) => folder !== 'core'
	);
	const own = sizes.rueda ?? 0;
	const others = plugins
		.filter( ( [ folder ] ) => folder !== 'rueda' )
		.map( ( [ folder, size ] ) => `${ folder } ${ col( size / KB, 4 ) }` );
	console.log(
		`  ${ name.padEnd( 18 ) } Rueda ${ col( own / KB, 5 ) } (target <= ${ target })  other plugins: ${
			others.join( ', ' ) || 'none'
		}`
	);
}
