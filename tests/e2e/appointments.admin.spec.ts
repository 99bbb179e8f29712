/**
 * The administrator finds a shopper's workshop appointment in Rueda → Citas, moves it
 * to another free time, and the customer is emailed the new time with a calendar file
 * that replaces the first; the order shows the appointment.
 */
import {
	AppointmentPicker,
	bookThroughApi,
	SERVICE,
	TYRE,
	WORKSHOP,
} from './appointment.page';
import { API, CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';
import { cutColumns } from './quality';

type Mail = {
	to: string;
	subject: string;
	message: string;
	attachments: Array< { name: string; content: string } >;
};

/**
 * The unfolded properties of an .ics file.
 * @param ics
 */
function properties( ics: string ): Record< string, string > {
	const result: Record< string, string > = {};
	for ( const line of ics.replace( /\r\n /g, '' ).split( '\r\n' ) ) {
		const [ name, ...value ] = line.split( ':' );
		if ( name && ! ( name in result ) ) {
			result[ name ] = value.join( ':' );
		}
	}
	return result;
}

test.describe( 'Rueda appointments', () => {
	test( 'Administrator finds an appointment in Citas, moves it, and the customer is emailed the new time', async ( {
		admin,
		page,
		playwright,
		requestUtils,
	}, testInfo ) => {
		// A shopper books the first Thursday at 10:00 (its slot as the Store API lists it).
		const shopper = await playwright.request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const first = await shopper.get( `${ API }/cart` );
		const products: Array< { id: number; name: string } > = await (
			await shopper.get( `${ API }/products?per_page=100` )
		).json();
		await shopper.post( `${ API }/cart/add-item`, {
			headers: { Nonce: first.headers().nonce! },
			data: {
				id: products.find( ( product ) => product.name === SERVICE )!
					.id,
				quantity: 1,
			},
		} );
		const days: Array< {
			date: string;
			slots: Array< { start: string } >;
		} > = await (
			await shopper.get( `${ API }/appointment-slots?location=0` )
		).json();
		await shopper.dispose();
		const thursday = days.find(
			( entry ) =>
				new Date( `${ entry.date }T12:00:00Z` ).getUTCDay() === 4
		)!;
		const ten = thursday.slots.find( ( slot ) =>
			slot.start.includes( 'T10:00' )
		)!.start;
		const booking = await playwright.request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const placed = await bookThroughApi(
			booking,
			ten,
			'cliente.cita@example.test'
		);
		await booking.dispose();
		expect( placed.status ).toBe( 200 );
		const orderId = placed.body.order_id as number;

		// Rueda → Citas, the list from today on: the appointment is there.
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: /^Citas( |$)/ } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: 'Citas', level: 1 } )
		).toBeVisible();
		await page.getByRole( 'radio', { name: 'Lista' } ).click();
		const row = page
			.getByRole( 'row' )
			.filter( { hasText: `n.º ${ orderId }` } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( '10:00–10:30' );
		await expect( row ).toContainText( 'Otro Cliente' );
		await expect( row ).toContainText( '1 × Revisión pre-ITV' );
		await expect( row ).toContainText( 'Confirmada' );
		await page.setViewportSize( { width: 1366, height: 900 } );
		await expect.poll( () => cutColumns( page ) ).toEqual( [] );
		await page.screenshot( {
			path: testInfo.outputPath( 'citas-1366.png' ),
			fullPage: true,
		} );
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.screenshot( {
			path: testInfo.outputPath( 'citas-390.png' ),
			fullPage: true,
		} );
		await page.setViewportSize( { width: 1280, height: 800 } );

		// The day view of that Thursday shows it too.
		await page.getByRole( 'radio', { name: 'Día' } ).click();
		await page.getByLabel( 'Fecha' ).fill( thursday.date );
		await expect(
			page.getByRole( 'row' ).filter( { hasText: `n.º ${ orderId }` } )
		).toBeVisible();

		// Move it to 11:30 the same day.
		await page
			.getByRole( 'row' )
			.filter( { hasText: `n.º ${ orderId }` } )
			.getByRole( 'button', { name: 'Mover' } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Mover la cita' } );
		await expect(
			dialog.getByRole( 'group', { name: 'Día', exact: true } )
		).toBeVisible();
		await dialog
			.getByRole( 'group', { name: 'Día', exact: true } )
			.locator( `input[value="${ thursday.date }"]` )
			.check();
		await dialog
			.getByRole( 'radio', { name: '11:30', exact: true } )
			.check();
		await page.screenshot( {
			path: testInfo.outputPath( 'citas-move-1366.png' ),
		} );
		await dialog.getByRole( 'button', { name: 'Mover cita' } ).click();
		await expect(
			page.locator( '.components-snackbar' ).getByText( /^Cita movida\./ )
		).toBeVisible();
		await expect(
			page.getByRole( 'row' ).filter( { hasText: `n.º ${ orderId }` } )
		).toContainText( '11:30–12:00' );

		// The customer got the new time and a calendar file for the same event.
		const mails: Mail[] = await requestUtils.rest( {
			path: '/rueda-test/v1/mails',
		} );
		const toCustomer = mails.filter(
			( mail ) => mail.to === 'cliente.cita@example.test'
		);
		const moved = toCustomer.find( ( mail ) =>
			mail.subject.includes( 'ha cambiado' )
		)!;
		expect( moved ).toBeTruthy();
		expect( moved.message ).toContain( ', 11:30, ' + WORKSHOP );
		const before = properties(
			toCustomer.find( ( mail ) =>
				mail.subject.includes( 'Hemos recibido' )
			)!.attachments[ 0 ]!.content
		);
		const after = properties( moved.attachments[ 0 ]!.content );
		expect( moved.attachments[ 0 ]!.name ).toBe( 'cita-taller.ics' );
		expect( after.UID ).toBe( before.UID );
		expect( Number( after.SEQUENCE ) ).toBe( 1 );
		expect( after.DTSTART ).toBe(
			new Date( ten.replace( 'T10:00', 'T11:30' ) )
				.toISOString()
				.replace( /[-:]/g, '' )
				.replace( /\.\d{3}/, '' )
		);

		// The order shows its appointment.
		await admin.visitAdminPage(
			'admin.php',
			`page=rueda-orders&order=${ orderId }`
		);
		await expect(
			page.getByText( /^Cita en el taller: .*, 11:30, / )
		).toBeVisible();
	} );

	test( 'Shopper books the workshop with the car’s plate; the administrator finds it in Citas by plate and prints the work order', async ( {
		admin,
		page,
		browser,
	}, testInfo ) => {
		const guest = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
			baseURL: process.env.WP_BASE_URL,
		} );
		const shopper = await guest.newPage();
		const checkout = new CheckoutPage( shopper );
		const picker = new AppointmentPicker( shopper );
		await checkout.fillCart( { [ TYRE ]: 1, [ SERVICE ]: 1 } );
		await checkout.goto();
		await checkout.fillEmail( 'matricula@example.test' );
		await shopper.getByRole( 'radio', { name: /^Recogida/ } ).check();

		// A plate with vowels is no Spanish plate; an old provincial one is kept in one form.
		// (Wednesday: Thursday's 10:00 is other specs' time, and the workshop has two bays.)
		await picker.fillPlate( '1234 ABC' );
		await expect(
			shopper.getByText( /^Esta no es una matrícula española/ )
		).toBeVisible();
		await picker.fillPlate( 'm 1234 ab' );
		await expect( picker.plate ).toHaveValue( 'M-1234-AB' );
		await picker.choose( 'miércoles', '09:00' );
		await checkout.fillAddress( 'Dirección de facturación', {
			...MADRID,
			phone: '600 123 456',
		} );
		await checkout.payByCard( '4242 4242 4242 4242' );
		await checkout.placeOrderAndConfirm();
		await expect(
			shopper.getByText( /Matrícula: M-1234-AB/ )
		).toBeVisible();
		await guest.close();

		// Rueda → Citas, searched by the plate as typed without its hyphens.
		await admin.visitAdminPage( 'admin.php', 'page=rueda-appointments' );
		await page.getByRole( 'radio', { name: 'Lista' } ).click();
		await page.getByRole( 'searchbox' ).fill( 'm1234ab' );
		const row = page.getByRole( 'row' ).filter( { hasText: 'M-1234-AB' } );
		await expect( row ).toHaveCount( 1 );
		for ( const width of [ 1366, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await page.screenshot( {
				path: testInfo.outputPath( `citas-plate-${ width }.png` ),
				fullPage: true,
			} );
		}
		await page.setViewportSize( { width: 1280, height: 800 } );

		// The order shows the plate and opens the work order.
		await row.getByRole( 'link', { name: /^n\.º / } ).click();
		await expect( page.getByText( 'M-1234-AB' ) ).toBeVisible();
		const [ sheet ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			page.getByRole( 'link', { name: 'Orden de trabajo' } ).click(),
		] );
		await expect(
			sheet.getByRole( 'heading', { name: 'Orden de trabajo', level: 1 } )
		).toBeVisible();
		await expect( sheet.getByText( 'M-1234-AB' ) ).toBeVisible();
		await expect( sheet.getByText( TYRE ) ).toBeVisible();
		await expect( sheet.getByText( 'Firma del mecánico' ) ).toBeVisible();
		for ( const width of [ 1366, 390 ] ) {
			await sheet.setViewportSize( { width, height: 900 } );
			expect(
				await sheet.evaluate(
					() =>
						document.documentElement.scrollWidth <=
							window.innerWidth &&
						// The tyres' table fits its box: no column scrolled out of sight.
						[ ...document.querySelectorAll( 'table' ) ].every(
							( table ) =>
								table.parentElement!.scrollWidth <=
								table.parentElement!.clientWidth
						)
				)
			).toBe( true );
			await sheet.screenshot( {
				path: testInfo.outputPath( `work-order-${ width }.png` ),
				fullPage: true,
			} );
		}
		// A4's width at 96 dpi, as the browser lays the sheet out to print it.
		await sheet.setViewportSize( { width: 794, height: 1123 } );
		await sheet.emulateMedia( { media: 'print' } );
		await sheet.screenshot( {
			path: testInfo.outputPath( 'work-order-print.png' ),
			fullPage: true,
		} );
		await sheet.close();
	} );
} );
