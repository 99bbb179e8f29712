#!/usr/bin/env node
/**
 * Checks a running production stack (bin/start-production.sh) end to end: static files
 * from nginx with long cache headers and compression; the page cache (shared pages only,
 * never a redirect, an error, the REST API, nor a page asked for under a forged Host);
 * a card payment at the Redsys simulator whose notification through nginx marks the order
 * paid, once (a replay and a forgery change nothing); test payments refused on a
 * production site until the owner turns them on; client addresses behind the balancer
 * (invented X-Forwarded-For values never escape the checkout's 3-a-minute limit, shoppers
 * on other addresses are unaffected); the cron runner; and a PHP node that dies is
 * skipped. Run it on a throwaway site: it places orders, changes settings and kills node1.
 *
 * Usage: node bin/check-production.mjs BASE_URL RUN_DIR (the balancer is on port + 1; the
 * stack started with RUEDA_PROD_REDSYS_PORT, its Redsys simulator)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';

import {
	orderBody as order,
	paymentDetails,
	redsysNotification,
	redsysSignature,
	request,
} from './bench-lib.mjs';

const [ base, run ] = process.argv.slice( 2 );
const balancer = `http://localhost:${ Number( new URL( base ).port ) + 1 }`;
const STORE = '/wp-json/wc/store/v1';
let failed = 0;

function check( ok, what ) {
	console.log( `  ${ ok ? '✓' : '✗' } ${ what }` );
	failed += ok ? 0 : 1;
}

// Addresses of this run only: an earlier run's rate-limit window never counts.
const prefix = `127.${ 2 + Math.floor( Math.random() * 200 ) }.${ Math.floor(
	Math.random() * 250
) }`;
const shopper = ( n ) =>
	new http.Agent( { keepAlive: true, localAddress: `${ prefix }.${ n }` } );
const invented = ( n ) => `203.0.113.${ n }`;
// Runs PHP code with the site loaded, as the owner changing something in wp-admin.
const php = ( code, ...args ) =>
	execFileSync( process.env.RUEDA_PHP || 'php', [
		'-r',
		`$_SERVER["HTTP_HOST"] = "localhost"; require $argv[1] . "/wp-load.php"; ${ code }`,
		run.replace( /\.run\/?$/, '' ),
		...args.map( String ),
	] );
async function cartToken( agent, via ) {
	const answer = await request( agent, 'GET', `${ via }${ STORE }/cart` );
	return answer.headers[ 'cart-token' ];
}

/**
 * Twenty checkouts of one shopper (an empty cart: refused once the rate limit has
 * counted it), each with an X-Forwarded-For value of its own; the statuses.
 *
 * @param {http.Agent} agent The shopper.
 * @param {string}     via   The balancer or nginx itself.
 */
async function twentyForged( agent, via ) {
	const token = await cartToken( agent, via );
	const statuses = [];
	for ( let n = 1; n <= 20; n++ ) {
		// Some pretend to come through the balancer already.
		const forwarded =
			n % 4 ? invented( n ) : `${ invented( n ) }, 127.0.0.254`;
		const answer = await request(
			agent,
			'POST',
			`${ via }${ STORE }/checkout`,
			order( 'falsa@example.test' ),
			{ 'Cart-Token': token, 'X-Forwarded-For': forwarded }
		);
		statuses.push( answer.status );
	}
	return statuses;
}

console.log( `Production stack at ${ base } (balancer ${ balancer })` );

const page = await fetch( `${ base }/tienda/` );
const html = await page.text();
check( page.status === 200, `GET /tienda/ ${ page.status }` );
const script = html.match(
	/<script[^>]+src="([^"]+\/plugins\/rueda\/build\/[^"]+\.js[^"]*)"/
)?.[ 1 ];
check( !! script, 'Tienda loads a Rueda script' );
if ( script ) {
	const url = script.replaceAll( '&#038;', '&' ).replaceAll( '&amp;', '&' );
	const brotli = existsSync( `${ run }/rueda-brotli.conf` );
	for ( const encoding of brotli ? [ 'br', 'gzip' ] : [ 'gzip' ] ) {
		const answer = await request( undefined, 'GET', url, undefined, {
			'Accept-Encoding': encoding,
		} );
		check(
			answer.status === 200 &&
				/max-age=31536000/.test( answer.headers[ 'cache-control' ] ) &&
				/immutable/.test( answer.headers[ 'cache-control' ] ) &&
				answer.headers[ 'content-encoding' ] === encoding,
			`a script: ${ answer.status }, Cache-Control "${ answer.headers[ 'cache-control' ] }", Content-Encoding ${ answer.headers[ 'content-encoding' ] } (asked ${ encoding })`
		);
	}
}
check(
	! /immutable/.test( page.headers.get( 'cache-control' ) || '' ),
	`pages are not cached as static files (Cache-Control "${ page.headers.get(
		'cache-control'
	) }")`
);

// Guests with no cart share pages through nginx's page cache, for 10 s at most; nothing
// personal and no Store API answer is ever kept. A tyre's page of this run only.
const tyre = (
	await ( await fetch( `${ base }${ STORE }/products?per_page=40` ) ).json()
).find( ( p ) => p.kind === 'tyre' && p.type === 'simple' );
const tyrePage = `${ new URL( tyre.permalink ).pathname }?run=${ prefix }`;
const visit = async ( path, headers = {} ) => {
	const answer = await request(
		undefined,
		'GET',
		`${ base }${ path }`,
		undefined,
		headers
	);
	const price = answer.body.match( /(&quot;|")price\1:\1(\d+)\1/ )?.[ 2 ];
	return {
		...answer,
		at: Date.now(),
		cache: answer.headers[ 'x-rueda-cache' ],
		price: Number( price ),
	};
};
const filled = await visit( tyrePage );
const kept = await visit( tyrePage );
check(
	filled.cache === 'MISS' &&
		kept.cache === 'HIT' &&
		kept.body === filled.body &&
		/^public, max-age=0, s-maxage=10$/.test(
			kept.headers[ 'cache-control' ]
		),
	`a guest's product page: ${ filled.cache }, then ${ kept.cache } for the next guest (Cache-Control "${ kept.headers[ 'cache-control' ] }")`
);
const cartAnswer = await request(
	undefined,
	'GET',
	`${ base }${ STORE }/cart`
);
const added = await request(
	undefined,
	'POST',
	`${ base }${ STORE }/cart/add-item`,
	{ id: tyre.id, quantity: 1 },
	{ Nonce: cartAnswer.headers.nonce }
);
const cartCookie = String( added.headers[ 'set-cookie' ] ?? '' ).match(
	/rueda_cart=[^;]+/
)?.[ 0 ];
const withCart = await visit( tyrePage, { Cookie: `${ cartCookie }` } );
check(
	!! cartCookie &&
		withCart.cache === 'BYPASS' &&
		/no-store/.test( withCart.headers[ 'cache-control' ] ) &&
		/(&quot;|")items_count\1:1\b/.test( withCart.body ),
	`a shopper with a cart: ${ withCart.cache }, Cache-Control "${ withCart.headers[ 'cache-control' ] }", the page shows their cart`
);
const signedIn = await visit( tyrePage, {
	Cookie: 'wordpress_logged_in_0123=x',
} );
const api = [
	await visit( `${ STORE }/products?per_page=1` ),
	await visit( `${ STORE }/products?per_page=1` ),
];
check(
	signedIn.cache === 'BYPASS' && api.every( ( a ) => a.cache === 'BYPASS' ),
	`a login cookie: ${ signedIn.cache }; the Store API twice: ${ api.map( ( a ) => a.cache ).join( ', ' ) }`
);
// The owner raises the price: the Store API has it at once, guests once the 10 s are over
// (nginx counts whole seconds).
php(
	'$r = new Rueda\\Domain\\Catalog\\ProductRepository(); $d = $r->get_data( (int) $argv[2] ); $d["regular_price"] += 100; $d["sale_price"] = null; $r->save( $d );',
	tyre.id
);
const raised = Number(
	(
		await (
			await fetch( `${ base }${ STORE }/products/${ tyre.id }` )
		).json()
	).prices.price
);
const stillKept = await visit( tyrePage );
await new Promise( ( resolve ) =>
	setTimeout( resolve, 11500 - ( Date.now() - filled.at ) )
);
const fresh = await visit( tyrePage );
check(
	raised === filled.price + 100 &&
		stillKept.cache === 'HIT' &&
		fresh.cache === 'EXPIRED' &&
		fresh.price === raised,
	`a new price: the Store API ${ raised } at once; the kept page ${ stillKept.price } until its 10 s are over, then ${ fresh.price } (${ fresh.cache })`
);

// Page-cache poisoning: a Host header nginx's server_name matching takes for the shop's
// (it ignores what follows a colon) once gave PHP a host of the attacker's choosing, and
// the redirect WordPress built from it was kept for every guest. Such requests get no
// answer now; PHP is told the shop's own host whatever a client sends.
const host = new URL( base ).host;
const forged = async ( path, forgedHost ) => {
	try {
		const answer = await request(
			undefined,
			'GET',
			`${ base }${ path }`,
			undefined,
			{
				Host: forgedHost,
			}
		);
		return `${ answer.status }${ answer.headers.location ? ` to ${ answer.headers.location }` : '' }`;
	} catch {
		return 'no answer';
	}
};
for ( const [ path, forgedHost ] of [
	[ `/tienda/?run=${ prefix }`, `${ host }@evil.example` ],
	[ `/carrito/?run=${ prefix }`, 'localhost:1' ],
	[ `/tienda/?run=${ prefix }`, 'evil.example' ],
] ) {
	const attack = [
		await forged( path, forgedHost ),
		await forged( path, forgedHost ),
	];
	const guest = await visit( path );
	check(
		attack.every( ( a ) => a === 'no answer' ) &&
			guest.status === 200 &&
			! guest.headers.location,
		`Host "${ forgedHost }" on ${ path.split( '?' )[ 0 ] }: ${ attack.join( ', ' ) }; the next guest ${ guest.status } (${ guest.cache })`
	);
}
// A redirect of the shop itself (WordPress's canonical slash) is never kept either.
const redirects = [ await visit( '/tienda' ), await visit( '/tienda' ) ];
check(
	redirects.every( ( r ) => r.status === 301 && r.cache !== 'HIT' ) &&
		! /s-maxage/.test( redirects[ 0 ].headers[ 'cache-control' ] || '' ),
	`a redirect twice: ${ redirects.map( ( r ) => `${ r.status } ${ r.cache }` ).join( ', ' ) }`
);
// The REST API under every spelling WordPress routes, twice each: never kept.
for ( const path of [
	`/index.php/wp-json/wc/store/v1/products?per_page=1&run=${ prefix }`,
	`/?rest%5Froute=/wc/store/v1/products&per_page=1&run=${ prefix }`,
	`/%77p-json/wc/store/v1/products?per_page=1&run=${ prefix }`,
	`/WP-JSON/wc/store/v1/products?per_page=1&run=${ prefix }`,
] ) {
	const twice = [ await visit( path ), await visit( path ) ];
	check(
		twice[ 1 ].cache !== 'HIT',
		`${ path.split( '&run' )[ 0 ] } twice: ${ twice.map( ( a ) => `${ a.status } ${ a.cache }` ).join( ', ' ) }`
	);
}

// A card payment at Redsys, through nginx: the stack's terminal is Redsys's test merchant at
// the simulator (RUEDA_PROD_REDSYS_PORT). A guest checks out one tyre with rueda_redsys; the
// bank's notification, signed here with the test key (Redsys's algorithm written again, not
// the plugin's), marks the order paid: answered 200 and never kept; a replay changes
// nothing, a forgery is refused before it and changes nothing either.
const payer = shopper( 3 );
const payerCart = await request( payer, 'GET', `${ base }${ STORE }/cart` );
const payerHeaders = {
	Nonce: payerCart.headers.nonce,
	'Cart-Token': payerCart.headers[ 'cart-token' ],
};
await request(
	payer,
	'POST',
	`${ base }${ STORE }/cart/add-item`,
	{ id: tyre.id, quantity: 1 },
	payerHeaders
);
const redsysCheckout = await request(
	payer,
	'POST',
	`${ base }${ STORE }/checkout`,
	order( 'tarjeta@example.test', {
		payment_method: 'rueda_redsys',
		payment_data: [],
	} ),
	payerHeaders
);
const placedByCard = JSON.parse( redsysCheckout.body );
const details = paymentDetails( placedByCard );
const asked = details.Ds_MerchantParameters
	? JSON.parse( Buffer.from( details.Ds_MerchantParameters, 'base64' ) )
	: {};
const bankPage = details.redsys_url
	? await fetch( details.redsys_url, {
			method: 'POST',
			body: new URLSearchParams( {
				Ds_SignatureVersion: details.Ds_SignatureVersion,
				Ds_MerchantParameters: details.Ds_MerchantParameters,
				Ds_Signature: details.Ds_Signature,
			} ),
		} ).then( async ( r ) => `${ r.status } ${ await r.text() }` )
	: 'none';
check(
	redsysCheckout.status === 200 &&
		placedByCard.payment_result?.payment_status === 'pending' &&
		details.Ds_SignatureVersion === 'HMAC_SHA256_V1' &&
		details.Ds_Signature ===
			redsysSignature(
				asked.DS_MERCHANT_ORDER ?? '',
				details.Ds_MerchantParameters
			) &&
		asked.DS_MERCHANT_MERCHANTURL ===
			`${ base }/wp-json/rueda/v1/payments/redsys/notify` &&
		/^200 .*Pagar/s.test( bankPage ),
	`a guest checks out by card: ${ redsysCheckout.status } ${
		placedByCard.payment_result?.payment_status ?? placedByCard.code
	}, Ds_Order ${ asked.DS_MERCHANT_ORDER }, signed with the test key; the simulator's page ${ bankPage.slice(
		0,
		3
	) }`
);
// The order as the owner sees it: its row, metadata (the invoice) and number of notes.
const orderState = () =>
	php(
		'$o = ( new Rueda\\Storage\\OrderStore() )->get( (int) $argv[2] ); echo wp_json_encode( $o ? array( $o->row, $o->meta, count( ( new Rueda\\Domain\\Orders\\OrderNotes() )->all( $o->id() ) ) ) : null );',
		placedByCard.order_id ?? 0
	).toString();
const notify = async ( body ) => {
	const answer = await request(
		payer,
		'POST',
		`${ base }/wp-json/rueda/v1/payments/redsys/notify`,
		body,
		{ 'Content-Type': 'application/x-www-form-urlencoded' }
	);
	let code = '';
	try {
		code = JSON.parse( answer.body ).code ?? '';
	} catch {
		// Not JSON: its status says enough.
	}
	return {
		...answer,
		code,
		cache: answer.headers[ 'x-rueda-cache' ],
		said: `${ answer.status }${ code ? ` ${ code }` : '' } (${
			answer.headers[ 'cache-control' ]
		}, X-Rueda-Cache ${ answer.headers[ 'x-rueda-cache' ] ?? 'none' })`,
	};
};
const pending = orderState();
// What the bank would say about those details (none when the checkout failed).
const signed = ( key ) =>
	details.Ds_MerchantParameters ? redsysNotification( details, {}, key ) : '';
// A well-formed 3DES key that is not the shop's.
const forgedNotice = await notify(
	signed( Buffer.from( 'not the shop key, forged' ).toString( 'base64' ) )
);
const afterForgery = orderState();
const genuine = signed();
const notified = await notify( genuine );
const paid = orderState();
const replayed = await notify( genuine );
const afterReplay = orderState();
const [ paidRow ] = JSON.parse( paid ) || [ {} ];
check(
	JSON.parse( pending )?.[ 0 ]?.status === 'pending' &&
		forgedNotice.status === 400 &&
		forgedNotice.code === 'rueda_notification_invalid' &&
		afterForgery === pending,
	`a notification signed with another key: ${ forgedNotice.said }; the order unchanged (${
		JSON.parse( afterForgery )?.[ 0 ]?.status
	})`
);
check(
	notified.status === 200 &&
		/no-store/.test( notified.headers[ 'cache-control' ] ) &&
		notified.cache !== 'HIT' &&
		paidRow.status === 'processing' &&
		!! paidRow.paid_at,
	`the bank's notification through nginx: ${ notified.said }; the order ${ paidRow.status }, paid at ${ paidRow.paid_at }`
);
check(
	replayed.status === 200 && replayed.cache !== 'HIT' && afterReplay === paid,
	`the same notification again: ${ replayed.said }; the order ${
		afterReplay === paid ? 'unchanged' : 'changed'
	}`
);
// The guest back at the shop (URLOK): the confirmation page says so, and is never kept.
const urlOk = new URL( asked.DS_MERCHANT_URLOK ?? '/?no-urlok', base );
const back = await visit( urlOk.pathname + urlOk.search );
const backAgain = await visit( urlOk.pathname + urlOk.search );
const confirmed = /Pago confirmado/.test( back.body );
check(
	back.status === 200 && confirmed && backAgain.cache !== 'HIT',
	`the guest back at URLOK: ${ back.status }, "Pago confirmado" ${
		confirmed ? 'shown' : 'missing'
	}; twice: ${ back.cache }, ${ backAgain.cache }`
);

// Test payments: a production site neither offers nor takes the sandbox card, until the
// owner turns test payments on (what the load below pays with).
const testCart = await request( undefined, 'GET', `${ base }${ STORE }/cart` );
const testHeaders = {
	Nonce: testCart.headers.nonce,
	'Cart-Token': testCart.headers[ 'cart-token' ],
};
const withTyre = await request(
	undefined,
	'POST',
	`${ base }${ STORE }/cart/add-item`,
	{ id: tyre.id, quantity: 1 },
	testHeaders
);
const refusedTest = await request(
	undefined,
	'POST',
	`${ base }${ STORE }/checkout`,
	order( 'sinpagar@example.test' ),
	testHeaders
);
const offered = JSON.parse( withTyre.body ).payment_methods || [];
check(
	! offered.includes( 'rueda_sandbox_card' ) &&
		refusedTest.status === 400 &&
		JSON.parse( refusedTest.body ).code === 'rueda_test_payments_disabled',
	`the sandbox card on a production site: offered ${ offered.includes( 'rueda_sandbox_card' ) }, a checkout with it ${ refusedTest.status } ${ JSON.parse( refusedTest.body ).code }`
);
php(
	'$p = (array) get_option( "rueda_payments", array() ); $p["allow_test_gateways"] = true; update_option( "rueda_payments", $p );'
);

for ( const [ name, via, n ] of [
	[ 'through the balancer', balancer, 1 ],
	[ 'straight to nginx', base, 2 ],
] ) {
	const statuses = await twentyForged( shopper( n ), via );
	const limited = statuses.filter( ( s ) => s === 429 ).length;
	check(
		limited === 17 && statuses.every( ( s ) => s < 500 ),
		`one shopper ${ name }, 20 invented X-Forwarded-For values: ${ limited } of 20 refused with 429, 3 a minute pass (${ statuses.join(
			' '
		) })`
	);
}

// Each shopper buys another tyre (services would book the workshop): the demo's stock is
// small.
const products = (
	await ( await fetch( `${ base }${ STORE }/products?per_page=40` ) ).json()
).filter(
	( p ) =>
		p.kind === 'tyre' &&
		p.type === 'simple' &&
		p.is_purchasable &&
		p.is_in_stock
);
const placed = await Promise.all(
	Array.from( { length: 20 }, async ( _, i ) => {
		const agent = shopper( 10 + i );
		const headers = {
			'Cart-Token': await cartToken( agent, balancer ),
			'X-Forwarded-For': invented( 100 + i ),
		};
		await request(
			agent,
			'POST',
			`${ balancer }${ STORE }/cart/add-item`,
			{ id: products[ i % products.length ].id, quantity: 1 },
			headers
		);
		const answer = await request(
			agent,
			'POST',
			`${ balancer }${ STORE }/checkout`,
			order( `cliente${ i }@example.test` ),
			headers
		);
		return answer.status;
	} )
);
check(
	placed.every( ( s ) => s === 200 ),
	`20 shoppers on 20 addresses, through the balancer at once: orders ${ placed.join(
		' '
	) }`
);

const cron = Number( readFileSync( `${ run }/cron.pid`, 'utf8' ) );
let cronAlive = true;
try {
	process.kill( cron, 0 );
} catch {
	cronAlive = false;
}
check( cronAlive, `the cron runner runs (pid ${ cron })` );

// A node dies (master and workers at once, as a crash): nginx skips it.
const node1 = Number( readFileSync( `${ run }/node1.pid`, 'utf8' ) );
process.kill( -node1, 'SIGKILL' );
const after = [];
for ( let i = 0; i < 20; i++ ) {
	after.push(
		( await request( undefined, 'GET', `${ base }${ STORE }/cart` ) ).status
	);
}
check(
	after.every( ( s ) => s === 200 ),
	`node1 killed: 20 requests answered ${ [ ...new Set( after ) ].join(
		' '
	) }`
);

console.log( failed ? `${ failed } checks failed` : 'All checks passed' );
process.exit( failed ? 1 : 0 );
