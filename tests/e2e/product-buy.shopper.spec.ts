/**
 * Shoppers buy from a product page (rueda/product): a set of four tyres found in the shop
 * without fitting, a wheel alignment for both axles, and an addition the stock cannot
 * cover (fitted, as the buy box offers first). Buying fitted: fitting.shopper.spec.ts.
 */
import { test, expect } from './fixtures';
import { BuyBoxPage, LABELS, miniCartButton, serverCart } from './buy-box.page';
import { AppointmentPicker } from './appointment.page';
import { CheckoutPage, MADRID } from './checkout.page';

test.use( { storageState: { cookies: [], origins: [] } } );

const PRIMACY = 'Michelin Primacy 4+ 195/65 R15 91H'; // 138,95 €, 36 in stock
const PREMIUM = 'Continental PremiumContact 7 225/45 R17 94W XL'; // 166,95 €, 4 in stock; fitted 193,95 €
const ALIGNMENT = 'Alineación de dirección'; // one axle 39,00 €, both 59,00 €

const VIEWPORTS = [
	[ 'desktop', { width: 1366, height: 900 } ],
	[ 'phone', { width: 390, height: 844 } ],
] as const;

for ( const [ label, viewport ] of VIEWPORTS ) {
	test.describe( `Product page on a ${ label }`, () => {
		test.use( { viewport } );

		test( 'Shopper adds a set of four tyres found in the shop', async ( {
			page,
		} ) => {
			await page.goto( '/tienda/' );
			await page
				.getByRole( 'link', { name: PRIMACY, exact: true } )
				.click();
			await expect(
				page.getByRole( 'heading', { level: 1, name: PRIMACY } )
			).toBeVisible();

			const buyBox = new BuyBoxPage( page );
			await expect( buyBox.price ).toHaveText( '138,95 €' );
			await expect( buyBox.root ).toContainText(
				/4 (neumáticos|tyres): 555,80\s€/
			);
			await buyBox.quick( 2 ).click();
			await expect( buyBox.quantity ).toHaveValue( '2' );
			await buyBox.quick( 4 ).click();
			await expect( buyBox.quick( 4 ) ).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			await expect( buyBox.quantity ).toHaveValue( '4' );
			await buyBox.root
				.getByRole( 'radio', { name: /^(Solo neumático|Tyre only)/ } )
				.check();
			await buyBox.add();

			await expect( buyBox.confirmation ).toContainText( LABELS.added );
			await expect(
				buyBox.confirmation.getByRole( 'link', {
					name: LABELS.viewCart,
				} )
			).toHaveAttribute( 'href', /\/carrito\/$/ );
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				'Carrito: 4 artículos, 555,80 €'
			);
			expect( ( await serverCart( page ) ).items ).toEqual( [
				expect.objectContaining( { name: PRIMACY, quantity: 4 } ),
			] );
		} );

		test( 'Shopper chooses both axles for a wheel alignment', async ( {
			page,
		} ) => {
			const buyBox = new BuyBoxPage( page );
			await buyBox.open( ALIGNMENT );
			await expect( buyBox.price ).toHaveText( /^39,00\s€ – 59,00\s€$/ );
			await expect( buyBox.addButton ).toHaveText( LABELS.chooseOption );
			await expect( buyBox.addButton ).toBeDisabled();

			await buyBox.option( 'Ambos ejes' ).click();
			await expect( buyBox.option( 'Ambos ejes' ) ).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			await expect( buyBox.price ).toHaveText( '59,00 €' );
			await expect( page ).toHaveURL( /[?&]ejes=ambos-ejes\b/ );
			await buyBox.add();

			await expect( buyBox.confirmation ).toContainText( LABELS.added );
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				'Carrito: 1 artículo, 59,00 €'
			);
			expect( ( await serverCart( page ) ).items ).toEqual( [
				expect.objectContaining( {
					name: `${ ALIGNMENT } - Ambos ejes`,
					quantity: 1,
					variation: [ { attribute: 'Ejes', value: 'Ambos ejes' } ],
				} ),
			] );

			// The choice is in the URL: the shared link opens with it.
			await page.reload();
			await expect( buyBox.option( 'Ambos ejes' ) ).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			await expect( buyBox.price ).toHaveText( '59,00 €' );

			// And it is bought: a service is done at the workshop, nothing ships.
			const checkout = new CheckoutPage( page );
			await checkout.goto();
			await checkout.fillEmail( 'alineacion@example.test' );
			await expect( checkout.step( 'Dirección de envío' ) ).toBeHidden();
			await checkout.fillAddress( 'Dirección de facturación', MADRID );
			// Done at the workshop: at a time the shopper books.
			await new AppointmentPicker( page ).chooseFirst();
			await checkout
				.step( 'Opciones de pago' )
				.getByRole( 'radio', { name: 'Pago en el taller' } )
				.check();
			// A service: the shopper asks for it within the withdrawal period.
			await checkout.serviceConsentCheckbox.check();
			await checkout.placeOrderAndConfirm();
			const order = await checkout.confirmedOrder();
			expect( order.items ).toEqual( [
				expect.objectContaining( {
					name: `${ ALIGNMENT } - Ambos ejes`,
					quantity: 1,
				} ),
			] );
		} );

		test.describe( 'with the stock short', () => {
			// The browser reports the refused addition (400) in the console.
			test.use( { expectedConsoleErrors: [ /status of 400/ ] } );

			test( 'Shopper is told the stock cannot cover another set', async ( {
				page,
			} ) => {
				const buyBox = new BuyBoxPage( page );
				await buyBox.open( PREMIUM );
				// Typing more than the stock: the quantity stops at what there is.
				await buyBox.quantity.fill( '9' );
				await expect( buyBox.quantity ).toHaveValue( '4' );
				await buyBox.add();
				await expect( miniCartButton( page ) ).toHaveAccessibleName(
					'Carrito: 4 artículos, 775,80 €'
				);

				await buyBox.add();
				await expect( buyBox.notice ).toContainText(
					`Solo quedan 4 unidades de «${ PREMIUM }» en existencias.`
				);
				await expect( buyBox.confirmation ).not.toContainText(
					LABELS.added
				);
				await expect( miniCartButton( page ) ).toHaveAccessibleName(
					'Carrito: 4 artículos, 775,80 €'
				);
			} );
		} );
	} );
}
