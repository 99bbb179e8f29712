/**
 * Shoppers with a workshop service book a time at the workshop while checking out:
 * the pickup step lists the next open days and the chosen day's times; the order and
 * its confirmation show the appointment; a time someone books meanwhile is refused and
 * the times are listed again.
 */
import {
	AppointmentPicker,
	bookThroughApi,
	SERVICE,
	TYRE,
	WORKSHOP,
} from './appointment.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * A tyre and the pre-ITV check in the cart, on the checkout, collected at the workshop.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param email    Billing email.
 */
async function collectWithService(
	checkout: CheckoutPage,
	page: import( '@playwright/test' ).Page,
	email: string
) {
	await checkout.fillCart( { [ TYRE ]: 1, [ SERVICE ]: 1 } );
	await checkout.goto();
	await checkout.fillEmail( email );
	await page.getByRole( 'radio', { name: /^Recogida/ } ).check();
	await expect(
		page.getByRole( 'heading', { name: 'Cita en el taller' } )
	).toBeVisible();
	await new AppointmentPicker( page ).fillPlate();
}

test.describe( 'Workshop appointments', () => {
	test( 'Shopper with a service collects at the workshop, books Thursday at 10:00 and sees the appointment on the confirmation', async ( {
		page,
	}, testInfo ) => {
		const checkout = new CheckoutPage( page );
		const picker = new AppointmentPicker( page );
		await collectWithService( checkout, page, 'irene@example.test' );

		// The next 14 open days: no Sunday, tomorrow first.
		await expect( picker.days.getByRole( 'radio' ) ).toHaveCount( 14 );
		await expect(
			picker.days.getByRole( 'radio', { name: /^domingo/ } )
		).toHaveCount( 0 );
		await expect(
			picker.days.getByRole( 'button', { name: 'Más días' } )
		).toBeVisible();
		const { day } = await picker.choose( 'jueves', '10:00' );
		await page.setViewportSize( { width: 1366, height: 900 } );
		await picker.days.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: testInfo.outputPath( 'picker-1366.png' ),
			fullPage: true,
		} );
		await page.locator( '.rueda-pickup-options' ).screenshot( {
			path: testInfo.outputPath( 'picker-step-1366.png' ),
		} );
		await page.setViewportSize( { width: 390, height: 844 } );
		await picker.days.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: testInfo.outputPath( 'picker-390.png' ),
			fullPage: true,
		} );
		await page.locator( '.rueda-pickup-options' ).screenshot( {
			path: testInfo.outputPath( 'picker-step-390.png' ),
		} );
		// The chosen Thursday is scrolled into the row's sight (the row itself brought
		// back on screen: the step's screenshot scrolled to the step's top).
		await picker.days.scrollIntoViewIfNeeded();
		await expect( picker.day( 'jueves' ) ).toBeInViewport();
		// Nothing wider than the phone.
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth <= window.innerWidth
			)
		).toBe( true );
		await page.setViewportSize( { width: 1280, height: 800 } );

		await checkout.fillAddress( 'Dirección de facturación', {
			...MADRID,
			phone: '600 123 456',
		} );
		await checkout.payByCard( '4242 4242 4242 4242' );
		await checkout.placeOrderAndConfirm();

		await expect(
			page.getByText(
				`Cita en el taller: ${ day }, 10:00, ${ WORKSHOP }`
			)
		).toBeVisible();
	} );

	test( 'Shopper chooses the day and the time with the keyboard', async ( {
		page,
	} ) => {
		const checkout = new CheckoutPage( page );
		const picker = new AppointmentPicker( page );
		await collectWithService( checkout, page, 'teclado@example.test' );

		const first = picker.days.getByRole( 'radio' ).first();
		await first.focus();
		await expect( first ).toBeChecked();
		await page.keyboard.press( 'ArrowRight' );
		await expect( picker.days.getByRole( 'radio' ).nth( 1 ) ).toBeChecked();
		await expect( picker.days.getByRole( 'radio' ).nth( 1 ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			picker.days.getByRole( 'button', { name: 'Más días' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		const times = picker.times().getByRole( 'radio' );
		await expect( times.first() ).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect( times.nth( 1 ) ).toBeChecked();
		await expect( page.getByText( /^Tu cita: / ) ).toBeVisible();
	} );

	test( 'Shopper who places the order without a time is asked for one', async ( {
		page,
	} ) => {
		const checkout = new CheckoutPage( page );
		await collectWithService( checkout, page, 'sinhora@example.test' );
		await checkout.fillAddress( 'Dirección de facturación', {
			...MADRID,
			phone: '600 123 456',
		} );
		await checkout.payByCard( '4242 4242 4242 4242' );

		await checkout.placeOrder();

		await expect(
			page.getByText( 'Elige el día y la hora de tu cita en el taller.' )
		).toBeVisible();
		await expect( page ).toHaveURL( /finalizar-compra\/$/ );
	} );

	test.describe( () => {
		test.use( {
			expectedConsoleErrors: [ /status of 409 .*\/checkout/ ],
		} );

		test(
			'Shopper whose time is booked by others meanwhile is told and chooses another',
			{ tag: '@object-cache' },
			async ( { page, playwright } ) => {
				const checkout = new CheckoutPage( page );
				const picker = new AppointmentPicker( page );
				await collectWithService(
					checkout,
					page,
					'tarde@example.test'
				);
				const { start } = await picker.choose( 'viernes', '12:30' );
				await checkout.fillAddress( 'Dirección de facturación', {
					...MADRID,
					phone: '600 123 456',
				} );
				await checkout.payByCard( '4242 4242 4242 4242' );

				// The workshop has two bays: two other shoppers take them first.
				for ( const email of [
					'uno@example.test',
					'dos@example.test',
				] ) {
					const other = await playwright.request.newContext( {
						baseURL: process.env.WP_BASE_URL,
					} );
					expect(
						( await bookThroughApi( other, start, email ) ).status
					).toBe( 200 );
					await other.dispose();
				}
				await checkout.placeOrder();

				await expect(
					page
						.getByRole( 'alert' )
						.filter( { hasText: 'alguien acaba de reservar' } )
						.first()
				).toBeVisible();
				await expect( picker.time( '12:30' ) ).toHaveCount( 0 );
				await picker.time( '12:00' ).check();
				await checkout.placeOrderAndConfirm();
				await expect( page.getByText( /, 12:00, / ) ).toBeVisible();
			}
		);
	} );
} );
