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
