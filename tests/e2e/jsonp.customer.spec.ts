/**
 * A page of another origin loads the shop's API as scripts (JSONP) while a customer is
 * logged in: the browser sends the customer's cookies with each script request, and
 * WordPress would wrap the answer, the customer's cart included, in the page's callback.
 * The Store API, rueda/v1 and a batch naming them refuse; WordPress's own routes keep
 * their JSONP, which shows the page's scripts really run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { logInAsNewUser } from './account.page';
import { API, CheckoutPage } from './checkout.page';
import { test, expect } from './fixtures';

test.use( {
	storageState: { cookies: [], origins: [] },
	// The browser reports each refused script.
	expectedConsoleErrors: [ /status of 400|ERR_BLOCKED_BY_ORB/ ],
} );

const SHOP = process.env.WP_BASE_URL!;
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

// What the other page asks for: the customer's cart, checkout and orders, directly and
// through WordPress's batch route (a GET that `_method=POST` turns into a batch).
const STOLEN = [
	`${ API }/cart?_jsonp=steal`,
	`${ API }/checkout?_jsonp=steal`,
	'/?rest_route=/wc/store/v1/cart&_jsonp=steal',
	'/wp-json/rueda/v1/account/orders?_jsonp=steal',
	'/wp-json/batch/v1?_method=POST&requests[0][path]=/wc/store/v1/cart/update-customer&_jsonp=steal',
];

function attackerPage(): string {
	const scripts = [ '/wp-json/wp/v2/types/post?_jsonp=control', ...STOLEN ]
		.map( ( path ) => `<script src="${ SHOP }${ path }"></script>` )
		.join( '\n' );
	return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Ofertas</title>
		<link rel="icon" href="data:,">
		<script>
			function answer( text ) {
				const item = document.createElement( 'li' );
				item.textContent = text;
				document.getElementById( 'answers' ).append( item );
			}
			function control( data ) { answer( 'control: ' + data.slug ); }
			function steal( data ) { answer( 'steal: ' + JSON.stringify( data ) ); }
		</script></head>
		<body><h1>Ofertas</h1><ul id="answers" aria-label="Respuestas"></ul>
		${ scripts }</body></html>`;
}

test( "Another origin's page cannot read a logged-in customer's cart through JSONP", async ( {
	page,
	requestUtils,
} ) => {
	await logInAsNewUser( page, requestUtils, 'jsonp', 'subscriber' );
	await new CheckoutPage( page ).fillCart( { [ TYRE ]: 1 } );

	// Another origin on the shop's own host name: the browser sends the shop's cookies with
	// every script request whatever their SameSite default, as it does across sites for
	// cookies without SameSite in browsers that do not default it to Lax.
	const attacker = createServer( ( _request, response ) => {
		response.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
		} );
		response.end( attackerPage() );
	} );
	await new Promise< void >( ( resolve ) =>
		attacker.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = attacker.address() as AddressInfo;

	try {
		await page.goto( `http://localhost:${ port }/ofertas` );
	} finally {
		attacker.close();
	}

	// Of every script the page loaded, only WordPress's own route called back: without
	// Rueda's refusal each of the others calls steal() with the customer's data.
	const answers = page
		.getByRole( 'list', { name: 'Respuestas' } )
		.getByRole( 'listitem' );
	await expect( answers ).toHaveText( [ 'control: post' ] );

	// The shop answers them with a JSON error, which no browser runs as a script.
	const refusal = await page.request.get( `${ SHOP }${ STOLEN[ 0 ] }` );
	expect( refusal.status() ).toBe( 400 );
	expect( refusal.headers()[ 'content-type' ] ).toContain(
		'application/json'
	);
	expect( ( await refusal.json() ).code ).toBe( 'rueda_jsonp_not_allowed' );

	// The shop's own pages still read the cart as before.
	const cart = await (
		await page.request.get( `${ SHOP }${ API }/cart` )
	).json();
	expect( cart.items_count ).toBe( 1 );
} );
