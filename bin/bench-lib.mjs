/**
 * What the benchmark scripts share: percentiles, timed requests, columns, requests from a
 * chosen loopback address, and the brotli size of the plugin JavaScript a page loads.
 */
import { createCipheriv, createHmac } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

export const base = process.argv[ 2 ] || 'http://localhost:8892';
export const REST_ROUNDS = 50;
export const WARM_UP = 5;
export const KB = 1024;
const ROOT = fileURLToPath( new URL( '..', import.meta.url ) );
const PLUGIN_PATH = '/wp-content/plugins/rueda/';

export function percentile( sorted, p ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

/**
 * Stops the bench with a message: a figure measured on an error answer means nothing.
 *
 * @param {string} message What went wrong.
 */
export function abort( message ) {
	console.error( `bench: ${ message }` );
	process.exit( 1 );
}

/**
 * Reads an answer's body and aborts unless its status is 2xx.
 *
 * @param {string}   name     The request, for the message.
 * @param {Response} response The answer.
 * @return {Promise<string>} The body.
 */
export async function okBody( name, response ) {
	const body = await response.text();
	if ( ! response.ok ) {
		abort(
			`${ name } answered ${ response.status }: ${ body.slice( 0, 300 ) }`
		);
	}
	return body;
}

/**
 * Sends a request WARM_UP times untimed, then REST_ROUNDS times timed, one after another.
 *
 * @param {string}                                  name The request, for messages.
 * @param {(headers?: object) => Promise<Response>} call Sends the request once.
 * @return {Promise<{p50: number, p95: number}>} Median and 95th percentile in ms.
 */
export async function timeRoute( name, call ) {
	const times = [];
	for ( let i = 0; i < WARM_UP + REST_ROUNDS; i++ ) {
		const start = performance.now();
		const response = await call();
		await okBody( name, response );
		if ( i >= WARM_UP ) {
			times.push( performance.now() - start );
		}
	}
	times.sort( ( a, b ) => a - b );
	return { p50: percentile( times, 0.5 ), p95: percentile( times, 0.95 ) };
}

/**
 * One HTTP request through an agent, which may bind a loopback address of its own
 * (`new http.Agent( { localAddress: '127.1.2.3' } )`): a client of its own for the
 * server's rate limits. `localhost` is reached as 127.0.0.1 (an IPv4 local address
 * cannot reach ::1).
 *
 * @param {http.Agent} agent   The agent.
 * @param {string}     method  GET or POST.
 * @param {string}     url     Full URL.
 * @param {Object}     body    JSON body, a string sent as it is (its Content-Type in
 *                             headers), or none.
 * @param {Object}     headers Extra headers.
 * @return {Promise<{status: number, headers: Object, body: string}>} The answer.
 */
export function request( agent, method, url, body, headers = {} ) {
	const target = new URL( url );
	const json = !! body && typeof body !== 'string';
	const data = json ? JSON.stringify( body ) : body || undefined;
	return new Promise( ( resolve, reject ) => {
		const req = http.request(
			{
				host:
					target.hostname === 'localhost'
						? '127.0.0.1'
						: target.hostname,
				port: target.port || 80,
				method,
				path: target.pathname + target.search,
				agent,
				headers: {
					Host: target.host,
					...( data
						? { 'Content-Length': Buffer.byteLength( data ) }
						: {} ),
					...( json ? { 'Content-Type': 'application/json' } : {} ),
					...headers,
				},
			},
			( res ) => {
				const chunks = [];
				res.on( 'data', ( chunk ) => chunks.push( chunk ) );
				res.on( 'error', reject );
				res.on( 'end', () =>
					resolve( {
						status: res.statusCode,
						headers: res.headers,
						body: Buffer.concat( chunks ).toString(),
					} )
				);
			}
		);
		req.on( 'error', reject );
		req.end( data );
	} );
}

/**
 * Formats a number right-aligned with fixed decimals.
 *
 * @param {number} value    The number.
 * @param {number} width    Column width.
 * @param {number} decimals Decimals.
 * @return {string} The column.
 */
export function col( value, width, decimals = 1 ) {
	return value.toFixed( decimals ).padStart( width );
}

/**
 * The src of every script tag in a page, absolute.
 *
 * @param {string} html The page.
 * @return {URL[]} The script URLs.
 */
export function scriptUrls( html ) {
	return [ ...html.matchAll( /<script\b[^>]*\ssrc=["']([^"']+)["']/g ) ].map(
		( [ , src ] ) => new URL( src.replaceAll( '&amp;', '&' ), base )
	);
}

/**
 * Brotli size (quality 11, the default) of some content.
 *
 * @param {Buffer|string} content The content.
 * @return {number} Compressed bytes.
 */
export function brotliSize( content ) {
	return brotliCompressSync( content ).length;
}

/**
 * Prints the brotli size of the plugin JavaScript a page can load: its script tags, read
 * from disk, plus every lazy chunk (build/chunks) those scripts name, each shown beside
 * the script that loads it. WordPress core scripts follow, for information.
 *
 * @param {string} label  Page name.
 * @param {string} path   Page path.
 * @param {number} target Budget in KB.
 */
export async function pageScripts( label, path, target ) {
	const html = await okBody(
		`GET ${ path }`,
		await fetch( `${ base }${ path }` )
	);
	const urls = scriptUrls( html );
	const plugin = urls
		.filter( ( url ) => url.pathname.startsWith( PLUGIN_PATH ) )
		.map( ( url ) => url.pathname.slice( PLUGIN_PATH.length ) );
	if ( ! plugin.length ) {
		abort( `the ${ label } page has no Rueda scripts` );
	}
	const chunks = readdirSync( join( ROOT, 'build/chunks' ) ).filter( ( f ) =>
		f.endsWith( '.js' )
	);
	const rows = plugin.flatMap( ( file ) => {
		const content = readFileSync( join( ROOT, file ) );
		const named = chunks
			.filter(
				( chunk ) =>
					content.includes( `"${ chunk.replace( /\.js$/, '' ) }"` ) ||
					content.includes( `chunks/${ chunk }` )
			)
			.map( ( chunk ) => [
				`  chunks/${ chunk } (lazy)`,
				readFileSync( join( ROOT, 'build/chunks', chunk ) ),
			] );
		return [ [ file.replace( /^build\//, '' ), content ], ...named ];
	} );
	console.log(
		`${ label } page JS, KB, brotli quality 11 (plugin script tags, each followed by the lazy chunks it can load)`
	);
	let total = 0;
	let onArrival = 0;
	for ( const [ name, content ] of rows ) {
		const size = brotliSize( content );
		total += size;
		onArrival += name.endsWith( '(lazy)' ) ? 0 : size;
		console.log(
			`  ${ name.padEnd( 34 ) } raw ${ col(
				content.length / KB,
				5
			) }  brotli ${ col( size / KB, 5 ) }`
		);
	}
	console.log(
		`  ${ 'loaded with the page'.padEnd( 34 ) } ${ ' '.repeat(
			9
		) }  brotli ${ col( onArrival / KB, 5 ) }  target <= ${ target } KB`
	);
	console.log(
		`  ${ 'total, lazy chunks included'.padEnd( 34 ) } ${ ' '.repeat(
			9
		) }  brotli ${ col( total / KB, 5 ) }  target <= ${ target } KB`
	);
	const core = urls.filter( ( url ) =>
		url.pathname.startsWith( '/wp-includes/' )
	);
	let coreTotal = 0;
	for ( const url of core ) {
		coreTotal += brotliSize(
			await okBody( url.pathname, await fetch( url ) )
		);
	}
	console.log(
		`  ${ `WordPress core, ${ core.length } scripts`.padEnd( 34 ) } ${ ' '.repeat( 9 ) }  brotli ${ col( coreTotal / KB, 5 ) }  (information)`
	);
}

/** A shopper's address in Madrid, as the load scripts send it. */
export const ADDRESS = {
	first_name: 'Carga',
	last_name: 'Prueba',
	address_1: 'Calle Mayor, 5',
	city: 'Madrid',
	state: 'M',
	postcode: '28013',
	country: 'ES',
	// Orders collected at the workshop need it.
	phone: '600 123 456',
};

/**
 * POST /checkout's body: that address, the sandbox card that pays, the boxes the shop
 * requires ticked.
 *
 * @param {string} email  Billing email.
 * @param {Object} extras More fields (additional_fields replaces the terms alone).
 */
export const orderBody = ( email, extras = {} ) => ( {
	billing_address: { ...ADDRESS, email },
	shipping_address: ADDRESS,
	payment_method: 'rueda_sandbox_card',
	payment_data: [
		{ key: 'rueda-card-number', value: '4242424242424242' },
		{ key: 'rueda-card-expiry', value: '12/40' },
		{ key: 'rueda-card-cvc', value: '123' },
	],
	additional_fields: { 'rueda/terms': true },
	...extras,
} );

/** Redsys's public test key, which bin/demo-redsys.php gives the simulator's terminal. */
export const REDSYS_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/**
 * An HMAC_SHA256_V1 signature, written again from Redsys's documentation (not the
 * plugin's Signature.php): the Ds_Order, zero-padded to 8-byte blocks and 3DES-CBC
 * encrypted (zero IV) with the Base64-decoded key, keys an HMAC-SHA256 of the Base64
 * parameters as sent.
 *
 * @param {string} order      Ds_Order.
 * @param {string} parameters Ds_MerchantParameters (Base64).
 * @param {string} key        The merchant's secret key.
 * @return {string} The signature, standard Base64.
 */
export function redsysSignature( order, parameters, key = REDSYS_TEST_KEY ) {
	const padded = Buffer.alloc(
		Math.ceil( Math.max( 1, order.length ) / 8 ) * 8
	);
	padded.write( order );
	const cipher = createCipheriv(
		'des-ede3-cbc',
		Buffer.from( key, 'base64' ),
		Buffer.alloc( 8 )
	).setAutoPadding( false );
	const operation = Buffer.concat( [
		cipher.update( padded ),
		cipher.final(),
	] );
	return createHmac( 'sha256', operation )
		.update( parameters )
		.digest( 'base64' );
}

/**
 * The form body of the bank's notification that the payment a checkout's
 * payment_details ask for was authorised, signed as Redsys signs it (URL-safe signature).
 *
 * @param {Object} details The checkout's payment_details as key => value.
 * @param {Object} changes Ds_* values to change (Ds_Response, Ds_Amount...).
 * @param {string} key     The key to sign with (another one forges it).
 * @return {string} application/x-www-form-urlencoded body.
 */
export function redsysNotification(
	details,
	changes = {},
	key = REDSYS_TEST_KEY
) {
	const asked = JSON.parse(
		Buffer.from( details.Ds_MerchantParameters, 'base64' ).toString()
	);
	const values = {
		Ds_Date: encodeURIComponent(
			new Date().toLocaleDateString( 'en-GB', { timeZone: 'UTC' } )
		),
		Ds_Hour: encodeURIComponent( new Date().toISOString().slice( 11, 16 ) ),
		Ds_SecurePayment: '1',
		Ds_Amount: asked.DS_MERCHANT_AMOUNT,
		Ds_Currency: asked.DS_MERCHANT_CURRENCY,
		Ds_Order: asked.DS_MERCHANT_ORDER,
		Ds_MerchantCode: asked.DS_MERCHANT_MERCHANTCODE,
		Ds_Terminal: asked.DS_MERCHANT_TERMINAL.padStart( 3, '0' ),
		Ds_Response: '0000',
		Ds_TransactionType: '0',
		Ds_MerchantData: '',
		Ds_AuthorisationCode: String(
			100000 + Math.floor( Math.random() * 9e5 )
		),
		Ds_Card_Country: '724',
		Ds_ConsumerLanguage: '1',
		...changes,
	};
	const parameters = Buffer.from( JSON.stringify( values ) ).toString(
		'base64'
	);
	return new URLSearchParams( {
		Ds_SignatureVersion: 'HMAC_SHA256_V1',
		Ds_MerchantParameters: parameters,
		Ds_Signature: redsysSignature( values.Ds_Order, parameters, key )
			.replaceAll( '+', '-' )
			.replaceAll( '/', '_' ),
	} ).toString();
}

/**
 * A checkout answer's payment_details as key => value.
 *
 * @param {Object} answer POST /checkout's answer.
 * @return {Object} The details.
 */
export const paymentDetails = ( answer ) =>
	Object.fromEntries(
		( answer?.payment_result?.payment_details || [] ).map( ( d ) => [
			d.key,
			d.value,
		] )
	);
