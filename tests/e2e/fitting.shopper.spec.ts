/**
 * Shoppers buy tyres fitted at the workshop: the fitted price on the shop's card, the
 * choice in the buy box (fitted first), the fitting's services grouped beneath their tyre
 * in the cart, following its quantity and going with it, and a checkout that only offers
 * pickup at the workshop; on a desktop and on a phone, with screenshots of each part.
 */
import type { Locator, Page } from '@playwright/test';

import { BuyBoxPage, LABELS, miniCartButton, serverCart } from './buy-box.page';
import { AppointmentPicker } from './appointment.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

// 144,95 € a tyre; up to 16": fitting 12,00 €, balancing 8,00 €, valve 3,00 € a tyre.
const PILOT = 'Michelin Pilot Sport 5 205/55 R16 91V';
// 36 in stock: orders here leave the 8 Pilot Sport 5 to the other specs.
const PRIMACY = 'Michelin Primacy 4+ 195/65 R15 91H';
const SERVICES = [
	'Montaje de neumático',
	'Equilibrado de rueda',
	'Válvula nueva',
] as const;

const FITTING = {
	choice: 'Montaje',
	fitted: 'Con montaje en taller',
	included: 'Incluido con el montaje',
	pickupNote: 'Los neumáticos con montaje se recogen en el taller.',
	/**
	 * An order line of a fitted service: "<service> · Montaje para: <tyre>".
	 *
	 * @param service Service name.
	 * @param tyre    Tyre name.
	 */
	fittingFor: ( service: string, tyre: string = PILOT ) =>
		new RegExp(
			`${ service } · Montaje para: ${ tyre.replace(
				/[.*+?^${}()|[\]\\/]/g,
				'\\$&'
			) }`
		),
};

const VIEWPORTS = [
	[ 'desktop', { width: 1366, height: 900 } ],
	[ 'phone', { width: 390, height: 844 } ],
] as const;

/**
 * The card of a product in a listing.
 *
 * @param page The page.
 * @param name Product name.
 */
function card( page: Page, name: string ): Locator {
	return page
		.locator( '.rueda-product-card' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );
}

/**
 * The cart page's line of a product.
 *
 * @param page The page.
 * @param name Product name.
 */
function cartLine( page: Page, name: string ): Locator {
	return page
		.locator( '.wp-block-rueda-cart .rueda-cart-line' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );
}

/**
 * The cart's subtotal row: what the lines cost.
 *
 * @param page The page.
 */
function subtotal( page: Page ): Locator {
	return page
		.locator( '.wp-block-rueda-cart .rueda-totals-row' )
		.filter( { hasText: 'Subtotal' } );
}

for ( const [ label, viewport ] of VIEWPORTS ) {
	test.describe( `Fitting on a ${ label }`, () => {
		test.use( { viewport } );

		test( 'Shopper buys four tyres fitted, changes them to two and removes them', async ( {
			page,
		}, testInfo ) => {
			const shot = ( name: string, target: Locator ) =>
				target.screenshot( {
					path: testInfo.outputPath(
						`fitting-${ name }-${ label }.png`
					),
				} );

			// The shop's card: the fitted price under the price.
			await page.goto( '/tienda/' );
			const pilot = card( page, PILOT );
			const fitted = pilot.locator( '.rueda-product-card__fitted' );
			await expect( fitted ).toHaveText(
				/^Montado: 167,95\s€\/ud por neumático 4 montados: 671,80\s€$/
			);
			await pilot.scrollIntoViewIfNeeded();
			await shot( 'card', pilot );

			// The buy box: fitted first.
			await pilot
				.getByRole( 'link', { name: PILOT, exact: true } )
				.click();
			const buyBox = new BuyBoxPage( page );
			const choice = buyBox.root.getByRole( 'group', {
				name: FITTING.choice,
			} );
			await expect(
				choice.getByRole( 'radio', { name: FITTING.fitted } )
			).toBeChecked();
			await expect( choice ).toContainText( /167,95\s€/ );
			await expect( choice ).toContainText( /671,80\s€/ );
			await expect( buyBox.quick( 4 ) ).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			// Wait for the script: the server's radios are disabled.
			await expect(
				choice.getByRole( 'radio', { name: FITTING.fitted } )
			).toBeEnabled();
			await shot( 'buy-box', buyBox.root );
			await buyBox.add();
			await expect( buyBox.confirmation ).toContainText( LABELS.added );
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				'Carrito: 4 artículos, 671,80 €'
			);

			// The cart: the tyre, its services beneath it.
			await page.goto( '/carrito/' );
			const tyre = cartLine( page, PILOT );
			await expect( tyre ).toContainText( FITTING.fitted );
			const lines = page.locator(
				'.wp-block-rueda-cart .rueda-cart-line .rueda-cart-line__name'
			);
			await expect( lines ).toHaveText( [ PILOT, ...SERVICES ] );
			for ( const service of SERVICES ) {
				const line = cartLine( page, service );
				await expect( line ).toContainText( FITTING.included );
				await expect( line.getByRole( 'spinbutton' ) ).toHaveCount( 0 );
				await expect(
					line.getByRole( 'button', { name: 'Eliminar artículo' } )
				).toHaveCount( 0 );
				await expect(
					line.locator( '.rueda-quantity-selector' )
				).toHaveText( '4' );
			}
			await expect( cartLine( page, SERVICES[ 0 ] ) ).toContainText(
				/48,00\s€/
			);
			// The goods: the tyres fitted (the ecovalor is a fee of its own).
			await expect( subtotal( page ) ).toContainText( /671,80\s€/ );
			await expect(
				page.locator( '.wp-block-rueda-cart' )
			).toContainText( FITTING.pickupNote );
			await shot( 'cart', page.locator( '.wp-block-rueda-cart' ) );

			// The checkout offers pickup only, and says why.
			const checkout = new CheckoutPage( page );
			await checkout.goto();
			await expect(
				page.getByRole( 'radio', { name: /^Recogida/ } )
			).toBeChecked();
			await expect(
				page.getByRole( 'radio', { name: /^Envío$/ } )
			).toHaveCount( 0 );
			await expect( page.getByText( FITTING.pickupNote ) ).toBeVisible();

			// Two tyres: the services follow.
			await page.goto( '/carrito/' );
			await tyre
				.getByRole( 'spinbutton', { name: `Cantidad de ${ PILOT }` } )
				.fill( '2' );
			await tyre
				.getByRole( 'spinbutton', { name: `Cantidad de ${ PILOT }` } )
				.blur();
			for ( const service of SERVICES ) {
				await expect(
					cartLine( page, service ).locator(
						'.rueda-quantity-selector'
					)
				).toHaveText( '2' );
			}
			await expect( subtotal( page ) ).toContainText( /335,90\s€/ );
			expect(
				( await serverCart( page ) ).items.map( ( item ) => [
					item.name,
					item.quantity,
				] )
			).toEqual( [
				[ PILOT, 2 ],
				...SERVICES.map( ( service ) => [ service, 2 ] ),
			] );

			// Removing the tyre removes its fitting.
			await tyre
				.getByRole( 'button', { name: 'Eliminar artículo' } )
				.click();
			await expect(
				page.getByRole( 'heading', { name: '¡Tu carrito está vacío!' } )
			).toBeVisible();
			expect( ( await serverCart( page ) ).items ).toEqual( [] );
		} );
	} );
}

test( 'Shopper pays fitted tyres at the workshop and the confirmation names the tyre each service fits', async ( {
	page,
} ) => {
	const buyBox = new BuyBoxPage( page );
	await buyBox.open( PRIMACY );
	await expect(
		buyBox.root.getByRole( 'radio', { name: FITTING.fitted } )
	).toBeEnabled();
	await buyBox.quick( 2 ).click();
	await buyBox.add();
	await expect( buyBox.confirmation ).toContainText( LABELS.added );

	const checkout = new CheckoutPage( page );
	await checkout.goto();
	await checkout.fillEmail( 'montaje@example.test' );
	await expect( checkout.step( 'Dirección de envío' ) ).toBeHidden();
	// Collected at the workshop: the workshop must be able to call.
	await checkout.fillAddress( 'Dirección de facturación', {
		...MADRID,
		phone: '600 123 456',
	} );
	await new AppointmentPicker( page ).chooseFirst();
	await checkout
		.step( 'Opciones de pago' )
		.getByRole( 'radio', { name: 'Pago en el taller' } )
		.check();
	await checkout.placeOrderAndConfirm();

	const main = page.getByRole( 'main' );
	for ( const service of SERVICES ) {
		await expect( main ).toContainText(
			FITTING.fittingFor( service, PRIMACY )
		);
	}
	const order = await checkout.confirmedOrder();
	// Paid at the workshop: unpaid until the shop marks it paid.
	expect( order.status_label ).toBe( 'Pendiente de pago en el taller' );
	expect( order.shipping_lines[ 0 ]?.rate_id ).toBe( 'pickup_location:0' );
	expect( order.items.map( ( item ) => item.quantity ) ).toEqual( [
		2, 2, 2, 2,
	] );
	expect( order.items[ 0 ]?.name ).toBe( PRIMACY );
	order.items
		.slice( 1 )
		.forEach( ( item, index ) =>
			expect( item.name ).toMatch(
				FITTING.fittingFor( SERVICES[ index ]!, PRIMACY )
			)
		);
} );
