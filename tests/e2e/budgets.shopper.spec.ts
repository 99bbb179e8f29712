/**
 * The shop's budgets, checked on every `npm test` with sizes and counts (never times, so
 * the same build and data always give the same figures; how fast pages answer is for
 * `npm run bench`):
 * - the brotli size of Rueda's own JavaScript a shopper's page loads: its script tags
 *   and the chunks it requests until the network is idle, with nothing clicked;
 * - the database queries of GET /cart for a full cart, against a bare REST route on the
 *   same server.
 */
import type { Locator, Page } from '@playwright/test';

import {
	BARE_ROUTE,
	brotliSize,
	kb,
	KB,
	pluginScripts,
	queries,
	report,
} from './budgets';
import { API, CheckoutPage } from './checkout.page';
import { test, expect } from './fixtures';
import { TYRE } from './product.page';

test.use( { storageState: { cookies: [], origins: [] } } );

type PageBudget = {
	name: string;
	path: string;
	kb: number;
	/** What shows once the page's blocks (and their lazy parts) have rendered. */
	ready: ( page: Page ) => Locator;
};

const PAGES: PageBudget[] = [
	{
		name: 'Carrito',
		path: '/carrito/',
		kb: 40,
		ready: ( page ) =>
			page.getByRole( 'spinbutton', {
				name: `Cantidad de ${ TYRE.name }`,
			} ),
	},
	{
		name: 'Finalizar compra',
		path: '/finalizar-compra/',
		kb: 50,
		ready: ( page ) =>
			page.getByRole( 'button', {
				name: 'Pedido con obligación de pago',
			} ),
	},
	{
		name: 'a product page',
		path: TYRE.path,
		kb: 30,
		ready: ( page ) =>
			page
				.locator( '[data-rueda-buy-box]' )
				.getByRole( 'button', { name: /^Añadir al carrito$/ } ),
	},
	{
		name: 'Tienda',
		path: '/tienda/',
		kb: 35,
		ready: ( page ) =>
			page.getByRole( 'status' ).filter( { hasText: /encontrados?$/ } ),
	},
];

test.describe( "Rueda's JavaScript budgets", () => {
	for ( const budget of PAGES ) {
		test( `Shopper loads at most ${ budget.kb } KB of Rueda's JavaScript on ${ budget.name }`, async ( {
			page,
		} ) => {
			// A tyre in the cart, so the cart and the checkout show all their parts.
			await new CheckoutPage( page ).fillCart( { [ TYRE.name ]: 1 } );
			const files = pluginScripts( page );

			await page.goto( budget.path );
			await expect( budget.ready( page ) ).toBeVisible();
			// The budget counts what loads until the network settles, and no element shows
			// that the last lazy chunk (the payment icons, say) has been requested.
			// eslint-disable-next-line playwright/no-networkidle -- see above.
			await page.waitForLoadState( 'networkidle' );

			const sizes = [ ...files ].map(
				( file ) => [ file, brotliSize( file ) ] as const
			);
			const total = sizes.reduce( ( sum, [ , size ] ) => sum + size, 0 );
			const detail = sizes
				.map(
					( [ file, size ] ) =>
						`${ file.replace( /^build\//, '' ) } ${ kb( size ) }`
				)
				.join( ', ' );
			const figure = `${ budget.name }: ${ kb( total ) } KB of Rueda's JS, brotli (budget ${ budget.kb } KB): ${ detail }`;
			report( figure );
			expect( files.size, 'Rueda scripts loaded' ).toBeGreaterThan( 0 );
			expect( total / KB, figure ).toBeLessThanOrEqual( budget.kb );
		} );
	}

	test( "The mini cart's drawer code loads when the shopper points at the cart button, not with the page", async ( {
		page,
	} ) => {
		await new CheckoutPage( page ).fillCart( { [ TYRE.name ]: 1 } );
		const files = pluginScripts( page );
		await page.goto( '/carrito/' );
		await expect( PAGES[ 0 ]!.ready( page ) ).toBeVisible();
		// Nothing on the page shows that no more code is coming: the network settling does.
		// eslint-disable-next-line playwright/no-networkidle -- see above.
		await page.waitForLoadState( 'networkidle' );
		expect( [ ...files ] ).not.toContainEqual(
			expect.stringMatching( /^build\/chunks\/cart-drawer\.js/ )
		);

		const drawerCode = page.waitForRequest( /\/chunks\/cart-drawer\.js/ );
		await page
			.getByRole( 'banner' )
			.getByRole( 'button', { name: /^Carrito:/ } )
			.hover();
		await drawerCode;
	} );
} );

/** The full cart: several tyres and a fitting service, four of each. */
const FULL_CART = [
	'MIC-PILOTSPO-2055516',
	'MIC-PRIMACY4-1956515',
	'MIC-ALPIN6-2254517',
	'SRV-MONTAJE',
];
const EXTRA_QUERIES = 8;

test.describe( 'Store API query budget', () => {
	test(
		'GET /cart of a full cart runs at most 8 database queries more than a bare REST route',
		{ tag: '@object-cache' },
		async ( { playwright, baseURL } ) => {
			// A logged-out shopper's headless client: no cookies, the Cart-Token on every request.
			const request = await playwright.request.newContext( { baseURL } );
			const first = await request.get( `${ API }/cart` );
			const headers = { 'Cart-Token': first.headers()[ 'cart-token' ]! };
			const products: Array< { id: number; sku: string } > = await (
				await request.get( `${ API }/products?per_page=100` )
			).json();
			for ( const sku of FULL_CART ) {
				const added = await request.post( `${ API }/cart/add-item`, {
					headers,
					data: {
						id: products.find( ( product ) => product.sku === sku )!
							.id,
						quantity: 4,
					},
				} );
				expect( added.status(), sku ).toBe( 201 );
			}
			const coupon = await request.post( `${ API }/cart/apply-coupon`, {
				headers,
				data: { code: 'bienvenida10' },
			} );
			expect( coupon.status() ).toBe( 200 );
			const addressed = await request.post(
				`${ API }/cart/update-customer`,
				{
					headers,
					data: {
						shipping_address: {
							first_name: 'Lucía',
							last_name: 'Martín',
							address_1: 'Calle Mayor, 5',
							city: 'Madrid',
							state: 'M',
							postcode: '28013',
							country: 'ES',
						},
					},
				}
			);
			expect( addressed.status() ).toBe( 200 );
			// The cart measured is the one described: every line, the coupon, suggestions.
			const cart = await addressed.json();
			expect( cart.items ).toHaveLength( FULL_CART.length );
			expect( cart.coupons ).toHaveLength( 1 );
			expect( cart.cross_sells.length ).toBeGreaterThan( 0 );

			const bare = await queries( request, BARE_ROUTE );
			const full = await queries( request, `${ API }/cart`, headers );
			await request.dispose();

			const figure = `GET /cart (${ cart.items.length } lines, a coupon, ${
				cart.cross_sells.length
			} cross-sells): ${ full } queries, bare route ${ bare }: +${
				full - bare
			} (budget +${ EXTRA_QUERIES })`;
			report( figure );
			expect( full - bare, figure ).toBeLessThanOrEqual( EXTRA_QUERIES );
		}
	);
} );
