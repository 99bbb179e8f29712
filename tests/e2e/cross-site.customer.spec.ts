/**
 * Another site tries to act for a logged-in customer through the Store API's batch route:
 * a form posted to it, a plain link to it, and a script reading the cart with the
 * customer's cookies. Nothing changes and nothing leaks.
 */
import { createServer } from 'node:http';

import { logInAsNewUser } from './account.page';
import { API, CheckoutPage } from './checkout.page';
import { test, expect } from './fixtures';

test.use( {
	storageState: { cookies: [], origins: [] },
	// The browser reports the refused requests and the blocked read.
	expectedConsoleErrors: [ /status of 40[15]|CORS policy|ERR_FAILED/ ],
} );

const SHOP = process.env.WP_BASE_URL!;
// Another site: a second host name for this machine, served by the test itself.
const ATTACKER = 'http://127.0.0.1:8899';
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
const ATTACKER_EMAIL = 'atacante@example.test';

const innerRequest = {
	'requests[0][path]': '/wc/store/v1/cart/update-customer',
	'requests[0][body][billing_address][email]': ATTACKER_EMAIL,
	'requests[0][body][billing_address][address_1]': 'Calle Falsa, 123',
	'requests[0][headers][Nonce]': 'falso',
	'requests[1][path]': '/wc/store/v1/cart/remove-item',
	'requests[1][body][key]': 'cualquiera',
};

function attackerPage(): string {
	const fields = Object.entries( innerRequest )
		.map(
			( [ name, value ] ) =>
				`<input type="hidden" name="${ name }" value="${ value }">`
		)
		.join( '' );
	const link = new URL( `${ SHOP }/wp-json/wc/store/v1/batch` );
	link.searchParams.set( '_method', 'POST' );
	for ( const [ name, value ] of Object.entries( innerRequest ) ) {
		link.searchParams.set( name, value );
	}
	return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Ofertas</title></head><body>
		<form method="post" action="${ SHOP }/wp-json/wc/store/v1/batch">${ fields }
			<button>Ver ofertas</button></form>
		<a href="${ link.href }">Cupón gratis</a></body></html>`;
}

test( "Another site cannot change or read a logged-in customer's cart through the batch route", async ( {
	page,
	request,
	requestUtils,
} ) => {
	const email = await logInAsNewUser(
		page,
		requestUtils,
		'victima',
		'subscriber'
	);
	await new CheckoutPage( page ).fillCart( { [ TYRE ]: 2 } );
	const nonce = ( await page.request.get( `${ API }/cart` ) ).headers()
		.nonce!;
	const saved = await page.request.post( `${ API }/cart/update-customer`, {
		headers: { Nonce: nonce },
		data: {
			billing_address: { email, address_1: 'Calle Mayor, 5' },
		},
	} );
	expect( saved.status() ).toBe( 200 );
	const before = await saved.json();

	const attacker = createServer( ( _request, response ) => {
		response.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
		} );
		response.end( attackerPage() );
	} );
	await new Promise< void >( ( resolve ) =>
		attacker.listen(
			Number( new URL( ATTACKER ).port ),
			'127.0.0.1',
			resolve
		)
	);
	await page.goto( `${ ATTACKER }/ofertas` );

	// A form posted to the batch route, with the customer's cookies and no Nonce header.
	await page.getByRole( 'button', { name: 'Ver ofertas' } ).click();
	await expect( page.locator( 'body' ) ).toContainText(
		'woocommerce_rest_missing_nonce'
	);
	await expect( page.locator( 'body' ) ).not.toContainText( 'responses' );

	// A plain link: a GET that WordPress would turn into a POST.
	await page.goto( `${ ATTACKER }/ofertas` );
	await page.getByRole( 'link', { name: 'Cupón gratis' } ).click();
	await expect( page.locator( 'body' ) ).toContainText(
		'rueda_method_not_allowed'
	);

	// A script of the other site reading the cart with the customer's cookies.
	await page.goto( `${ ATTACKER }/ofertas` );
	const read = ( credentials: RequestCredentials ) =>
		page.evaluate(
			async ( [ url, mode ] ) => {
				try {
					const response = await fetch( url!, {
						credentials: mode as RequestCredentials,
					} );
					return ( await response.json() ).items_count;
				} catch {
					return 'blocked';
				}
			},
			[ `${ SHOP }${ API }/cart`, credentials ]
		);
	expect( await read( 'include' ) ).toBe( 'blocked' );
	// Without cookies any site may read: a guest's empty cart, as a headless client would.
	expect( await read( 'omit' ) ).toBe( 0 );
	attacker.close();

	// The shop's own pages still see the cart as it was.
	const after = await (
		await page.request.get( `${ SHOP }${ API }/cart` )
	).json();
	expect( after.items_count ).toBe( 2 );
	expect( after.billing_address.email ).toBe( email );
	expect( after.billing_address.address_1 ).toBe(
		before.billing_address.address_1
	);
	const orders = await requestUtils.rest( {
		path: '/rueda/v1/orders',
		params: { search: ATTACKER_EMAIL },
	} );
	expect( orders ).toEqual( [] );

	// Credentials are granted to the shop's own origin only; headless clients on any
	// origin may still send and read the Store API's headers.
	const foreign = await request.get( `${ SHOP }${ API }/cart`, {
		headers: { Origin: ATTACKER },
	} );
	const own = await request.get( `${ SHOP }${ API }/cart`, {
		headers: { Origin: SHOP },
	} );
	expect(
		foreign.headers()[ 'access-control-allow-credentials' ]
	).toBeUndefined();
	expect( foreign.headers()[ 'access-control-expose-headers' ] ).toContain(
		'Cart-Token'
	);
	expect( own.headers()[ 'access-control-allow-credentials' ] ).toBe(
		'true'
	);
} );
