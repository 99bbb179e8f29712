/**
 * Administrators change the shop's checkout settings in wp-admin → Rueda; customers are
 * kept out.
 */
import { CheckoutPage, MADRID } from './checkout.page';
import { newGuestPage, saveSettings } from './admin.page';
import { logInAsNewUser } from './account.page';
import { test, expect } from './fixtures';
import { horizontalOverflow } from './quality';

test.describe( 'Rueda settings', () => {
	test( 'Administrator turns guest checkout off, sees it after reload, and a guest must create an account', async ( {
		admin,
		page,
		browser,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		const guests = page.getByRole( 'checkbox', {
			name: 'Permitir comprar como invitado',
		} );
		await expect( guests ).toBeChecked();
		const save = page.getByRole( 'button', { name: 'Guardar cambios' } );
		await expect( save ).toBeDisabled();

		await guests.uncheck();
		await saveSettings( page );
		await page.reload();
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Permitir comprar como invitado',
			} )
		).not.toBeChecked();

		// A guest now has to create an account: the password is asked for.
		const guestPage = await newGuestPage( browser );
		const checkout = new CheckoutPage( guestPage );
		await checkout.fillCart( { 'Michelin Primacy 4+ 195/65 R15 91H': 1 } );
		await checkout.goto();
		await checkout.fillEmail( 'invitado@example.test' );
		await checkout.fillAddress( 'Dirección de envío', MADRID );
		await checkout.payByCard( '4242424242424242' );
		await checkout.placeOrder();
		await expect(
			checkout
				.step( 'Información de contacto' )
				.getByText( 'Introduce una contraseña válida' )
		).toBeVisible();
		expect( guestPage.url() ).not.toContain( 'order-received' );
		await guestPage.context().close();

		// Back as it was for the other tests.
		await page
			.getByRole( 'checkbox', { name: 'Permitir comprar como invitado' } )
			.check();
		await saveSettings( page );
	} );

	test( 'Administrator gives orders paid at the workshop two weeks to be paid, and no more than 90 days', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		const days = page.getByRole( 'spinbutton', {
			name: 'Días para pagar en el taller',
		} );
		await expect( days ).toHaveValue( '7' );

		// The field keeps to 1-90 (the server refuses more too).
		await days.fill( '120' );
		await days.blur();
		await expect( days ).toHaveValue( '90' );

		await days.fill( '14' );
		await saveSettings( page );
		await page.reload();
		await expect(
			page.getByRole( 'spinbutton', {
				name: 'Días para pagar en el taller',
			} )
		).toHaveValue( '14' );

		// Back as it was for the other tests.
		await page
			.getByRole( 'spinbutton', { name: 'Días para pagar en el taller' } )
			.fill( '7' );
		await saveSettings( page );
	} );

	test( 'Administrator points the terms link to another page and the checkout links it', async ( {
		admin,
		page,
	} ) => {
		// per_page=-1 is fetched by api-fetch in pages of 100.
		const pages = page.waitForRequest(
			( request ) =>
				/wp(\/|%2F)v2(\/|%2F)pages/.test( request.url() ) &&
				/per_page=100\b/.test( request.url() )
		);
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		await pages;
		const terms = page.getByRole( 'combobox', {
			name: 'Términos y condiciones',
		} );
		await expect( terms ).toHaveValue( /^[1-9]\d*$/ );
		const original = await terms.inputValue();
		await terms.selectOption( { label: 'Sobre nosotros' } );
		await saveSettings( page );

		const checkout = new CheckoutPage( page );
		await checkout.fillCart( { 'Michelin Primacy 4+ 195/65 R15 91H': 1 } );
		await checkout.goto();
		await expect(
			page.getByRole( 'link', { name: 'Términos y condiciones' } ).first()
		).toHaveAttribute( 'href', /\/sobre-nosotros\/$/ );

		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		await page
			.getByRole( 'combobox', { name: 'Términos y condiciones' } )
			.selectOption( original );
		await saveSettings( page );
	} );

	test( 'Administrator shows cart prices without tax and the cart follows', async ( {
		admin,
		page,
	} ) => {
		const toggle = () =>
			page.getByRole( 'checkbox', {
				name: 'Mostrar los precios del carrito con impuestos',
			} );
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		await toggle().uncheck();
		await saveSettings( page );

		// 138,95 € with IVA is 114,83 € without (114,84 when two share the rounding).
		await new CheckoutPage( page ).fillCart( {
			'Michelin Primacy 4+ 195/65 R15 91H': 1,
		} );
		await page.goto( '/carrito/' );
		await expect(
			page
				.getByRole( 'main' )
				.getByText( /^114,8[34] €$/ )
				.first()
		).toBeVisible();

		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		await toggle().check();
		await saveSettings( page );
	} );

	test.describe( () => {
		// The refused save answers 400.
		test.use( { expectedConsoleErrors: [ /status of 400/ ] } );

		test( 'Administrator changes how prices are written: the preview follows, equal separators are refused, and the cart shows the new format', async ( {
			admin,
			page,
		} ) => {
			const save = async ( message: string ) => {
				await page
					.getByRole( 'button', { name: 'Guardar cambios' } )
					.click();
				await expect(
					page.locator( '.components-snackbar' ).getByText( message )
				).toBeVisible();
			};
			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			await expect(
				page.locator( '.rueda-settings h2' ).first()
			).toHaveText( 'General' );
			const preview = page.locator( '.rueda-settings__preview strong' );
			await expect( preview ).toHaveText( '1.234.567,89 €' );
			const thousands = page.getByRole( 'textbox', {
				name: 'Separador de miles',
			} );
			const position = page.getByRole( 'combobox', {
				name: 'Posición del símbolo',
			} );

			await thousands.fill( ',' );
			await expect( preview ).toHaveText( '1,234,567,89 €' );
			await page
				.getByRole( 'button', { name: 'Guardar cambios' } )
				.click();
			// Both separators are sent, so both are refused.
			await expect(
				page.getByRole( 'alert' ).filter( {
					hasText:
						'El separador decimal y el de miles deben ser distintos.',
				} )
			).toHaveCount( 2 );

			await thousands.fill( ' ' );
			await position.selectOption( 'left' );
			await expect( preview ).toHaveText( '€1 234 567,89' );
			await save( 'Ajustes guardados.' );

			await new CheckoutPage( page ).fillCart( {
				'Michelin Primacy 4+ 195/65 R15 91H': 1,
			} );
			await page.goto( '/carrito/' );
			await expect(
				page.getByRole( 'main' ).getByText( '€138,95' ).first()
			).toBeVisible();

			// Back as it was for the other tests.
			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			await page
				.getByRole( 'textbox', { name: 'Separador de miles' } )
				.fill( '.' );
			await page
				.getByRole( 'combobox', { name: 'Posición del símbolo' } )
				.selectOption( 'right_space' );
			await save( 'Ajustes guardados.' );
		} );
	} );

	for ( const width of [ 1366, 782, 390 ] ) {
		test( `Administrator at ${ width } px keeps the save bar in sight with whether anything is unsaved, and reads provinces by name`, async ( {
			admin,
			page,
		} ) => {
			await page.setViewportSize( { width, height: 800 } );
			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			const save = page.getByRole( 'button', {
				name: 'Guardar cambios',
			} );
			await expect( save ).toBeInViewport();
			await expect( save ).toBeDisabled();

			await page
				.getByRole( 'textbox', { name: 'Nombre de la tienda' } )
				.fill( 'Neumáticos y Taller (cambio)' );
			await expect( save ).toBeEnabled();
			await expect(
				page.getByText( /Tienes cambios sin guardar\./ )
			).toBeInViewport();

			// Far down the page, the bar is still there.
			await page
				.getByRole( 'navigation', { name: 'Secciones de los ajustes' } )
				.getByRole( 'link', { name: 'Impuestos' } )
				.click();
			await expect( save ).toBeInViewport();
			// The tax rates fit a phone: one block of labelled fields per rate.
			expect( await horizontalOverflow( page ) ).toBeLessThanOrEqual( 0 );
			// Canarias' exemption names its province, not "GC".
			await expect(
				page.getByRole( 'combobox', {
					name: 'Provincia o estado (Fila 1)',
				} )
			).toHaveValue( 'GC' );
			await expect(
				page
					.getByRole( 'combobox', {
						name: 'Provincia o estado (Fila 1)',
					} )
					.locator( 'option:checked' )
			).toHaveText( 'Las Palmas' );
			await expect(
				page
					.getByRole( 'combobox', { name: 'País (Fila 1)' } )
					.locator( 'option:checked' )
			).toHaveText( 'España' );

			// Nothing wider than the window.
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				)
			).toBe( 0 );
		} );
	}

	test(
		'Administrator lowers the IVA rate in the rates table and the cart follows',
		{ tag: '@object-cache' },
		async ( { admin, page, browser } ) => {
			const rate = () =>
				page.getByRole( 'spinbutton', { name: 'Tipo (%) (Fila 5)' } );
			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			await page
				.getByRole( 'navigation', { name: 'Secciones de los ajustes' } )
				.getByRole( 'link', { name: 'Impuestos' } )
				.click();
			await expect( page ).toHaveURL( /#rueda-settings-taxes$/ );
			// Rows 1 to 4 exempt Canarias, Ceuta and Melilla; row 5 is the rest of Spain.
			await expect( rate() ).toHaveValue( '21' );
			await rate().fill( '10' );
			await saveSettings( page );

			// A guest with one tyre: 138,95 € with IVA included is 12,63 € at 10 %, the
			// 9,95 € of delivery estimated before an address 0,90 €, and the tyre's ecovalor
			// (1,30 € before IVA) 0,13 €.
			const guestPage = await newGuestPage( browser );
			await new CheckoutPage( guestPage ).fillCart( {
				'Michelin Primacy 4+ 195/65 R15 91H': 1,
			} );
			await guestPage.goto( '/carrito/' );
			await expect(
				guestPage.getByText( 'Incluye 13,66 € IVA (10%)' )
			).toBeVisible();
			await guestPage.context().close();

			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			await rate().fill( '21' );
			await saveSettings( page );
		}
	);

	test.describe( () => {
		test.use( { expectedConsoleErrors: [ /status of 403/ ] } );

		test( 'A screen left open past its nonce’s life gets a fresh one and saves', async ( {
			admin,
			page,
		} ) => {
			// The screen's own first requests (the VERI*FACTU certificate) go before the nonce ages.
			const loaded = page.waitForResponse( ( response ) =>
				/verifactu(\/|%2F)certificate/.test( response.url() )
			);
			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			await loaded;
			// What hours on the screen do: the nonce it was given no longer passes.
			await page.evaluate( () => {
				(
					window as unknown as {
						wp: {
							apiFetch: { nonceMiddleware: { nonce: string } };
						};
					}
				 ).wp.apiFetch.nonceMiddleware.nonce = 'caducado';
			} );
			const statuses: number[] = [];
			page.on( 'response', ( response ) => {
				if (
					response.request().method() === 'POST' &&
					/settings(\/|%2F)data/.test( response.url() )
				) {
					statuses.push( response.status() );
				}
			} );
			const refresh = page.waitForRequest(
				/admin-ajax\.php\?action=rest-nonce/
			);

			const removeData = page.getByRole( 'checkbox', {
				name: 'Borrar los datos de la tienda al borrar el plugin',
			} );
			await removeData.check();
			await page
				.getByRole( 'button', { name: 'Guardar cambios' } )
				.click();
			await refresh;
			await expect(
				page
					.locator( '.components-snackbar' )
					.getByText( 'Ajustes guardados.' )
			).toBeVisible();
			// Refused once for the stale nonce, then retried once with the fresh one.
			expect( statuses ).toEqual( [ 403, 200 ] );

			await page.reload();
			await expect( removeData ).toBeChecked();
			await removeData.uncheck();
			await saveSettings( page );
		} );

		test( 'A customer cannot open the Rueda screen', async ( {
			page,
			requestUtils,
		} ) => {
			await logInAsNewUser( page, requestUtils, 'cliente', 'subscriber' );

			const response = await page.goto(
				'/wp-admin/admin.php?page=rueda'
			);
			expect( response?.status() ).toBe( 403 );
			await expect( page.locator( '#rueda-admin-settings' ) ).toHaveCount(
				0
			);
		} );

		test( 'A shop manager sees whether uninstalling deletes the data but cannot change it', async ( {
			page,
			requestUtils,
		} ) => {
			await logInAsNewUser(
				page,
				requestUtils,
				'encargado',
				'rueda_shop_manager'
			);

			await page.goto( '/wp-admin/admin.php?page=rueda' );
			await expect(
				page.getByRole( 'checkbox', {
					name: 'Borrar los datos de la tienda al borrar el plugin',
				} )
			).toBeDisabled();
			await expect(
				page.getByText(
					'Solo los administradores pueden cambiar esto.'
				)
			).toBeVisible();
		} );
	} );
} );
