/**
 * A logged-in customer saves a card on the first order and pays the next one with it.
 */
import { logInAsNewUser } from './account.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

// 36 in stock: every checkout test buys some.
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

test( 'Customer saves a card and pays the next order with it', async ( {
	page,
	requestUtils,
} ) => {
	const email = await logInAsNewUser(
		page,
		requestUtils,
		'cliente',
		'subscriber'
	);

	const checkout = new CheckoutPage( page );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await expect(
		checkout
			.step( 'Información de contacto' )
			.getByLabel( 'Correo electrónico' )
	).toHaveValue( email );
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	await checkout.payByCard( '5555 5555 5555 4444' );
	await page
		.getByRole( 'checkbox', {
			name: 'Guardar los datos de pago en mi cuenta para futuras compras.',
		} )
		.check();
	await checkout.placeOrderAndConfirm();

	// The next order: the saved card comes first and is chosen.
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	const saved = checkout.step( 'Opciones de pago' ).getByRole( 'radio', {
		name: /^Mastercard terminada en 4444 \(caduca \d\d\/\d\d\)$/,
	} );
	await expect( saved ).toBeChecked();
	await expect(
		checkout
			.step( 'Dirección de envío' )
			.getByLabel( 'Localidad', { exact: true } )
	).toHaveValue( 'Madrid' );
	await checkout.placeOrderAndConfirm();
	expect( ( await checkout.confirmedOrder() ).status ).toBe( 'processing' );
} );
