/**
 * Shoppers pay on Finalizar compra: by card as guests, after a declined card, with a saved
 * card, at the workshop, creating an account, with a coupon; the card brands beside the test
 * card; the form's errors; the confirmation page.
 */
import { CheckoutPage, MADRID, API } from './checkout.page';
import {
	AccountDashboardPage,
	confirmedOrderNumber,
	emailedLink,
} from './account-dashboard.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

// 36 in stock: every checkout test buys some.
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

test.describe( 'Checkout', () => {
	test(
		'Guest pays a delivery by card and sees the order confirmation',
		{ tag: '@object-cache' },
		async ( { page } ) => {
			const checkout = new CheckoutPage( page );
			await checkout.fillCart( { [ TYRE ]: 2 } );
			await checkout.goto();

			await checkout.fillEmail( 'lucia@example.test' );
			await checkout.fillAddress( 'Dirección de envío', MADRID );
			await checkout.payByCard( '4242 4242 4242 4242' );
			await checkout.placeOrderAndConfirm();

			await expect(
				page.getByText( 'Gracias. Hemos recibido tu pedido.' )
			).toBeVisible();
			const details = page.locator( '.rueda-order-details' );
			await expect( details ).toContainText( `${ TYRE } × 2` );
			await expect(
				page.locator( '.rueda-order-overview' )
			).toContainText( 'lucia@example.test' );
			expect( ( await checkout.confirmedOrder() ).status ).toBe(
				'processing'
			);
			const cart = await (
				await page.request.get( `${ API }/cart` )
			).json();
			expect( cart.items_count ).toBe( 0 );
		}
	);

	test.describe( () => {
		test.use( {
			expectedConsoleErrors: [ /status of 402 .*\/checkout/ ],
		} );

		test( 'Shopper whose card is declined pays with another card', async ( {
			page,
		} ) => {
			const checkout = new CheckoutPage( page );
			await checkout.fillCart( { [ TYRE ]: 1 } );
			await checkout.goto();
			await checkout.fillEmail( 'pablo@example.test' );
			await checkout.fillAddress( 'Dirección de envío', MADRID );

			await checkout.payByCard( '4000 0000 0000 0002' );
			await checkout.placeOrder();
			await expect(
				page.getByText( 'Tu tarjeta ha sido rechazada.' )
			).toBeVisible();
			await expect( checkout.placeOrderButton ).toBeEnabled();
			expect( page.url() ).not.toContain( 'order-received' );

			await checkout.payByCard( '4242 4242 4242 4242' );
			await checkout.placeOrderAndConfirm();
			expect( ( await checkout.confirmedOrder() ).status ).toBe(
				'processing'
			);
		} );
	} );

	test( 'Shopper pays with the express wallet in one click', async ( {
		page,
	} ) => {
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();

		const express = page.getByRole( 'button', {
			name: 'Pagar con Rueda Pay (pruebas)',
		} );
		await expect( express ).toHaveCSS( 'height', '48px' );
		await expect( express ).toHaveCSS( 'border-radius', '4px' );
		// Paying by wallet places the order: the terms are accepted first.
		await checkout.termsCheckbox.check();
		await express.click();
		await page.waitForURL( /order-received=\d+&key=wc_order_/ );

		const order = await checkout.confirmedOrder();
		expect( order.payment_method ).toBe( 'rueda_sandbox_express' );
		expect( order.status ).toBe( 'processing' );
	} );

	test( 'Shopper sees the brands the test card takes beside it', async ( {
		page,
	} ) => {
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();

		const payment = checkout.step( 'Opciones de pago' );
		const option = ( name: string ) =>
			payment
				.locator( '.rueda-radio-option' )
				.filter( { has: page.getByRole( 'radio', { name } ) } );
		const card = option( 'Tarjeta (pruebas)' );
		await expect( card.getByRole( 'img', { name: 'Visa' } ) ).toBeVisible();
		await expect(
			card.getByRole( 'img', { name: 'Mastercard' } )
		).toBeVisible();
		await expect(
			card.getByRole( 'img', { name: 'Visa' } )
		).toHaveJSProperty( 'tagName', 'svg' );
		// The icons are beside the label, not part of the method's name.
		await expect(
			payment.getByRole( 'radio', { name: 'Tarjeta (pruebas)' } )
		).toHaveAccessibleName( 'Tarjeta (pruebas)' );
		await expect(
			option( 'Transferencia bancaria' ).getByRole( 'img' )
		).toHaveCount( 0 );
	} );

	test(
		'Shopper collects at the workshop and pays there',
		{ tag: '@object-cache' },
		async ( { page } ) => {
			const checkout = new CheckoutPage( page );
			await checkout.fillCart( { [ TYRE ]: 1 } );
			await checkout.goto();
			await checkout.fillEmail( 'marta@example.test' );

			await page.getByRole( 'radio', { name: /^Recogida/ } ).check();
			await expect(
				page
					.getByText( 'Taller Neumáticos y Taller (Alcorcón)' )
					.first()
			).toBeVisible();
			await expect( checkout.step( 'Dirección de envío' ) ).toBeHidden();
			// The workshop must be able to call: the phone is required.
			const billing = checkout.step( 'Dirección de facturación' );
			await expect(
				billing.getByLabel( 'Teléfono', { exact: true } )
			).toHaveAttribute( 'aria-required', 'true' );
			await checkout.fillAddress( 'Dirección de facturación', {
				...MADRID,
				phone: '600 123 456',
			} );
			await checkout
				.step( 'Opciones de pago' )
				.getByRole( 'radio', { name: 'Pago en el taller' } )
				.check();
			await checkout.placeOrderAndConfirm();

			// Nothing is paid yet: the confirmation says so, how to pay and until when.
			await expect(
				page.getByText(
					'Tu pedido aún no está pagado: lo pagas en el taller, con tarjeta o en efectivo, cuando vengas a tu cita o a recoger tu pedido.'
				)
			).toBeVisible();
			await expect(
				page.getByText(
					'Si sigue sin pagar 7 días después de hacerlo, lo cancelaremos.'
				)
			).toBeVisible();
			await expect(
				page
					.locator( '.rueda-order-overview' )
					.getByText( 'Pendiente de pago en el taller' )
			).toBeVisible();
			// The confirmation is its own page: its H1, without the checkout's intro.
			await expect(
				page.getByRole( 'heading', {
					level: 1,
					name: 'Pedido recibido',
				} )
			).toBeVisible();
			await expect(
				page.getByText( 'Introduce tus datos de contacto' )
			).toBeHidden();
			// "Recogida en" names the workshop and its address, not the shopper.
			const pickupAt = page.locator( 'section' ).filter( {
				has: page.getByRole( 'heading', { name: 'Recogida en' } ),
			} );
			await expect( pickupAt ).toContainText( 'Neumáticos y Taller' );
			await expect( pickupAt ).toContainText(
				'Calle de la Industria, 24'
			);
			await expect( pickupAt ).toContainText( '28923 Alcorcón' );
			const order = await checkout.confirmedOrder();
			expect( order.payment_method ).toBe( 'rueda_pay_at_workshop' );
			expect( [ order.status, order.status_label ] ).toEqual( [
				'on-hold',
				'Pendiente de pago en el taller',
			] );
			expect(
				order.shipping_lines.map( ( line ) => line.rate_id )
			).toEqual( [ 'pickup_location:0' ] );
		}
	);

	test( 'Shopper creates an account while checking out and confirms it from the email', async ( {
		page,
		requestUtils,
	} ) => {
		const checkout = new CheckoutPage( page );
		const email = `cuenta${ Date.now() }@example.test`;
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();
		await checkout.fillEmail( email );
		await page
			.getByRole( 'checkbox', { name: '¿Crear una cuenta?' } )
			.check();

		const password = page.getByLabel( 'Contraseña', { exact: true } );
		await password.fill( 'abcd' );
		await expect( page.getByRole( 'meter' ) ).toHaveAccessibleName(
			/Débil|Seguridad/
		);
		await expect(
			page.locator( '.rueda-password-strength' )
		).toContainText( 'Débil' );
		await password.fill( 'Llanta-2026-Segura' );
		await expect(
			page.locator( '.rueda-password-strength' )
		).toContainText( 'Fuerte' );

		await checkout.fillAddress( 'Dirección de envío', MADRID );
		await checkout.payByCard( '4242424242424242' );
		await checkout.placeOrderAndConfirm();

		const number = await confirmedOrderNumber( page );

		// Nobody is logged in until the emailed link confirms the account...
		const cart = await page.request.get( `${ API }/cart` );
		expect( Number( cart.headers()[ 'user-id' ] ) ).toBe( 0 );
		const account = new AccountDashboardPage( page );
		await account.confirmLink( await emailedLink( requestUtils, email ) );
		await expect(
			page.getByText( 'Tu cuenta está confirmada.', { exact: false } )
		).toBeVisible();

		// ...which then has the order.
		await account.signIn( email, 'Llanta-2026-Segura' );
		await expect( account.orderLink( number ) ).toBeVisible();
	} );

	test( 'Shopper applies a coupon on the checkout', async ( { page } ) => {
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();

		await page.getByRole( 'button', { name: 'Añadir cupones' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Introduce el código' } )
			.fill( 'BIENVENIDA10' );
		await page.getByRole( 'button', { name: 'Aplicar' } ).click();
		await expect(
			page.getByRole( 'list', { name: 'Cupones aplicados' } )
		).toContainText( 'bienvenida10' );

		await checkout.fillEmail( 'ana@example.test' );
		await checkout.fillAddress( 'Dirección de envío', MADRID );
		await checkout.payByCard( '4242424242424242' );
		await checkout.placeOrderAndConfirm();

		await expect( page.locator( '.rueda-order-details' ) ).toContainText(
			'Descuento (BIENVENIDA10)'
		);
		expect(
			( await checkout.confirmedOrder() ).coupons.map( ( c ) => c.code )
		).toEqual( [ 'bienvenida10' ] );
	} );

	test( 'Shopper sees Spanish errors only after touching a field, and all of them on placing the order', async ( {
		page,
	} ) => {
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();
		const shipping = checkout.step( 'Dirección de envío' );
		await expect( shipping.getByRole( 'alert' ) ).toHaveCount( 0 );
		// A new shopper starts in the shop's country.
		await expect(
			shipping.getByRole( 'combobox', { name: 'País/región' } )
		).toHaveValue( 'ES' );

		const postcode = shipping.getByLabel( 'Código postal', {
			exact: true,
		} );
		await postcode.fill( '53001' );
		await postcode.blur();
		await expect(
			shipping.getByText( 'Introduce un código postal válido.' )
		).toBeVisible();
		await expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			shipping.getByText( 'Introduce tu nombre.' )
		).toBeHidden();

		await postcode.fill( '28013' );
		await postcode.blur();
		await expect(
			shipping.getByText( 'Introduce un código postal válido.' )
		).toBeHidden();

		await checkout.placeOrder();
		// The page moves to the first field to fix: the contact email.
		await expect(
			checkout
				.step( 'Información de contacto' )
				.getByLabel( 'Correo electrónico' )
		).toBeFocused();
		await expect(
			shipping.getByText( 'Introduce tu nombre.' )
		).toBeVisible();
		await expect(
			shipping.getByText( 'Introduce tus apellidos.' )
		).toBeVisible();
		await expect(
			checkout
				.step( 'Información de contacto' )
				.getByText(
					'Introduce una dirección de correo electrónico válida.'
				)
		).toBeVisible();
		expect( page.url() ).not.toContain( 'order-received' );
	} );

	test( 'Shopper on a phone sees the items and the total before the place-order button', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();

		const summary = page.locator( '.rueda-checkout-summary' );
		await expect(
			summary.getByRole( 'link', { name: TYRE } )
		).toBeVisible();
		const total = summary.locator( '.rueda-totals-footer' );
		await expect( total ).toBeVisible();
		const totalBox = await total.boundingBox();
		const buttonBox = await checkout.placeOrderButton.boundingBox();
		expect( totalBox ).not.toBeNull();
		expect( buttonBox ).not.toBeNull();
		expect(
			( totalBox?.y ?? 0 ) + ( totalBox?.height ?? 0 )
		).toBeLessThanOrEqual( buttonBox?.y ?? 0 );
	} );

	test( 'The confirmation page refuses a wrong order key', async ( {
		page,
	} ) => {
		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await checkout.goto();
		await checkout.fillEmail( 'clave@example.test' );
		await checkout.fillAddress( 'Dirección de envío', MADRID );
		await checkout.payByCard( '4242424242424242' );
		await checkout.placeOrderAndConfirm();

		const url = new URL( page.url() );
		url.searchParams.set( 'key', 'wc_order_incorrecta' );
		await page.goto( url.toString() );
		await expect(
			page.getByText(
				'Lo sentimos, este pedido no es válido y no se puede mostrar.'
			)
		).toBeVisible();
		await expect( page.getByText( 'Lucía Martín' ) ).toBeHidden();
	} );
} );
