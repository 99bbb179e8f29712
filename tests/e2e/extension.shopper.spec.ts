/**
 * The example extension (examples/rueda-hotel-neumaticos, seasonal tyre
 * storage) proves the extension contract from a shopper's side: its blocks in
 * the cart and the checkout, its checkout filters (one wrong on purpose), its
 * extension cart update and refusal, its fee, its data on the order, its
 * payment method with icons; disabled, nothing of it remains.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { CheckoutPage, MADRID, API } from './checkout.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

const PLUGIN = 'rueda-hotel-neumaticos/rueda-hotel-neumaticos';
// 36 in stock: every checkout test buys some.
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

async function setExample( requestUtils: RequestUtils, active: boolean ) {
	await requestUtils.rest( {
		method: 'PUT',
		path: `/wp/v2/plugins/${ PLUGIN }`,
		data: { status: active ? 'active' : 'inactive' },
	} );
}

test.describe( 'Hotel de neumáticos, the example extension', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await setExample( requestUtils, true );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await setExample( requestUtils, false );
	} );

	test.describe( () => {
		test.use( {
			expectedConsoleErrors: [ /status of 400 .*cart\/extensions/ ],
		} );

		test( 'Shopper keeps their old tyres in the hotel and pays with the example card terminal', async ( {
			page,
			requestUtils,
		} ) => {
			const checkout = new CheckoutPage( page );
			await checkout.fillCart( { [ TYRE ]: 4 } );
			await page.goto( '/carrito/' );

			const offer = page.getByRole( 'region', {
				name: 'Hotel de neumáticos',
			} );
			await expect( offer ).toContainText( '39,00 € por temporada' );
			await offer.getByLabel( 'Temporadas' ).fill( '2' );
			await offer
				.getByRole( 'button', { name: 'Guardar mis neumáticos' } )
				.click();
			await expect( offer.getByRole( 'status' ) ).toHaveText(
				'Incluido en tu pedido: 2 temporadas.'
			);
			const totals = page.locator( '.wp-block-rueda-cart-totals' );
			await expect( totals ).toContainText(
				'Hotel de neumáticos (2 temporadas)78,00 €'
			);
			await expect( totals ).toContainText(
				'Total (hotel de neumáticos incluido)'
			);
			// Its itemName filter returns a number: ignored, the name stays.
			await expect(
				page
					.locator( '.wp-block-rueda-cart-line-items' )
					.getByRole( 'link', { name: TYRE } )
			).toBeVisible();

			// The hotel keeps a set four seasons at most: the server refuses six.
			await offer.getByLabel( 'Temporadas' ).fill( '6' );
			await offer
				.getByRole( 'button', { name: 'Guardar mis neumáticos' } )
				.click();
			await expect(
				page.getByText(
					'El hotel guarda un juego de neumáticos entre 1 y 4 temporadas.'
				)
			).toBeVisible();
			await expect( totals ).toContainText(
				'Hotel de neumáticos (2 temporadas)78,00 €'
			);

			await checkout.goto();
			await checkout.fillEmail( 'irene@example.test' );
			await checkout.fillAddress( 'Dirección de envío', MADRID );
			const payment = checkout.step( 'Opciones de pago' );
			const tpv = page.getByRole( 'radio', {
				name: 'Tarjeta en TPV virtual (ejemplo)',
			} );
			await tpv.check();
			// Its icons, beside it (the test card shows Visa and Mastercard too).
			const tpvOption = payment
				.locator( '.rueda-radio-option' )
				.filter( { has: tpv } );
			for ( const brand of [ 'Visa', 'Mastercard', 'Maestro' ] ) {
				await expect(
					tpvOption.getByRole( 'img', { name: brand } )
				).toBeVisible();
			}
			const details = page.getByRole( 'group', {
				name: 'Hotel de neumáticos',
			} );
			await checkout.placeOrder();
			await expect( details ).toContainText(
				'Escribe la matrícula del coche cuyos neumáticos guardamos.'
			);
			// Refused: the checkout is ready again (not still validating).
			await expect( checkout.placeOrderButton ).toBeEnabled();
			await details
				.getByLabel( 'Matrícula del coche' )
				.fill( '1234 BCD' );
			// The checkout's answer, read before the page leaves for the confirmation.
			const answers: Array< {
				order_id: number;
				extensions: Record< string, unknown >;
			} > = [];
			await page.route( `**${ API }/checkout*`, async ( route ) => {
				const response = await route.fetch();
				if ( route.request().method() === 'POST' ) {
					answers.push( await response.json() );
				}
				await route.fulfill( { response } );
			} );
			await checkout.placeOrderAndConfirm();

			expect( answers ).toHaveLength( 1 );
			const answer = answers[ 0 ]!;
			expect( answer.extensions[ 'rueda-hotel' ] ).toEqual( {
				plate: '1234 BCD',
			} );
			const order = await checkout.confirmedOrder();
			expect( order.status ).toBe( 'processing' );
			expect( order.payment_method ).toBe( 'rueda_hotel_tpv' );
			const notes: Array< { note: string } > = (
				await requestUtils.rest( {
					path: `/rueda/v1/orders/${ answer.order_id }`,
				} )
			).notes;
			expect( notes.map( ( note ) => note.note ) ).toContain(
				'Hotel de neumáticos: guardamos el juego del 1234 BCD durante 2 temporadas.'
			);
		} );
	} );

	test( 'Tyres in the catalogue mention the hotel, services do not', async ( {
		page,
	} ) => {
		const products: Array< {
			name: string;
			short_description: string;
			tyre: unknown;
		} > = await (
			await page.request.get( `${ API }/products?per_page=100` )
		).json();
		const mention = 'Guardamos tus otros neumáticos en nuestro hotel';
		// Both kinds, or the rule is not checked both ways.
		expect( products.some( ( product ) => product.tyre !== null ) ).toBe(
			true
		);
		expect( products.some( ( product ) => product.tyre === null ) ).toBe(
			true
		);

		for ( const product of products ) {
			expect( product.short_description.includes( mention ) ).toBe(
				product.tyre !== null
			);
		}
	} );

	test.describe( () => {
		test.use( { storageState: process.env.STORAGE_STATE_PATH } );

		test( 'Shop owner sees the hotel blocks in the cart and checkout pages in the editor', async ( {
			admin,
			editor,
			requestUtils,
		} ) => {
			const pages: Array< [ string, string, string ] > = [
				[
					'carrito',
					'rueda/cart-totals',
					'cuántas temporadas guardamos',
				],
				[ 'finalizar-compra', 'rueda/checkout-fields', 'la matrícula' ],
			];
			for ( const [ slug, area, text ] of pages ) {
				const [ page ]: Array< { id: number } > =
					await requestUtils.rest( {
						path: '/wp/v2/pages',
						params: { slug },
					} );
				await admin.editPost( page!.id );

				await expect(
					editor.canvas
						.locator( `[data-type="${ area }"]` )
						.getByText( text )
				).toBeVisible();
			}
		} );
	} );

	test( 'Disabled, nothing of it remains', async ( {
		page,
		requestUtils,
	} ) => {
		await setExample( requestUtils, false );
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 4 } );

		await page.goto( '/carrito/' );
		await expect(
			page.locator( '.wp-block-rueda-cart-totals' )
		).toContainText( 'Total' );
		await expect( page.getByText( 'Hotel de neumáticos' ) ).toHaveCount(
			0
		);
		const cart = await ( await page.request.get( `${ API }/cart` ) ).json();
		expect( cart.extensions ).toEqual( {} );
		// Only the shop's own fee is left: the tyres' ecovalor.
		expect( cart.fees.map( ( fee: { id: string } ) => fee.id ) ).toEqual( [
			'ecovalor-turismo',
		] );

		await checkout.goto();
		await expect( page.getByText( 'Hotel de neumáticos' ) ).toHaveCount(
			0
		);
		await expect(
			page.getByRole( 'radio', {
				name: 'Tarjeta en TPV virtual (ejemplo)',
			} )
		).toHaveCount( 0 );
		await setExample( requestUtils, true );
	} );
} );
