#!/usr/bin/env node
/**
 * GET /wc/store/v1/appointment-slots (31 open days for a cart with a service, with a
 * month of bookings seeded by bin/bench-seed-appointments.php) against the bare REST route
 * of bin/query-count-mu-plugin.php: p50, p95, the ratio of the medians and the queries each
 * runs. Figures only.
 */
import { base, col, okBody, timeRoute } from './bench-lib.mjs';

const api = `${ base }/wp-json/wc/store/v1`;

const first = await fetch( `${ api }/cart` );
await okBody( 'GET /cart', first );
const headers = {
	'Content-Type': 'application/json',
	Nonce: first.headers.get( 'Nonce' ),
	'Cart-Token': first.headers.get( 'Cart-Token' ),
};
const services = await (
	await fetch( `${ api }/products?category=servicios&per_page=20` )
).json();
const service = services.find( ( product ) => product.sku === 'SRV-PREITV' );
await okBody(
	'POST /cart/add-item',
	await fetch( `${ api }/cart/add-item`, {
		method: 'POST',
		headers,
		body: JSON.stringify( { id: service.id, quantity: 1 } ),
	} )
);

const slotsUrl = `${ api }/appointment-slots?location=0&days=31`;
const bareUrl = `${ base }/wp-json/rueda-bench/v1/ping`;
const slots = await timeRoute( 'GET /appointment-slots', () =>
	fetch( slotsUrl, { headers: { 'Cart-Token': headers[ 'Cart-Token' ] } } )
);
const bare = await timeRoute( 'GET bare route', () => fetch( bareUrl ) );

async function queries( url, extra = {} ) {
	const response = await fetch( url, {
		headers: { ...extra, 'X-Rueda-Bench-Queries': '1' },
	} );
	await okBody( url, response );
	return Number( response.headers.get( 'X-Rueda-Queries' ) );
}

const days = await (
	await fetch( slotsUrl, {
		headers: { 'Cart-Token': headers[ 'Cart-Token' ] },
	} )
).json();
const listed = days.reduce( ( sum, day ) => sum + day.slots.length, 0 );
console.log(
	`Appointment slots (31 open days, a month of bookings; ${ listed } free slots listed), ms`
);
console.log(
	`  GET /appointment-slots   p50 ${ col( slots.p50, 6 ) }  p95 ${ col(
		slots.p95,
		6
	) }  queries ${ await queries( slotsUrl, {
		'Cart-Token': headers[ 'Cart-Token' ],
	} ) }`
);
console.log(
	`  GET bare route           p50 ${ col( bare.p50, 6 ) }  p95 ${ col(
		bare.p95,
		6
	) }  queries ${ await queries( bareUrl ) }`
);
console.log(
	`  ratio of the medians     ${ col( slots.p50 / bare.p50, 6, 2 ) }×`
);
