#!/usr/bin/env node
/**
 * Sums the suites of `npm test`: JUnit reports (jest, PHPUnit, Playwright) plus one-test
 * checks (typecheck, lint, i18n). Prints one line per suite and the total line
 * "N passed, N failed"; exits 1 when anything failed or an expected report is missing.
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

const rows = [];
for ( const report of EXPECTED_REPORTS ) {
	const file = join( dir, report );
	rows.push(
		existsSync( file )
			? {
					name: report.replace( '.xml', '' ),
					...totals( readFileSync( file, 'utf8' ) ),
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
	console.log( '\nSeconds per stage:' );
	let total = 0;
	for ( const file of readdirSync( timings ).sort() ) {
		const seconds = Number( readFileSync( join( timings, file ), 'utf8' ) );
		total += seconds;
		console.log( `  ${ file.replace( /^\d+ /, '' ) }: ${ seconds }` );
	}
	console.log( `  all: ${ total }` );
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
