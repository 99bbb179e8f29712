#!/usr/bin/env node
/**
 * Sums the suites of `npm test`: JUnit reports (jest, PHPUnit, Playwright) plus one-test
 * checks (typecheck, lint, i18n). Prints one line per suite and the total line
 * "N passed, N failed"; exits 1 when anything failed or an expected report is missing.
 * A suite run in parts (playwright.1.xml, playwright.2.xml) counts as one.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[ 2 ] || 'artifacts';
const EXPECTED_REPORTS = [
	'jest.xml',
	'phpunit-sqlite.xml',
	'phpunit-mariadb.xml',
	'playwright.xml',
	// Faults under load on the production stack (bin/test-resilience.sh).
	'resilience.xml',
	// The same suites with the Redis object cache (bin/test.sh).
	'phpunit-mariadb-redis.xml',
	'playwright-redis.xml',
];

function totals( xml ) {
	const tag =
		xml.match( /<testsuites\b[^>]*\btests="\d+"[^>]*>/ )?.[ 0 ] ??
		xml.match( /<testsuite\b[^>]*>/ )?.[ 0 ] ??
		'';
	const count = ( name ) =>
		Number(
			tag.match( new RegExp( `\\b${ name }="(\\d+)"` ) )?.[ 1 ] ?? 0
		);
	const failed = count( 'failures' ) + count( 'errors' );
	const skipped = count( 'skipped' );
	return { passed: count( 'tests' ) - failed - skipped, failed, skipped };
}

// The report of a suite, or the reports of its parts.
function reportsOf( report ) {
	const suite = report.replace( '.xml', '' );
	return readdirSync( dir )
		.filter(
			( file ) =>
				file === report ||
				new RegExp( `^${ suite }\\.\\d+\\.xml$` ).test( file )
		)
		.map( ( file ) => totals( readFileSync( join( dir, file ), 'utf8' ) ) );
}

const rows = [];
for ( const report of EXPECTED_REPORTS ) {
	const parts = reportsOf( report );
	const sum = ( key ) =>
		parts.reduce( ( total, part ) => total + part[ key ], 0 );
	rows.push(
		parts.length
			? {
					name: report.replace( '.xml', '' ),
					passed: sum( 'passed' ),
					failed: sum( 'failed' ),
					skipped: sum( 'skipped' ),
				}
			: {
					name: `${ report } (missing: the suite did not run)`,
					passed: 0,
					failed: 1,
					skipped: 0,
				}
	);
}
const checks = join( dir, 'checks' );
for ( const name of existsSync( checks ) ? readdirSync( checks ).sort() : [] ) {
	const passed =
		readFileSync( join( checks, name ), 'utf8' ).trim() === 'pass';
	rows.push( {
		name,
		passed: passed ? 1 : 0,
		failed: passed ? 0 : 1,
		skipped: 0,
	} );
}

const timings = join( dir, 'timings' );
if ( existsSync( timings ) ) {
	// Files are named "<second it started> <stage>"; stages side by side overlap.
	console.log( '\nSeconds per stage (started at):' );
	for ( const file of readdirSync( timings ).sort() ) {
		const seconds = readFileSync( join( timings, file ), 'utf8' ).trim();
		const [ start, name ] = file.split( ' ' );
		console.log(
			name
				? `  ${ name }: ${ seconds } (+${ Number( start ) })`
				: `  all (wall clock): ${ seconds }`
		);
	}
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log( '\nSuites:' );
for ( const row of rows ) {
	passed += row.passed;
	failed += row.failed;
	skipped += row.skipped;
	console.log(
		`  ${ row.failed ? '✘' : '✓' } ${ row.name }: ${ row.passed } passed, ${ row.failed } failed${
			row.skipped ? `, ${ row.skipped } skipped` : ''
		}`
	);
}
console.log(
	`${ passed } passed, ${ failed } failed${ skipped ? `, ${ skipped } skipped` : '' }`
);
process.exit( failed ? 1 : 0 );
