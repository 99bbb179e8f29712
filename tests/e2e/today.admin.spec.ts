/**
 * The owner opens Rueda → Hoy en el taller, finds today's appointment with its plate and
 * a phone to call, marks the customer arrived and the job done in one click each, and
 * looks at the week by bay; the dashboard counts the day. At 1366 and 390 px the screen
 * fits its window and axe finds nothing serious.
 */
import { bookThroughApi, SERVICE } from './appointment.page';
import { API } from './checkout.page';
import { test, expect } from './fixtures';
import { horizontalOverflow, seriousViolations } from './quality';

test.describe( 'Hoy en el taller', () => {
	test( 'Owner marks today’s appointment arrived then done from Hoy en el taller and sees the week by bay', async ( {
		admin,
		page,
		playwright,
		requestUtils,
	}, testInfo ) => {
		// A shopper books the first free slot; the appointment is then put on today at 10:00.
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
		const days: Array< { slots: Array< { start: string } > } > = await (
			await shopper.get( `${ API }/appointment-slots?location=0` )
		).json();
		await shopper.dispose();
		const booking = await playwright.request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const placed = await bookThroughApi(
			booking,
			days.find( ( day ) => day.slots.length > 0 )!.slots[ 0 ]!.start,
			'cliente.hoy@example.test'
		);
		await booking.dispose();
		expect( placed.status ).toBe( 200 );
		const orderId = placed.body.order_id as number;
		await requestUtils.rest( {
			method: 'POST',
			path: '/rueda-test/v1/appointments/today',
			data: {
				order_id: orderId,
				time: '10:00',
				plate: '1234 KLM',
				vehicle: 'Seat León',
			},
		} );

		// The dashboard counts the day and names the appointment.
		await admin.visitAdminPage( 'index.php' );
		const widget = page.locator( '#rueda_today' );
		await expect( widget ).toContainText( /[1-9]\d* citas? por hacer/ );
		await expect(
			widget.getByRole( 'link', { name: 'Abrir Hoy en el taller' } )
		).toBeVisible();

		// The Rueda menu opens Hoy en el taller.
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Rueda', exact: true } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: 'Hoy en el taller', level: 1 } )
		).toBeVisible();
		const card = page.getByRole( 'article', {
			name: '10:00, Otro Cliente',
		} );
		await expect( card ).toContainText( '1234 KLM' );
		await expect( card ).toContainText( 'Seat León' );
		await expect( card ).toContainText( SERVICE );
		await expect( card ).toContainText( 'Confirmada' );
		await expect(
			card.getByRole( 'link', { name: '600 000 111' } )
		).toHaveAttribute( 'href', 'tel:600000111' );
		await expect(
			card.getByRole( 'link', { name: `Pedido n.º ${ orderId }` } )
		).toBeVisible();

		for ( const width of [ 1366, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await expect( card ).toBeVisible();
			await expect.poll( () => horizontalOverflow( page ) ).toBe( 0 );
			expect(
				await seriousViolations( page, '#wpbody-content' )
			).toEqual( [] );
			await page.screenshot( {
				path: testInfo.outputPath( `hoy-${ width }.png` ),
				fullPage: true,
			} );
		}
		await page.setViewportSize( { width: 1366, height: 900 } );

		// One click each: arrived, then done (final: no more buttons).
		await card.getByRole( 'button', { name: 'Ha llegado' } ).click();
		await expect( card ).toContainText( 'Ha llegado' );
		await expect(
			card.getByRole( 'button', { name: 'Ha llegado' } )
		).toHaveCount( 0 );
		await card.getByRole( 'button', { name: 'Terminado' } ).click();
		await expect( card.locator( '.rueda-today-card__status' ) ).toHaveText(
			'Terminado'
		);
		await expect( card.getByRole( 'button' ) ).toHaveCount( 0 );

		// The week by bay shows it on its day.
		await page.getByRole( 'radio', { name: 'Semana' } ).click();
		const week = page.getByRole( 'table', {
			name: 'Citas de la semana por puesto',
		} );
		await expect(
			week.getByRole( 'row' ).filter( { hasText: '1234 KLM' } )
		).toContainText( 'Puesto' );
		for ( const width of [ 1366, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await expect.poll( () => horizontalOverflow( page ) ).toBe( 0 );
			expect(
				await seriousViolations( page, '#wpbody-content' )
			).toEqual( [] );
			await page.screenshot( {
				path: testInfo.outputPath( `hoy-semana-${ width }.png` ),
				fullPage: true,
			} );
		}
	} );
} );
