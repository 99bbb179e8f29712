#!/usr/bin/env node
/**
 * Shoppers under load: SHOPPERS concurrent shoppers for SECONDS, each looping with no pause.
 * Every journey is a new guest from a loopback address of its own (127.x.y.z, bound with
 * the socket's localAddress), as shoppers arriving from many places: Tienda, GET /cart, a
 * tyre added, the address given (update-customer), the order placed with the sandbox card.
 * The shop's rate limits stay on, so a 429 counts as a failure. Prints orders per second,
 * p50/p95/p99 of every step and every failure. Figures only; nothing is asserted.
 *
 * Usage: node bin/bench-shoppers.mjs BASE_URL [SECONDS] [SHOPPERS] [LABEL]
 * RUEDA_BENCH_THINK_MS: a pause before every step after the first, as a person reading
 * the page takes (default 0: the most load the shoppers can make).
 * RUEDA_BENCH_PAGE_CACHE=off: Tienda is asked with a cart cookie, so nginx's page cache
 * (which otherwise answers most of these first visits) lets every one through to PHP.
 * RUEDA_BENCH_SLOTS=1: each shopper also buys the pre-ITV check, collects at the workshop
 * and books a time: GET /appointment-slots (31 days), a random free slot in the checkout's
 * extensions.rueda.appointment; a time taken meanwhile (409 with fresh slots) is booked
 * again from the answer, as the checkout page does.
 * RUEDA_BENCH_REDSYS=half: every other shopper pays by card at Redsys instead: the
 * checkout answers pending with the bank's form, the shopper posts it to the Redsys
 * simulator the site's terminal names (bin/start-production.sh with RUEDA_PROD_REDSYS_PORT)
 * and presses Pagar there (the simulator notifies the shop, server to server, before it
 * sends the shopper back), then comes back to the confirmation page, which must say the
 * payment is confirmed.
 * The site needs bin/bench-mu-plugin.php (the restock route) and the option
 * rueda_bench_keep_rate_limits (bin/bench.sh sets both).
 */
import http from 'node:http';

import {
	ADDRESS,
	col,
	orderBody,
	paymentDetails,
	percentile,
	request,
} from './bench-lib.mjs';

const [ base = 'http://localhost:8894', seconds, shoppers, label ] =
	process.argv.slice( 2 );
const SECONDS = Number( seconds || 120 );
const SHOPPERS = Number( shoppers || 10 );
const THINK_MS = Number( process.env.RUEDA_BENCH_THINK_MS || 0 );
const SLOTS = process.env.RUEDA_BENCH_SLOTS === '1';
const PAGE_CACHE = process.env.RUEDA_BENCH_PAGE_CACHE !== 'off';
const REDSYS = process.env.RUEDA_BENCH_REDSYS === 'half';
const STORE = '/wp-json/wc/store/v1';
const STEPS = [
	'GET /tienda/',
	'GET /cart',
	'POST /cart/add-item',
	'POST /cart/update-customer',
	...( SLOTS
		? [ 'POST /cart/select-shipping-rate', 'GET /appointment-slots' ]
		: [] ),
	'POST /checkout',
	...( REDSYS
		? [
				'POST /checkout (Redsys)',
				'Redsys: the bank page',
				'Redsys: Pagar (notifies)',
				'GET confirmation (URLOK)',
			]
		: [] ),
];

const times = Object.fromEntries( STEPS.map( ( name ) => [ name, [] ] ) );
const failures = new Map();
let orders = 0;
let journeys = 0;
let rebooked = 0;
let pagesFromCache = 0;
let paidAtRedsys = 0;
let recording = false;

// A random start: a run soon after another hardly ever meets its addresses again.
let nextAddress = Math.floor( Math.random() * 1e6 );
function loopback() {
	const n = nextAddress++;
	return `127.${ 1 + ( Math.floor( n / 64516 ) % 200 ) }.${
		( Math.floor( n / 254 ) % 254 ) + 1
	}.${ ( n % 254 ) + 1 }`;
}

class Refused extends Error {}

function fail( what ) {
	if ( ! recording ) {
		console.error( `bench: the warm-up failed: ${ what }` );
		process.exit( 1 );
	}
	failures.set( what, ( failures.get( what ) || 0 ) + 1 );
}

/**
 * A timed step of a journey; throws Refused after counting an unexpected answer.
 *
 * @param {string}   name     The step (one of STEPS).
 * @param {Function} send     Sends the request.
 * @param {Function} accepted Whether the answer is the expected one.
 */
async function step( name, send, accepted ) {
	if ( THINK_MS && recording && name !== STEPS[ 0 ] ) {
		await new Promise( ( resolve ) => setTimeout( resolve, THINK_MS ) );
	}
	const start = performance.now();
	let answer;
	try {
		answer = await send();
	} catch ( error ) {
		fail( `${ name }: ${ error.code || error.message }` );
		throw new Refused();
	}
	if ( recording ) {
		times[ name ].push( performance.now() - start );
	}
	let data = null;
	try {
		data = JSON.parse( answer.body );
	} catch {
		// An HTML page, or an error page: only its status counts.
	}
	if ( ! accepted( answer, data ) ) {
		fail( `${ name }: ${ answer.status } ${ data?.code ?? '' }`.trim() );
		throw new Refused();
	}
	return answer;
}

/**
 * A random free slot of workshop 0.
 *
 * @param {Array} days Days as GET /appointment-slots lists them.
 */
function anySlot( days ) {
	const slots = ( days || [] ).flatMap( ( day ) => day.slots );
	return slots[ Math.floor( Math.random() * slots.length ) ]?.start;
}

// The checkout's answers a journey goes on with; any other step must answer 200 or 201.
const slotTaken = ( a, data ) =>
	a.status === 409 && data?.code === 'rueda_appointment_slot_taken';
const ACCEPTED = {
	'POST /checkout': ( a, data ) =>
		( a.status === 200 && data?.status === 'processing' ) ||
		slotTaken( a, data ),
	// Pending, with the bank's form.
	'POST /checkout (Redsys)': ( a, data ) =>
		( a.status === 200 &&
			data?.payment_result?.payment_status === 'pending' &&
			!! paymentDetails( data ).redsys_url ) ||
		slotTaken( a, data ),
};

async function journey( product, index, service, redsys = false ) {
	const agent = new http.Agent( {
		keepAlive: true,
		maxSockets: 1,
		localAddress: loopback(),
	} );
	const ok = ( answer ) => answer.status === 200;
	const headers = {};
	const store = async ( name, method, path, body, extra = {} ) => {
		const answer = await step(
			name,
			() =>
				request( agent, method, `${ base }${ STORE }${ path }`, body, {
					...headers,
					...extra,
				} ),
			ACCEPTED[ name ] ??
				( ( a ) => a.status === 200 || a.status === 201 )
		);
		headers[ 'Cart-Token' ] =
			answer.headers[ 'cart-token' ] || headers[ 'Cart-Token' ];
		return answer;
	};
	try {
		// Compressed as a browser asks for it; only its status is read.
		const shop = await step(
			'GET /tienda/',
			() =>
				request( agent, 'GET', `${ base }/tienda/`, undefined, {
					'Accept-Encoding': 'br, gzip',
					...( PAGE_CACHE ? {} : { Cookie: 'rueda_cart=bench' } ),
				} ),
			ok
		);
		if ( recording && shop.headers[ 'x-rueda-cache' ] === 'HIT' ) {
			pagesFromCache++;
		}
		await store( 'GET /cart', 'GET', '/cart' );
		await store( 'POST /cart/add-item', 'POST', '/cart/add-item', {
			id: product,
			quantity: 1,
		} );
		let start;
		if ( SLOTS ) {
			await store( 'POST /cart/add-item', 'POST', '/cart/add-item', {
				id: service,
				quantity: 1,
			} );
		}
		const email = `carga${ index }@example.test`;
		await store(
			'POST /cart/update-customer',
			'POST',
			'/cart/update-customer',
			{
				billing_address: { ...ADDRESS, email },
				shipping_address: ADDRESS,
			}
		);
		if ( SLOTS ) {
			await store(
				'POST /cart/select-shipping-rate',
				'POST',
				'/cart/select-shipping-rate',
				{ rate_id: 'pickup_location:0', package_id: null }
			);
			const listed = await store(
				'GET /appointment-slots',
				'GET',
				'/appointment-slots?location=0&days=31'
			);
			start = anySlot( JSON.parse( listed.body ) );
		}
		const order = ( appointment ) =>
			store(
				redsys ? 'POST /checkout (Redsys)' : 'POST /checkout',
				'POST',
				'/checkout',
				orderBody( email, {
					...( SLOTS
						? {
								additional_fields: {
									'rueda/terms': true,
									'rueda/service-consent': true,
									// A workshop booking gives the car's plate.
									'rueda/plate': '1234 BCD',
								},
								extensions: { rueda: { appointment } },
							}
						: {} ),
					...( redsys
						? { payment_method: 'rueda_redsys', payment_data: [] }
						: {} ),
				} ),
				{ 'Idempotency-Key': `bench-${ index }-${ performance.now() }` }
			);
		let placed = await order( { location: 0, start } );
		if ( placed.status === 409 ) {
			if ( recording ) {
				rebooked++;
			}
			const fresh = JSON.parse( placed.body ).data.slots;
			placed = await order( { location: 0, start: anySlot( fresh ) } );
			if ( placed.status !== 200 ) {
				fail( 'POST /checkout: the time was taken twice' );
				throw new Refused();
			}
		}
		if ( redsys ) {
			await payAtRedsys( agent, JSON.parse( placed.body ) );
		}
		if ( recording ) {
			orders++;
		}
	} catch ( error ) {
		if ( ! ( error instanceof Refused ) ) {
			throw error;
		}
	} finally {
		agent.destroy();
	}
}

/**
 * The shopper at the bank: the form posted to the simulator's page, Pagar pressed there
 * (answered once the simulator has notified the shop), then back at the shop's
 * confirmation page, which must say the payment is confirmed.
 *
 * @param {http.Agent} agent  The shopper's own address (the simulator's page).
 * @param {Object}     placed The checkout's answer.
 */
async function payAtRedsys( agent, placed ) {
	const details = paymentDetails( placed );
	const form = new URLSearchParams( {
		Ds_SignatureVersion: details.Ds_SignatureVersion,
		Ds_MerchantParameters: details.Ds_MerchantParameters,
		Ds_Signature: details.Ds_Signature,
	} );
	const formHeaders = {
		'Content-Type': 'application/x-www-form-urlencoded',
	};
	await step(
		'Redsys: the bank page',
		() =>
			request(
				agent,
				'POST',
				details.redsys_url,
				form.toString(),
				formHeaders
			),
		( a ) => a.status === 200 && a.body.includes( 'Pagar' )
	);
	form.set( 'decision', 'pagar' );
	const back = await step(
		'Redsys: Pagar (notifies)',
		() =>
			request(
				agent,
				'POST',
				`${ details.redsys_url }/decidir`,
				form.toString(),
				formHeaders
			),
		( a ) => a.status === 303 && !! a.headers.location
	);
	await step(
		'GET confirmation (URLOK)',
		() => request( agent, 'GET', back.headers.location ),
		( a ) =>
			a.status === 200 && a.body.includes( 'rueda-order-received__paid' )
	);
	if ( recording ) {
		paidAtRedsys++;
	}
}

const restock = await fetch( `${ base }/wp-json/rueda-bench/v1/restock`, {
	method: 'POST',
} );
if ( ! restock.ok ) {
	console.error( `bench: restock answered ${ restock.status }` );
	process.exit( 1 );
}
const products = (
	await ( await fetch( `${ base }${ STORE }/products?per_page=20` ) ).json()
)
	.filter(
		( p ) => p.kind === 'tyre' && p.type === 'simple' && p.is_purchasable
	)
	.map( ( p ) => p.id );
const service = SLOTS
	? (
			await (
				await fetch( `${ base }${ STORE }/products?per_page=100` )
			).json()
		).find( ( p ) => p.sku === 'SRV-PREITV' )?.id
	: undefined;
if ( ! products.length ) {
	console.error( 'bench: no purchasable simple products' );
	process.exit( 1 );
}

// Warm-up, not counted: OPcache and the database's caches as a running shop has them.
for ( let i = 0; i < ( REDSYS ? 4 : 3 ); i++ ) {
	await journey(
		products[ i % products.length ],
		i,
		service,
		REDSYS && i % 2 === 1
	);
}
recording = true;
const started = performance.now();
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
	Array.from( { length: SHOPPERS }, async ( _, index ) => {
		while ( Date.now() < deadline ) {
			journeys++;
			await journey(
				products[ journeys % products.length ],
				index,
				service,
				REDSYS && index % 2 === 1
			);
		}
	} )
);
const elapsed = ( performance.now() - started ) / 1000;

const failed = [ ...failures.values() ].reduce( ( a, b ) => a + b, 0 );
console.log(
	`Shoppers on ${ label || base }: ${ SHOPPERS } concurrent for ${ SECONDS } s (MariaDB)${
		THINK_MS ? `, ${ THINK_MS } ms pauses` : ''
	}${ SLOTS ? ', each booking a workshop time' : '' }${
		REDSYS ? ', every other one paying by card at the Redsys simulator' : ''
	}${ PAGE_CACHE ? '' : ', Tienda past the page cache' }`
);
console.log(
	`  journeys ${ journeys }  orders ${ orders }  orders/s ${ col(
		orders / elapsed,
		0,
		2
	) }  failed ${ failed }  (target 0 failures at 50 shoppers)${
		SLOTS ? `  times taken meanwhile, booked again ${ rebooked }` : ''
	}${
		REDSYS ? `  paid at Redsys ${ paidAtRedsys }` : ''
	}  Tienda from the page cache ${ col(
		( 100 * pagesFromCache ) /
			Math.max( 1, times[ 'GET /tienda/' ].length ),
		0,
		0
	) } %`
);
console.log(
	`  ${ 'step'.padEnd( 28 ) } ${ 'n'.padStart( 6 ) }  ${ 'p50'.padStart(
		7
	) }  ${ 'p95'.padStart( 7 ) }  ${ 'p99'.padStart( 7 ) }  ms`
);
for ( const name of STEPS ) {
	const sorted = times[ name ].sort( ( a, b ) => a - b );
	const [ p50, p95, p99 ] = [ 0.5, 0.95, 0.99 ].map(
		( p ) => percentile( sorted, p ) ?? NaN
	);
	const note = {
		'POST /checkout': 'target p95 < 250 ms at 10 shoppers',
		'POST /checkout (Redsys)': 'target p95 < 250 ms at 10 shoppers',
		'GET /cart': `p95/p50 ${ col( p95 / p50, 0, 2 ) } (target < 2)`,
	}[ name ];
	console.log(
		`  ${ name.padEnd( 28 ) } ${ String( sorted.length ).padStart(
			6
		) }  ${ col( p50, 7 ) }  ${ col( p95, 7 ) }  ${ col( p99, 7 ) }${
			note ? `  ${ note }` : ''
		}`
	);
}
for ( const [ what, count ] of failures ) {
	console.log( `    ${ count } × ${ what }` );
}
