#!/usr/bin/env node
/**
 * Faults under a checkout load on the production stack (bin/test-resilience.sh runs it on
 * a throwaway site). Shoppers loop through GET /cart, add-item (a plentiful tyre, every
 * other one also a scarce one, every third the coupon CARGA5 limited to 30 uses),
 * update-customer and POST /checkout with an Idempotency-Key, each journey from its own
 * loopback address. A shopper's client retries what the shop could not answer (no answer,
 * 502, 503, a key in use, 429 after its Retry-After) with the same key, as a browser's
 * retry would, for up to a minute. Faults:
 *   a. one PHP node killed (SIGKILL, master and workers) mid-load, started again once the
 *      other node has answered for it;
 *   b. MariaDB stopped mid-load, started again once the shop has answered that it is down;
 *   c. the checkout rate limit filled from one address while others shop.
 * Each fault waits on what the shoppers' answers show, never on a fixed time; the load
 * goes on until the fault is over and the shop has taken checkouts again.
 * After each: what the shoppers saw, PHP's logs, and bin/resilience-audit.php's checks of
 * the database. Prints each check and ends with "N passed, N failed".
 *
 * Usage: node bin/resilience.mjs BASE_URL RUN_DIR SITE_DIR DB_DIR STATE_FILE
 * RUEDA_JUNIT=FILE also writes the checks as a JUnit report (npm test sums it).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';

import { ADDRESS, orderBody as order, request } from './bench-lib.mjs';

const [ base, run, site, dbDir, stateFile ] = process.argv.slice( 2 );
const STORE = '/wp-json/wc/store/v1';
const SHOPPERS = 6;
const RETRY_FOR_MS = 60_000;
const state = JSON.parse( readFileSync( stateFile, 'utf8' ) );
const [ plenty, scarce ] = state.products;
let passed = 0;
let failed = 0;
const results = [];
let current = '';

function check( ok, what, detail = '' ) {
	results.push( { name: `${ current }: ${ what }`, ok, detail } );
	console.log(
		`  ${ ok ? '✓' : '✗' } ${ what }${ detail ? ` (${ detail })` : '' }`
	);
	if ( ok ) {
		passed++;
	} else {
		failed++;
	}
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Waits until `happened()` is true; a fault that never shows fails the run.
 *
 * @param {string}   what     What is awaited, for the failure.
 * @param {Function} happened Checked every 50 ms.
 */
async function until( what, happened ) {
	const limit = Date.now() + RETRY_FOR_MS;
	while ( ! happened() ) {
		if ( Date.now() > limit ) {
			throw new Error( `Gave up waiting: ${ what }` );
		}
		await sleep( 50 );
	}
}

// Addresses of this run only: an earlier run's rate-limit windows never count.
let nextAddress = Math.floor( Math.random() * 1e6 );
function shopperAgent( address ) {
	const n = nextAddress++;
	return new http.Agent( {
		keepAlive: true,
		maxSockets: 1,
		localAddress:
			address ??
			`127.${ 1 + ( Math.floor( n / 64516 ) % 200 ) }.${
				( Math.floor( n / 254 ) % 254 ) + 1
			}.${ ( n % 254 ) + 1 }`,
	} );
}

/** Every answer of the current fault: when, what, status and code. */
let answers = [];

async function send( agent, method, path, body, headers ) {
	const at = Date.now();
	try {
		const answer = await request(
			agent,
			method,
			base + path,
			body,
			headers
		);
		let data = null;
		try {
			data = JSON.parse( answer.body );
		} catch {
			// An HTML error page: its status tells.
		}
		answers.push( { at, path, status: answer.status, code: data?.code } );
		return { status: answer.status, headers: answer.headers, data };
	} catch ( error ) {
		answers.push( { at, path, status: 0, code: error.code } );
		return { status: 0, headers: {}, data: null };
	}
}

const AGAIN = [ 'rueda_idempotency_key_in_use', 'rueda_checkout_in_progress' ];
const transient = ( answer ) =>
	[ 0, 429, 502, 503, 504 ].includes( answer.status ) ||
	( answer.status === 409 && AGAIN.includes( answer.data?.code ) );

/**
 * A request, sent again while the shop cannot answer it, for up to a minute.
 *
 * @param {http.Agent} agent   The shopper's connection.
 * @param {string}     method  HTTP method.
 * @param {string}     path    Path.
 * @param {Object}     body    JSON body.
 * @param {Object}     headers Headers.
 */
async function persist( agent, method, path, body, headers ) {
	const giveUpAt = Date.now() + RETRY_FOR_MS;
	for ( let wait = 100; ; wait = Math.min( wait * 2, 2000 ) ) {
		const answer = await send( agent, method, path, body, headers );
		if ( ! transient( answer ) || Date.now() > giveUpAt ) {
			return answer;
		}
		const after = Number( answer.headers[ 'retry-after' ] ?? 0 ) * 1000;
		await sleep( Math.max( wait, after ) );
	}
}

/**
 * One shopper's journey; its outcome: an order, a refusal the shop explained (sold out,
 * coupon used up), or a failure.
 *
 * @param {number} n Journey number.
 */
async function journey( n ) {
	const agent = shopperAgent();
	const headers = {};
	const store = async ( method, path, body, extra = {} ) => {
		const answer = await persist( agent, method, STORE + path, body, {
			...headers,
			...extra,
		} );
		headers[ 'Cart-Token' ] =
			answer.headers[ 'cart-token' ] || headers[ 'Cart-Token' ];
		return answer;
	};
	const refusal = ( answer ) =>
		answer.status >= 400 &&
		answer.status < 500 &&
		/^(rueda|woocommerce)_/.test( answer.data?.code ?? '' );
	try {
		let answer = await store( 'GET', '/cart' );
		if ( answer.status !== 200 ) {
			return { outcome: 'failed', what: `GET /cart ${ answer.status }` };
		}
		answer = await store( 'POST', '/cart/add-item', {
			id: plenty,
			quantity: 1,
		} );
		if ( answer.status !== 201 && answer.status !== 200 ) {
			return { outcome: 'failed', what: `add-item ${ answer.status }` };
		}
		if ( n % 2 ) {
			answer = await store( 'POST', '/cart/add-item', {
				id: scarce,
				quantity: 1,
			} );
			if ( answer.status >= 300 && ! refusal( answer ) ) {
				return {
					outcome: 'failed',
					what: `add-item ${ answer.status }`,
				};
			}
		}
		if ( n % 3 === 0 ) {
			answer = await store( 'POST', '/cart/apply-coupon', {
				code: state.coupon,
			} );
			if ( answer.status >= 300 && ! refusal( answer ) ) {
				return {
					outcome: 'failed',
					what: `apply-coupon ${ answer.status }`,
				};
			}
		}
		const email = `resiliencia${ n }@example.test`;
		answer = await store( 'POST', '/cart/update-customer', {
			billing_address: { ...ADDRESS, email },
			shipping_address: ADDRESS,
		} );
		if ( answer.status !== 200 ) {
			return {
				outcome: 'failed',
				what: `update-customer ${ answer.status }`,
			};
		}
		const key = randomUUID();
		answer = await store( 'POST', '/checkout', order( email ), {
			'Idempotency-Key': key,
		} );
		if ( answer.status === 200 && answer.data?.status === 'processing' ) {
			return { outcome: 'order', order: answer.data.order_id, key };
		}
		if ( refusal( answer ) ) {
			return { outcome: 'refused', what: answer.data.code };
		}
		return {
			outcome: 'failed',
			what: `checkout ${ answer.status } ${ answer.data?.code ?? '' }`,
		};
	} finally {
		agent.destroy();
	}
}

/**
 * Checkouts the shop took (answered 200) during the current fault.
 *
 * @param {number} since From when (ms since the epoch).
 */
function checkoutsSince( since = 0 ) {
	return answers.filter(
		( a ) =>
			a.at >= since && a.status === 200 && a.path.endsWith( '/checkout' )
	).length;
}

/**
 * SHOPPERS shoppers shop while the fault runs alongside, and until it is over and the
 * shop has taken SHOPPERS more checkouts; every journey's outcome.
 *
 * @param {Function} fault The fault, run alongside.
 */
async function load( fault ) {
	answers = [];
	const outcomes = [];
	let n = 0;
	let over = false;
	await Promise.all( [
		...Array.from( { length: SHOPPERS }, async () => {
			while ( ! over ) {
				outcomes.push( await journey( n++ ) );
			}
		} ),
		( async () => {
			await until(
				'checkouts before the fault',
				() => checkoutsSince() >= SHOPPERS
			);
			await fault();
			const after = Date.now();
			await until(
				'checkouts after the fault',
				() => checkoutsSince( after ) >= SHOPPERS
			);
			over = true;
		} )(),
	] );
	return outcomes;
}

function phpErrors() {
	let count = 0;
	for ( const node of [ 'node1', 'node2' ] ) {
		try {
			count += (
				readFileSync( `${ run }/${ node }.log`, 'utf8' ).match(
					/PHP (Fatal|Parse) error/g
				) ?? []
			).length;
		} catch {
			// No log yet.
		}
	}
	return count;
}

function audit() {
	const report = execFileSync(
		'php',
		[ 'bin/resilience-audit.php', site, 'check', stateFile ],
		{ encoding: 'utf8' }
	);
	for ( const line of report.trim().split( '\n' ) ) {
		const [ , result, what ] = line.match( /^(ok|fail) (.*)$/ ) ?? [];
		check( result === 'ok', `audit: ${ what ?? line }` );
	}
}

function shoppersSaw( outcomes ) {
	const orders = outcomes.filter( ( o ) => o.outcome === 'order' );
	const failures = outcomes.filter( ( o ) => o.outcome === 'failed' );
	const refused = outcomes.filter( ( o ) => o.outcome === 'refused' );
	const ids = orders.map( ( o ) => o.order );
	const summary = {};
	for ( const o of [ ...failures, ...refused ] ) {
		summary[ o.what ] = ( summary[ o.what ] ?? 0 ) + 1;
	}
	console.log(
		`    ${ outcomes.length } journeys: ${ orders.length } orders, ${
			refused.length
		} refused, ${ failures.length } failed ${ JSON.stringify( summary ) }`
	);
	check( orders.length > 0, 'shoppers placed orders during the fault' );
	check(
		failures.length === 0,
		'no shopper lost an order: every journey ended with its order or a reason'
	);
	check(
		new Set( ids ).size === ids.length,
		'every Idempotency-Key got one order, never two'
	);
}

function pid( file ) {
	return Number( readFileSync( file, 'utf8' ).trim() );
}

const fatalBefore = phpErrors();

current = 'a. One PHP node killed during a checkout load';
console.log( current );
let killedAt = 0;
let restartedAt = 0;
let outcomes = await load( async () => {
	// The master and its workers at once (its process group): killed one by one, the
	// master would fork a new worker first.
	process.kill( -pid( `${ run }/node1.pid` ), 'SIGKILL' );
	killedAt = Date.now();
	await until(
		'the other node answering',
		() => checkoutsSince( killedAt + 500 ) >= SHOPPERS
	);
	execFileSync( `${ run }/node1.start` );
	restartedAt = Date.now();
} );
const afterKill = answers.filter(
	( a ) => a.at > killedAt + 500 && a.at < restartedAt && a.status === 200
);
check(
	afterKill.length > 0,
	'nginx sent the requests to the other node while node1 was down',
	`${ afterKill.length } answered`
);
const cutShort = answers.filter(
	( a ) => a.at >= killedAt - 2000 && [ 0, 502 ].includes( a.status )
).length;
console.log( `    ${ cutShort } requests cut short by the kill, retried` );
shoppersSaw( outcomes );
audit();

current = 'b. MariaDB restarted during a checkout load';
console.log( current );
let stoppedAt = 0;
let startedAt = 0;
const databaseDown = ( a ) =>
	a.status === 503 && a.code === 'rueda_database_unavailable';
outcomes = await load( async () => {
	stoppedAt = Date.now();
	execFileSync( 'bash', [ 'bin/private-mariadb.sh', dbDir, 'stop' ] );
	await until(
		'503 answers while the database is down',
		() => answers.filter( databaseDown ).length >= SHOPPERS
	);
	execFileSync( 'bash', [ 'bin/private-mariadb.sh', dbDir, 'start' ] );
	startedAt = Date.now();
} );
const errors = answers.filter( ( a ) => a.status >= 500 );
const stable = errors.filter( databaseDown );
console.log(
	`    database down ${ ( ( startedAt - stoppedAt ) / 1000 ).toFixed(
		1
	) } s: ${ stable.length } answers 503 rueda_database_unavailable`
);
check(
	stable.length > 0,
	'while it was down, the shop answered 503 rueda_database_unavailable'
);
check(
	errors.length === stable.length,
	'no other server error (no 500, no PHP error page)',
	errors
		.filter( ( a ) => ! stable.includes( a ) )
		.slice( 0, 3 )
		.map( ( a ) => `${ a.status } ${ a.code ?? '' } ${ a.path }` )
		.join( '; ' )
);
shoppersSaw( outcomes );
audit();

current = 'c. The checkout rate limit filled from one address';
console.log( current );
const flooder = shopperAgent(
	`127.250.${ Math.floor( Math.random() * 250 ) }.9`
);
const flood = [];
const token = ( await send( flooder, 'GET', `${ STORE }/cart` ) ).headers[
	'cart-token'
];
outcomes = await load( async () => {
	for ( let i = 0; i < 12; i++ ) {
		flood.push(
			// An empty cart: refused, but only once the limit has counted it.
			(
				await send(
					flooder,
					'POST',
					`${ STORE }/checkout`,
					order( 'avalancha@example.test' ),
					{ 'Cart-Token': token }
				)
			).status
		);
	}
} );
check(
	flood.filter( ( s ) => s === 429 ).length === 9,
	'that address got 429 after its 3 checkouts a minute',
	flood.join( ' ' )
);
const limited = answers.filter(
	( a ) => a.status === 429 && a.path.endsWith( '/checkout' )
).length;
check(
	limited === 9,
	'no other shopper was rate limited',
	`${ limited - 9 } other 429s`
);
shoppersSaw( outcomes );
audit();

check(
	phpErrors() === fatalBefore,
	'no PHP fatal error in the nodes\u2019 logs',
	`${ phpErrors() - fatalBefore } new`
);
console.log( `${ passed } passed, ${ failed } failed` );
if ( process.env.RUEDA_JUNIT ) {
	const escape = ( text ) =>
		text.replace(
			/[<>&"]/g,
			( c ) =>
				( { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' } )[
					c
				]
		);
	const cases = results.map(
		( r ) =>
			`  <testcase name="${ escape( r.name ) }">${
				r.ok
					? ''
					: `<failure message="${ escape( r.detail || 'failed' ) }"/>`
			}</testcase>`
	);
	writeFileSync(
		process.env.RUEDA_JUNIT,
		`<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="resilience" tests="${ results.length }" failures="${ failed }" errors="0" skipped="0">\n${ cases.join(
			'\n'
		) }\n</testsuite>\n`
	);
}
process.exit( failed ? 1 : 0 );
