/**
 * A guest shopper finds tyres, fills the cart from the shop, the mini cart and the cart page,
 * applies a coupon, works out shipping per package and pays with the express wallet from the
 * cart.
 */
import type { Page } from '@playwright/test';

import { CheckoutPage } from './checkout.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

const API = '/wp-json/wc/store/v1';
const PRIMACY = 'Michelin Primacy 4+ 195/65 R15 91H'; // from the supplier, 138,95 €
const PILOT = 'Michelin Pilot Sport 5 205/55 R16 91V'; // from the workshop, 144,95 €

/**
 * Adds products to the page's cart (same cookies as the browser) by name.
 *
 * @param page  The shopper's page.
 * @param items Product names and quantities.
 */
async function fillCart( page: Page, items: Record< string, number > ) {
	const first = await page.request.get( `${ API }/cart` );
	const nonce = first.headers().nonce!;
	const products: Array< { id: number; name: string } > = await (
		await page.request.get( `${ API }/products?per_page=100` )
	).json();
	for ( const [ name, quantity ] of Object.entries( items ) ) {
		const product = products.find(
			( candidate ) => candidate.name === name
		);
		const response = await page.request.post( `${ API }/cart/add-item`, {
			headers: { Nonce: nonce },
			data: { id: product!.id, quantity },
		} );
		expect( response.status() ).toBe( 201 );
	}
}

async function serverCart( page: Page ) {
	return ( await page.request.get( `${ API }/cart` ) ).json();
}

function totalsFooter( page: Page ) {
	return page.locator( '.rueda-totals-footer' );
}

function miniCartButton( page: Page ) {
	return page
		.getByRole( 'banner' )
		.getByRole( 'button', { name: /^Carrito:/ } );
}

test.describe( 'Shop and mini cart', () => {
	test( 'Shopper narrows the catalogue to R17 tyres', async ( { page } ) => {
		await page.goto( '/tienda/' );
		// Tienda lists the 32 tyres; the services have their own page.
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'32 productos encontrados'
		);

		await page.getByRole( 'checkbox', { name: 'R17' } ).check();

		const names = page
			.getByRole( 'main' )
			.getByRole( 'heading', { level: 3 } );
		await expect( page.getByRole( 'status' ) ).toHaveText(
			/^\d+ productos encontrados$/
		);
		await expect( page.getByRole( 'status' ) ).not.toHaveText( /^32 / );
		const shown = await names.allTextContents();
		expect( shown.length ).toBeGreaterThan( 0 );
		for ( const name of shown ) {
			expect( name ).toContain( 'R17' );
		}
	} );

	test(
		'Shopper adds a tyre and reviews it in the cart drawer',
		{ tag: '@object-cache' },
		async ( { page } ) => {
			await page.goto( '/tienda/' );
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				'Carrito: 0 artículos, 0,00 €'
			);

			await page
				.getByRole( 'button', {
					name: `Añadir al carrito: «${ PRIMACY }»`,
				} )
				.click();
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				'Carrito: 1 artículo, 138,95 €'
			);

			// Opens with focus inside; Escape closes and gives focus back.
			await miniCartButton( page ).click();
			const drawer = page.getByRole( 'dialog', {
				name: 'Tu carrito (1 artículo)',
			} );
			await expect( drawer ).toBeVisible();
			await expect(
				drawer.getByRole( 'link', { name: PRIMACY } )
			).toBeVisible();
			await expect( drawer ).toContainText( '138,95 €' );
			await expect
				.poll( () =>
					drawer.evaluate( ( node ) =>
						node.contains( node.ownerDocument.activeElement )
					)
				)
				.toBe( true );
			await page.keyboard.press( 'Escape' );
			await expect( drawer ).toBeHidden();
			await expect( miniCartButton( page ) ).toBeFocused();

			// The close button closes it too; a change in the drawer reaches the header.
			await miniCartButton( page ).click();
			await drawer
				.getByRole( 'button', {
					name: `Aumentar la cantidad de ${ PRIMACY }`,
				} )
				.click();
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				'Carrito: 2 artículos, 277,90 €'
			);
			await page
				.getByRole( 'dialog' )
				.getByRole( 'button', { name: 'Cerrar' } )
				.click();
			await expect( page.getByRole( 'dialog' ) ).toBeHidden();

			// A click on the overlay, beside the panel, closes it as well.
			await miniCartButton( page ).click();
			await expect( page.getByRole( 'dialog' ) ).toBeVisible();
			await page.mouse.click( 20, 400 );
			await expect( page.getByRole( 'dialog' ) ).toBeHidden();

			await miniCartButton( page ).click();
			await page
				.getByRole( 'dialog' )
				.getByRole( 'link', { name: 'Ver carrito' } )
				.click();
			await expect( page ).toHaveURL( /\/carrito\/$/ );
			await expect(
				page.getByRole( 'spinbutton', {
					name: `Cantidad de ${ PRIMACY }`,
				} )
			).toHaveValue( '2' );
		}
	);

	test(
		'Another tab sees the cart change',
		{ tag: '@object-cache' },
		async ( { page, context } ) => {
			await page.goto( '/tienda/' );
			const other = await context.newPage();
			await other.goto( '/sobre-nosotros/' );
			await expect( miniCartButton( other ) ).toHaveAccessibleName(
				'Carrito: 0 artículos, 0,00 €'
			);

			await page
				.getByRole( 'button', {
					name: `Añadir al carrito: «${ PILOT }»`,
				} )
				.click();

			await expect( miniCartButton( other ) ).toHaveAccessibleName(
				'Carrito: 1 artículo, 144,95 €'
			);
		}
	);
} );

test.describe( 'Cart page', () => {
	test( 'Shopper changes quantities and empties the cart', async ( {
		page,
	} ) => {
		await page.goto( '/carrito/' );
		await fillCart( page, { [ PRIMACY ]: 1, [ PILOT ]: 1 } );
		await page.reload();

		const primacyRow = page.getByRole( 'row', {
			name: new RegExp( PRIMACY.replace( /[+/]/g, '\\$&' ) ),
		} );
		await page
			.getByRole( 'button', {
				name: `Aumentar la cantidad de ${ PRIMACY }`,
			} )
			.click();
		await expect( primacyRow ).toContainText( '277,90 €' );

		// Typed quantities apply once typing stops; out-of-range values are clamped.
		const pilotQuantity = page.getByRole( 'spinbutton', {
			name: `Cantidad de ${ PILOT }`,
		} );
		await pilotQuantity.fill( '4' );
		await expect
			.poll( async () => {
				const cart = await serverCart( page );
				return cart.items.map(
					( item: { quantity: number } ) => item.quantity
				);
			} )
			.toEqual( [ 2, 4 ] );
		// The workshop has 8 of these: more is clamped to the stock.
		await pilotQuantity.fill( '500' );
		await pilotQuantity.press( 'Enter' );
		await expect( pilotQuantity ).toHaveValue( '8' );
		await pilotQuantity.press( 'ArrowDown' );
		await expect( pilotQuantity ).toHaveValue( '7' );

		await expect
			.poll(
				async () => ( await serverCart( page ) ).items[ 1 ].quantity
			)
			.toBe( 7 );
		await page.reload();
		await expect( pilotQuantity ).toHaveValue( '7' );
		await expect( primacyRow ).toContainText( '277,90 €' );

		await primacyRow
			.getByRole( 'button', { name: 'Eliminar artículo' } )
			.click();
		await expect( primacyRow ).toBeHidden();
		await page.getByRole( 'button', { name: 'Eliminar artículo' } ).click();

		await expect(
			page.getByRole( 'heading', { name: '¡Tu carrito está vacío!' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Volver a la tienda' } )
		).toHaveAttribute( 'href', /\/tienda\/$/ );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			'Carrito: 0 artículos, 0,00 €'
		);
	} );

	test.describe( () => {
		// The browser logs the 400 of the unknown code; the cart shows it as a notice.
		test.use( {
			expectedConsoleErrors: [ /status of 400 .*cart\/apply-coupon/ ],
		} );

		test(
			'Shopper applies and removes a coupon',
			{ tag: '@object-cache' },
			async ( { page } ) => {
				await page.goto( '/carrito/' );
				await fillCart( page, { [ PRIMACY ]: 2 } );
				await page.reload();
				// 277,90 € of tyres, their ecovalor (2 × 1,30 € + IVA = 3,15 €) and 9,95 € of
				// delivery estimated for the workshop's address.
				await expect( totalsFooter( page ) ).toContainText(
					'291,00 €'
				);

				await page
					.getByRole( 'button', { name: 'Añadir cupones' } )
					.click();
				const code = page.getByRole( 'textbox', {
					name: 'Introduce el código',
				} );
				const apply = page.getByRole( 'button', { name: 'Aplicar' } );
				await expect( apply ).toBeDisabled();

				await code.fill( 'NOEXISTE' );
				await apply.click();
				await expect(
					page.getByText( /El cupón «noexiste» no existe/i )
				).toBeVisible();

				await code.fill( 'BIENVENIDA10' );
				await apply.click();
				const coupons = page.getByRole( 'list', {
					name: 'Cupones aplicados',
				} );
				await expect( coupons ).toContainText( 'bienvenida10' );
				await expect(
					page.locator( '.rueda-totals-discount' )
				).toContainText( '-27,79 €' );

				await page
					.getByRole( 'button', {
						name: 'Quitar el cupón "bienvenida10"',
					} )
					.click();
				await expect( coupons ).toBeHidden();
				expect( ( await serverCart( page ) ).coupons ).toEqual( [] );
			}
		);
	} );

	test( 'Shopper sees the IVA a tyre and its fitting include', async ( {
		page,
	} ) => {
		await page.goto( '/carrito/' );
		await fillCart( page, { [ PRIMACY ]: 1, 'Montaje de neumático': 1 } );
		await page.reload();

		// 138,95 € + 12,00 €, prices with IVA, the tyre's ecovalor (1,30 € + 0,27 € IVA)
		// and 9,95 € of delivery estimated for the workshop's address; IVA 24,12 € +
		// 2,08 € + 0,27 € + 1,73 €.
		await expect( totalsFooter( page ) ).toContainText( '162,47 €' );
		await expect( totalsFooter( page ) ).toContainText(
			'Incluye 28,20 € IVA (21%)'
		);
		// The mini cart counts the goods only.
		await expect(
			page.locator( '.rueda-mini-cart__amount' ).first()
		).toHaveText( '150,95 €' );
	} );

	test( 'Shopper pays with the express wallet from the cart', async ( {
		page,
	} ) => {
		await page.goto( '/carrito/' );
		await fillCart( page, { [ PRIMACY ]: 1 } );
		await page.reload();

		// The wallet's button, 48 px high, above the "O" divider.
		const area = page.locator( '.wp-block-rueda-cart-express-payment' );
		const express = area.getByRole( 'button', {
			name: 'Pagar con Rueda Pay (pruebas)',
		} );
		await expect( express ).toHaveCSS( 'height', '48px' );
		const divider = area.locator( '.rueda-express-payment__divider' );
		await expect( divider ).toHaveText( 'O' );
		const buttonBox = await express.boundingBox();
		const dividerBox = await divider.boundingBox();
		expect( dividerBox!.y ).toBeGreaterThan(
			buttonBox!.y + buttonBox!.height - 1
		);
		await expect(
			area.locator( '.rueda-express-checkout__placeholder' )
		).toHaveCount( 0 );

		// The wallet places the order from here: its first try asks for the terms.
		await express.click();
		await area
			.getByRole( 'checkbox', {
				name: /^He leído y acepto los Términos y condiciones/,
			} )
			.check();
		await express.click();
		await page.waitForURL( /order-received=\d+&key=wc_order_/ );

		const order = await new CheckoutPage( page ).confirmedOrder();
		expect( order.payment_method ).toBe( 'rueda_sandbox_express' );
		expect( order.items ).toEqual( [
			expect.objectContaining( { name: PRIMACY, quantity: 1 } ),
		] );
	} );

	test( 'Shopper calculates shipping and picks a rate per package', async ( {
		page,
	} ) => {
		await page.goto( '/carrito/' );
		await fillCart( page, { [ PRIMACY ]: 1, [ PILOT ]: 1 } );
		await page.reload();

		// Two stock origins, two packages: before an address each offers delivery
		// (estimated for the workshop's address) and workshop pickup.
		const supplier = page.getByRole( 'group', {
			name: 'Almacén del proveedor',
		} );
		const workshop = page.getByRole( 'group', {
			name: 'Almacén del taller',
		} );
		await expect( supplier.getByRole( 'radio' ) ).toHaveCount( 2 );
		await expect( workshop.getByRole( 'radio' ) ).toHaveCount( 2 );

		await page.getByRole( 'button', { name: 'Calcular envío' } ).click();
		await page
			.getByRole( 'combobox', { name: 'País/región' } )
			.selectOption( 'ES' );
		await page
			.getByRole( 'combobox', { name: 'Provincia' } )
			.selectOption( 'M' );
		await page
			.getByRole( 'textbox', { name: 'Código postal' } )
			.fill( '28001' );
		await page.getByRole( 'button', { name: 'Actualizar' } ).click();

		await expect( page.getByText( /Envío a .*28001/ ) ).toBeVisible();
		// Delivery is chosen first for both packages.
		const flatRate = supplier.getByRole( 'radio', { name: /9,95 €/ } );
		await expect( flatRate ).toBeChecked();
		// The two tyres' ecovalor is 3,15 € (2 × 1,30 € + IVA) whatever the delivery.
		await expect( totalsFooter( page ) ).toContainText( '306,95 €' );

		// Pickup at the workshop covers the whole order; then the supplier's tyres are sent.
		await workshop.getByRole( 'radio', { name: /Taller/ } ).check();
		await expect( totalsFooter( page ) ).toContainText( '287,05 €' );
		await flatRate.check();
		await expect( totalsFooter( page ) ).toContainText( '297,00 €' );

		const cart = await serverCart( page );
		const selected = cart.shipping_rates.map(
			( pkg: {
				shipping_rates: Array< { selected: boolean; rate_id: string } >;
			} ) => pkg.shipping_rates.find( ( rate ) => rate.selected )!.rate_id
		);
		expect( selected[ 0 ] ).toMatch( /^flat_rate/ );
		expect( selected[ 1 ] ).toMatch( /^pickup_location:/ );
	} );
} );
