#!/usr/bin/env node
/**
 * Checkout load test: SHOPPERS concurrent shoppers (default 10) for SECONDS (default 120),
 * each in a loop of its own with no pause: a new guest cart (GET /cart), a tyre
 * (add-item), then POST /checkout with the addresses, paid with the sandbox card, as a
 * headless client does. Prints the POST /checkout median and p95, the orders placed
 * and every failed request. Figures only; nothing is asserted.
 *
 * Usage: node bin/bench-checkout.mjs BASE_URL [SECONDS] [SHOPPERS]
 * The site needs bin/bench-mu-plugin.php (no rate limit, restock route).
 */
const base = process.argv[ 2 ] || 'http://localhost:8893';
const SECONDS = Number( process.argv[ 3 ] || 120 );
const SHOPPERS = Number( process.argv[ 4 ] || 10 );
const STORE = `${ base }/wp-json/wc/store/v1`;
const TARGET_P95_MS = 300;

const address = {
	first_name: 'Carga',
	last_name: 'Prueba',
	address_1: 'Calle Mayor, 5',
	city: 'Madrid',
	state: 'M',
	postcode: '28013',
	country: 'ES',
};

const checkoutTimes = [];
const failures = new Map();
let orders = 0;

function fail( what ) {
	failures.set( what, ( failures.get( what ) || 0 ) + 1 );
}

/**
 * One Store API call with the shopper's cart token.
 *
 * @param {{token: string}} shopper Shopper.
 * @param {string}          path    Route.
 * @param {Object}          [body]  JSON body (POST) or none (GET).
 * @param {Object}          [extra] Extra headers.
 */
async function call( shopper, path, body, extra = {} ) {
	const response = await fetch( `${ STORE }${ path }`, {
		method: body ? 'POST' : 'GET',
		headers: {
			'Content-Type': 'application/json',
			...( shopper.token ? { 'Cart-Token': shopper.token } : {} ),
			...extra,
		},
		body: body ? JSON.stringify( body ) : undefined,
	} );
	shopper.token = response.headers.get( 'Cart-Token' ) || shopper.token;
	const data = await response.json().catch( () => null );
	return { status: response.status, data };
}

async function shop( products, deadline, index ) {
	while ( Date.now() < deadline ) {
		const shopper = { token: '' };
		try {
			await call( shopper, '/cart' );
			const product = products[ ( index + orders ) % products.length ];
			const added = await call( shopper, '/cart/add-item', {
				id: product,
				quantity: 1,
			} );
			if ( added.status !== 201 && added.status !== 200 ) {
				fail( `add-item ${ added.status } ${ added.data?.code }` );
				continue;
			}
			const start = performance.now();
			const placed = await call(
				shopper,
				'/checkout',
				{
					billing_address: {
						...address,
						email: `carga${ index }@example.test`,
					},
					shipping_address: address,
					payment_method: 'rueda_sandbox_card',
					payment_data: [
						{ key: 'rueda-card-number', value: '4242424242424242' },
						{ key: 'rueda-card-expiry', value: '12/40' },
						{ key: 'rueda-card-cvc', value: '123' },
					],
				},
				{ 'Idempotency-Key': `bench-${ index }-${ Date.now() }` }
			);
			checkoutTimes.push( performance.now() - start );
			if (
				placed.status === 200 &&
				placed.data?.status === 'processing'
			) {
				orders++;
			} else {
				fail( `checkout ${ placed.status } ${ placed.data?.code }` );
			}
		} catch ( error ) {
			fail( `network ${ error.message }` );
		}
	}
}

const restock = await fetch( `${ base }/wp-json/rueda-bench/v1/restock`, {
	method: 'POST',
} );
if ( ! restock.ok ) {
	console.error( `Restock failed: ${ restock.status }` );
	process.exit( 1 );
}
const list = await ( await fetch( `${ STORE }/products?per_page=20` ) ).json();
const products = list
	.filter( ( p ) => p.type === 'simple' && p.is_purchasable )
	.map( ( p ) => p.id );

const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
	Array.from( { length: SHOPPERS }, ( _, index ) =>
		shop( products, deadline, index )
	)
);

checkoutTimes.sort( ( a, b ) => a - b );
const at = ( p ) =>
	checkoutTimes[
		Math.min(
			checkoutTimes.length - 1,
			Math.floor( checkoutTimes.length * p )
		)
	] ?? NaN;
const failed = [ ...failures.values() ].reduce( ( a, b ) => a + b, 0 );
console.log(
	`POST /checkout, ${ SHOPPERS } concurrent shoppers for ${ SECONDS } s (MariaDB)`
);
console.log(
	`  requests ${ checkoutTimes.length }  orders ${ orders }  p50 ${ at(
		0.5
	).toFixed(
		1
	) } ms  p95 ${ at( 0.95 ).toFixed( 1 ) } ms  (target p95 < ${ TARGET_P95_MS } ms)`
);
console.log( `  failed requests ${ failed }  (target 0)` );
for ( const [ what, count ] of failures ) {
	console.log( `    ${ count } × ${ what }` );
}
