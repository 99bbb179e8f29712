/**
 * Mi cuenta (rueda/customer-account): a customer signs in on the page, finds the last
 * order, orders it again, edits the shipping address the checkout then starts from and
 * deletes the card saved at checkout; a guest finds an order by number and email. Each
 * view is photographed at phone and desktop widths, with no sideways overflow.
 */
import { PASSWORD, logInAsNewUser } from './account.page';
import {
	AccountDashboardPage,
	confirmedOrderNumber,
	emailedLink,
} from './account-dashboard.page';
import { API, CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

// 36 in stock: every checkout test buys some.
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

const PHONE = 390;
const DESKTOP = 1366;

test( 'Customer reorders the last order, edits the shipping address and deletes a saved card from Mi cuenta', async ( {
	page,
	requestUtils,
} ) => {
	const username = `cuenta${ Date.now() }`;
	await requestUtils.createUser( {
		username,
		email: `${ username }@example.test`,
		password: PASSWORD,
		roles: [ 'subscriber' ],
	} );
	const account = new AccountDashboardPage( page );

	// Signed out: sign in, create an account, find an order.
	await account.goto();
	await expect( account.panel( 'Iniciar sesión' ) ).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: '¿Has olvidado tu contraseña?' } )
	).toHaveAttribute( 'href', /wp-login\.php\?action=lostpassword/ );
	await account.screenshotAt( 'account-signed-out', PHONE );
	await account.screenshotAt( 'account-signed-out', DESKTOP );
	await account.signIn( username, PASSWORD );

	// An order paid with the sandbox card, saved for later.
	const checkout = new CheckoutPage( page );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	await checkout.payByCard( '4242 4242 4242 4242' );
	await page
		.getByRole( 'checkbox', {
			name: 'Guardar los datos de pago en mi cuenta para futuras compras.',
		} )
		.check();
	await checkout.placeOrderAndConfirm();
	const number = await confirmedOrderNumber( page );

	// Pedidos: the last order first, then in full.
	await account.goto();
	await expect( account.orderLink( number ) ).toBeVisible();
	await expect(
		page.locator( '.rueda-customer-account__order-card' ).first()
	).toContainText( `Pedido n.º ${ number }` );
	await account.screenshotAt( 'account-orders', PHONE );
	await account.screenshotAt( 'account-orders', DESKTOP );
	await account.orderLink( number ).click();
	await expect( account.orderHeading( number ) ).toBeVisible();
	await expect( page.getByRole( 'rowheader', { name: TYRE } ) ).toBeVisible();
	await account.screenshotAt( 'account-order', PHONE );
	await account.screenshotAt( 'account-order', DESKTOP );

	// Volver a pedir: the cart and the mini cart get the tyre again.
	const miniCart = page.getByRole( 'button', { name: /^Carrito:/ } );
	await expect( miniCart ).toHaveAccessibleName( /^Carrito: 0 artículos/ );
	await page.getByRole( 'button', { name: 'Volver a pedir' } ).click();
	await expect(
		page
			.locator( '.rueda-customer-account__order-actions' )
			.getByText( '1 producto añadido a tu carrito.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Ver carrito' } )
	).toBeVisible();
	await expect( miniCart ).toHaveAccessibleName( /^Carrito: 1 artículo,/ );
	const cart = await ( await page.request.get( `${ API }/cart` ) ).json();
	expect( cart.items_count ).toBe( 1 );

	// Direcciones: a new shipping address, which the checkout then starts from.
	await account.openSection( 'Direcciones' );
	const shipping = account.addressForm( 'Dirección de envío' );
	await shipping
		.getByLabel( 'Dirección', { exact: true } )
		.fill( 'Calle de Alcalá, 100' );
	await shipping
		.getByLabel( 'Código postal', { exact: true } )
		.fill( '28009' );
	await account.screenshotAt( 'account-addresses', PHONE );
	await account.screenshotAt( 'account-addresses', DESKTOP );
	await shipping.getByRole( 'button', { name: 'Guardar dirección' } ).click();
	await expect(
		shipping.getByText( 'Dirección de envío guardada.' )
	).toBeVisible();
	await checkout.goto();
	await expect(
		checkout
			.step( 'Dirección de envío' )
			.getByLabel( 'Dirección', { exact: true } )
	).toHaveValue( 'Calle de Alcalá, 100' );

	// Métodos de pago: the card saved at checkout, deleted after confirming.
	await account.goto( '#payment-methods' );
	const card = page.getByText( 'Visa terminada en 4242', { exact: true } );
	await expect( card ).toBeVisible();
	await account.screenshotAt( 'account-payment-methods', PHONE );
	await account.screenshotAt( 'account-payment-methods', DESKTOP );
	await page
		.getByRole( 'button', { name: 'Eliminar Visa terminada en 4242' } )
		.click();
	await page.getByRole( 'button', { name: 'Sí, eliminar' } ).click();
	// The row has gone: the focus moves to the notice that says so.
	await expect(
		page.locator( '.rueda-customer-account__notice', {
			hasText: 'Visa terminada en 4242 eliminada.',
		} )
	).toBeFocused();
	await expect( card ).toBeHidden();

	// Detalles de la cuenta.
	await account.openSection( 'Detalles de la cuenta' );
	await expect( page.getByLabel( 'Correo electrónico' ) ).toHaveValue(
		`${ username }@example.test`
	);
	await account.screenshotAt( 'account-details', PHONE );
	await account.screenshotAt( 'account-details', DESKTOP );
	// A new email address is confirmed from the link sent to it; until then it is the old one.
	const newEmail = `nueva${ username }@example.test`;
	await page.getByLabel( 'Correo electrónico' ).fill( newEmail );
	await page.getByLabel( 'Contraseña actual' ).fill( PASSWORD );
	await page.getByRole( 'button', { name: 'Guardar cambios' } ).click();
	await expect(
		page.locator( '.rueda-customer-account__notice', {
			hasText:
				'Te hemos enviado un enlace a la nueva dirección para confirmarla.',
		} )
	).toBeVisible();
	await expect( page.getByLabel( 'Correo electrónico' ) ).toHaveValue(
		`${ username }@example.test`
	);
	await account.confirmLink( await emailedLink( requestUtils, newEmail ) );
	await expect(
		page.getByText( 'Tu nueva dirección de correo está confirmada.' )
	).toBeVisible();
	await account.openSection( 'Detalles de la cuenta' );
	await expect( page.getByLabel( 'Correo electrónico' ) ).toHaveValue(
		newEmail
	);

	// Cerrar sesión comes back to the signed-out page.
	await account.signOutLink.click();
	await expect( account.panel( 'Iniciar sesión' ) ).toBeVisible();
} );

test( 'Shopper creates an account on Mi cuenta and signs in once the emailed link confirms it', async ( {
	page,
	requestUtils,
} ) => {
	const email = `registro${ Date.now() }@example.test`;
	const account = new AccountDashboardPage( page );
	await account.goto();
	const register = account.panel( 'Crear una cuenta' );
	await register.getByLabel( 'Correo electrónico' ).fill( email );
	await register.getByLabel( 'Contraseña', { exact: true } ).fill( PASSWORD );
	await register.getByRole( 'button', { name: 'Crear una cuenta' } ).click();
	await expect(
		register.getByText(
			'le hemos enviado un enlace para confirmar tu cuenta',
			{
				exact: false,
			}
		)
	).toBeVisible();

	// Not before the link: WordPress's sign-in page says why.
	const signIn = account.panel( 'Iniciar sesión' );
	await signIn
		.getByLabel( 'Correo electrónico o nombre de usuario' )
		.fill( email );
	await signIn.getByLabel( 'Contraseña', { exact: true } ).fill( PASSWORD );
	await signIn.getByRole( 'button', { name: 'Iniciar sesión' } ).click();
	await expect(
		page.getByText(
			'Antes de iniciar sesión, confirma tu dirección de correo',
			{
				exact: false,
			}
		)
	).toBeVisible();

	await account.confirmLink( await emailedLink( requestUtils, email ) );
	await expect(
		page.getByText( 'Tu cuenta está confirmada. Ya puedes iniciar sesión.' )
	).toBeVisible();
	await account.signIn( email, PASSWORD );
} );

test.describe( 'Guest', () => {
	// The wrong email's 404 is logged by the browser.
	test.use( { expectedConsoleErrors: [ /status of 404/ ] } );

	test( 'Guest finds an order by number and email on Mi cuenta', async ( {
		page,
	} ) => {
		const email = `invitado${ Date.now() }@example.test`;
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();
		await checkout.fillEmail( email );
		await checkout.fillAddress( 'Dirección de envío', MADRID );
		await checkout.payByCard( '4242 4242 4242 4242' );
		await checkout.placeOrderAndConfirm();
		const number = await confirmedOrderNumber( page );

		const account = new AccountDashboardPage( page );
		await account.goto();
		await account.lookUpOrder( number, 'otra@example.test' );
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'Ningún pedido coincide'
		);
		await account.lookUpOrder( number, email );
		await expect( account.orderHeading( number ) ).toBeVisible();
		await expect(
			page.getByRole( 'rowheader', { name: TYRE } )
		).toBeVisible();
		await account.screenshotAt( 'account-lookup', PHONE );
		await account.screenshotAt( 'account-lookup', DESKTOP );
	} );
} );

test.describe( 'Another customer', () => {
	// The refused reads are logged by the browser.
	test.use( { expectedConsoleErrors: [ /status of 404/ ] } );

	test( "Another customer cannot read a customer's order", async ( {
		page,
		requestUtils,
	} ) => {
		await logInAsNewUser( page, requestUtils, 'cliente', 'subscriber' );
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();
		await checkout.fillAddress( 'Dirección de envío', MADRID );
		await checkout.payByCard( '4242 4242 4242 4242' );
		await checkout.placeOrderAndConfirm();
		const number = await confirmedOrderNumber( page );

		await logInAsNewUser( page, requestUtils, 'otro', 'subscriber' );
		const account = new AccountDashboardPage( page );
		await account.goto( `#orders/${ number }` );
		await expect(
			page.getByText( 'No se ha encontrado este pedido.' )
		).toBeVisible();
		const status = await page.evaluate( async ( id ) => {
			const wrapper =
				document.querySelector< HTMLElement >( '[data-rest-nonce]' )!;
			const response = await fetch(
				`${ wrapper.dataset.restRoot }rueda/v1/account/orders/${ id }`,
				{ headers: { 'X-WP-Nonce': wrapper.dataset.restNonce! } }
			);
			return response.status;
		}, number );
		expect( status ).toBe( 404 );
		await expect( account.orderLink( number ) ).toHaveCount( 0 );
	} );
} );
