/**
 * Administrators find Rueda active in wp-admin and in the block editor.
 */
import { CheckoutPage } from './checkout.page';
import { test, expect } from './fixtures';

test.describe( 'Rueda in the editor', () => {
	test( 'Administrator deactivates and reactivates Rueda and the shop keeps its catalogue', async ( {
		admin,
		page,
		request,
		requestUtils,
	} ) => {
		const count = async () =>
			(
				await request.get(
					'/wp-json/wc/store/v1/products?per_page=100'
				)
			).headers()[ 'x-wp-total' ];
		const before = await count();
		await admin.visitAdminPage( 'plugins.php' );
		const row = page.locator( 'tr[data-slug="rueda"]' );
		// The demo plugin requires Rueda: WordPress lets Rueda go only once the demo has.
		const demo = page.locator( 'tr[data-slug="rueda-demo"]' );
		const menu = page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Rueda', exact: true } );
		await expect( menu ).toBeVisible();
		// Core's own links (its Spanish pack is partial on Debian): found by what they do.
		const deactivate = 'a[href*="action=deactivate"]';
		const activate = 'a[href*="action=activate"]';

		try {
			await expect( row.locator( deactivate ) ).toHaveCount( 0 );
			await demo.locator( deactivate ).click();
			await expect( demo ).toHaveClass( /\binactive\b/ );
			await row.locator( deactivate ).click();
			await expect( row ).toHaveClass( /\binactive\b/ );
			await expect( menu ).toBeHidden();

			await row.locator( activate ).click();
			await expect( row ).toHaveClass( /\bactive\b/ );
			await expect( menu ).toBeVisible();
			await demo.locator( activate ).click();
			await expect( demo ).toHaveClass( /\bactive\b/ );
		} finally {
			// The other specs need Rueda and the demo, whatever happened above.
			await requestUtils.activatePlugin( 'rueda' );
			await requestUtils.activatePlugin( 'rueda-demo' );
		}
		expect( Number( before ) ).toBeGreaterThan( 0 );
		expect( await count() ).toBe( before );
	} );

	test( 'Administrator finds the Rueda category in the inserter and adds the workshop details', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Contacto del taller' } );

		// Core's labels: Debian ships no JS translations for core, so they read in English.
		await page
			.getByRole( 'button', {
				name: /^(Block Inserter|Insertador de bloques)$/,
			} )
			.click();
		const inserter = page.getByRole( 'region', {
			name: /^(Block Library|Biblioteca de bloques)$/,
		} );
		await expect(
			inserter.getByRole( 'heading', { name: 'Tienda Rueda' } )
		).toBeVisible();
		await inserter
			.getByRole( 'option', { name: 'Datos del taller' } )
			.click();

		const block = editor.canvas.locator(
			'[data-type="rueda/workshop-info"]'
		);
		await expect( block.getByText( 'Horario de apertura' ) ).toBeVisible();
		await expect(
			block.getByText( 'Calle de la Industria, 24' )
		).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'checkbox', { name: 'Mostrar el horario de apertura' } )
			.uncheck();
		await expect( block.getByText( 'Horario de apertura' ) ).toBeHidden();
		await expect(
			block.getByText( 'Calle de la Industria, 24' )
		).toBeVisible();
	} );
} );

test.describe( 'Shop blocks in the editor', () => {
	test( 'Editor inserts the cart and the mini cart and publishes them', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Mi cesta', postType: 'page' } );
		await editor.insertBlock( { name: 'rueda/cart' } );
		await editor.insertBlock( { name: 'rueda/mini-cart' } );

		// The cart shows a sample cart with its areas, open to more blocks.
		const cart = editor.canvas.locator( '[data-type="rueda/cart"]' );
		await expect(
			cart.locator( '[data-type="rueda/filled-cart"]' )
		).toBeVisible();
		await expect(
			cart.getByRole( 'columnheader', { name: 'Producto' } )
		).toBeVisible();
		await expect(
			cart
				.getByRole( 'button', { name: 'Finalizar compra' } )
				.or( cart.getByText( 'Finalizar compra' ) )
		).toBeVisible();
		await expect(
			editor.canvas.locator( '[data-type="rueda/mini-cart"]' )
		).toBeVisible();

		await editor.publishPost();
		const url = await page
			.getByRole( 'link', { name: /^(View Page|Ver página)$/ } )
			.first()
			.getAttribute( 'href' );

		// Shoppers get the live blocks: an empty cart for a new visitor. The editor is left
		// first: its requests after the cookies went would be refused (403, then 400).
		await page.goto( 'about:blank' );
		await page.context().clearCookies();
		await page.goto( url! );
		await expect(
			page.getByRole( 'heading', { name: '¡Tu carrito está vacío!' } )
		).toBeVisible();
		await expect(
			page
				.getByRole( 'main' )
				.getByRole( 'button', { name: /^Carrito:/ } )
		).toHaveAccessibleName( 'Carrito: 0 artículos, 0,00 €' );
	} );

	test( 'Editor inserts the checkout, moves the order note above the payment step and publishes', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( {
			title: 'Pagar pedido',
			postType: 'page',
		} );
		await editor.insertBlock( { name: 'rueda/checkout' } );

		const checkout = editor.canvas.locator(
			'[data-type="rueda/checkout"]'
		);
		await expect(
			checkout.locator( '[data-type="rueda/checkout-payment"]' )
		).toBeVisible();
		await expect(
			checkout.locator( '[data-type="rueda/checkout-order-summary"]' )
		).toBeVisible();

		const fieldNames = async () => {
			const [ root ] = await editor.getBlocks();
			return (
				root?.innerBlocks[ 0 ]?.innerBlocks.map(
					( block: { name: string } ) => block.name
				) ?? []
			);
		};
		const before = await fieldNames();
		await editor.selectBlocks(
			checkout.locator( '[data-type="rueda/checkout-order-note"]' )
		);
		await page
			.getByRole( 'toolbar', {
				name: /^(Block tools|Herramientas de bloque)$/i,
			} )
			.getByRole( 'button', {
				name: /^(Move up|Subir|Mover hacia arriba)$/,
			} )
			.click();
		const after = await fieldNames();
		expect( after.indexOf( 'rueda/checkout-order-note' ) ).toBe(
			before.indexOf( 'rueda/checkout-payment' )
		);

		await editor.publishPost();
		const url = await page
			.getByRole( 'link', { name: /^(View Page|Ver página)$/ } )
			.first()
			.getAttribute( 'href' );
		await new CheckoutPage( page ).fillCart( {
			'Michelin Primacy 4+ 195/65 R15 91H': 1,
		} );
		await page.goto( url! );
		// The live page keeps the editor's order.
		const note = page.getByRole( 'checkbox', {
			name: 'Añadir una nota a tu pedido',
		} );
		const payment = page.getByRole( 'group', { name: 'Opciones de pago' } );
		await expect( note ).toBeVisible();
		const noteBox = ( await note.boundingBox() )!;
		const paymentBox = ( await payment.boundingBox() )!;
		expect( noteBox.y ).toBeLessThan( paymentBox.y );
	} );

	test( 'Shop owner limits a product grid to one category', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Montajes' } );
		await editor.insertBlock( { name: 'rueda/product-grid' } );
		await editor.openDocumentSettingsSidebar();

		const category = page.getByRole( 'combobox', { name: 'Categoría' } );
		await expect(
			category.getByRole( 'option', { name: '— Neumáticos de verano' } )
		).toBeAttached();
		await category.selectOption( { label: 'Servicios de taller' } );

		const [ grid ] = await editor.getBlocks();
		expect( grid?.attributes.category ).toBe( 'servicios' );
	} );

	test( 'Administrator previews the site menu in the editor, where a submenu opens and links do not navigate', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Cabecera de prueba' } );
		await editor.insertBlock( { name: 'rueda/site-menu' } );

		const block = editor.canvas.locator( '[data-type="rueda/site-menu"]' );
		// Servicios links to its page; its own button opens its submenu.
		const services = block.getByRole( 'button', {
			name: 'Submenú de Servicios',
			exact: true,
		} );
		await expect( services ).toBeVisible();
		await services.click();
		await expect( services ).toHaveAttribute( 'aria-expanded', 'true' );
		const editorUrl = page.url();
		await block
			.getByRole( 'link', { name: 'Tienda', exact: true } )
			.click();
		expect( page.url() ).toBe( editorUrl );

		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'combobox', { name: 'Abrir los submenús al' } )
		).toHaveValue( 'hoverIntent' );
	} );
} );

/**
 * Fills the cart of the page's session (the administrator's) by product name.
 *
 * @param page  The page.
 * @param names Product names, one of each.
 */
async function fillCartOf(
	page: import( '@playwright/test' ).Page,
	names: string[]
) {
	const api = '/wp-json/wc/store/v1';
	const nonce = ( await page.request.get( `${ api }/cart` ) ).headers()
		.nonce!;
	const products: Array< { id: number; name: string } > = await (
		await page.request.get( `${ api }/products?per_page=100` )
	).json();
	for ( const name of names ) {
		const product = products.find(
			( candidate ) => candidate.name === name
		);
		const response = await page.request.post( `${ api }/cart/add-item`, {
			headers: { Nonce: nonce },
			data: { id: product!.id, quantity: 1 },
		} );
		expect( response.status() ).toBe( 201 );
	}
}

test.describe( 'Settings of the shop blocks', () => {
	test( 'Shop owner inserts a wide cart, renames its heading and button, hides the coupon form and sees it on the live page', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( {
			title: 'Cesta ajustada',
			postType: 'page',
		} );
		await editor.insertBlock( { name: 'rueda/cart' } );
		const cart = editor.canvas.locator( '[data-type="rueda/cart"]' );
		// New carts are wide, so the filled cart shows its two columns.
		await expect( cart ).toHaveClass( /\balignwide\b/ );

		// The totals heading is edited in place.
		const heading = cart.locator(
			'[data-type="rueda/cart-order-summary"] h2.rueda-order-summary__title'
		);
		await heading.click();
		await heading.fill( 'Tu pedido' );
		await expect( heading ).toHaveText( 'Tu pedido' );

		// The coupon form is a toggle of the summary's Sections panel.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: /^(Editor settings|Ajustes del editor)$/,
		} );
		await settings
			.getByRole( 'checkbox', {
				name: /^Formulario de cupones$/,
			} )
			.uncheck();
		await expect(
			cart.locator( '[data-type="rueda/cart-order-summary-coupon-form"]' )
		).toHaveCount( 0 );

		// The button's text is a setting of its block.
		await editor.selectBlocks(
			cart.locator( '[data-type="rueda/proceed-to-checkout"]' )
		);
		await settings
			.getByRole( 'textbox', { name: /^Texto del botón$/ } )
			.fill( 'Pagar ahora' );
		await expect(
			cart.locator( '[data-type="rueda/proceed-to-checkout"]' )
		).toContainText( 'Pagar ahora' );

		await editor.publishPost();
		const url = await page
			.getByRole( 'link', { name: /^(View Page|Ver página)$/ } )
			.first()
			.getAttribute( 'href' );

		await fillCartOf( page, [ 'Michelin Pilot Sport 5 205/55 R16 91V' ] );
		await page.goto( url! );
		const live = page.locator( '.wp-block-rueda-cart' );
		await expect( live ).toHaveClass( /\balignwide\b/ );
		await expect(
			live.getByRole( 'heading', { name: 'Tu pedido' } )
		).toBeVisible();
		await expect(
			live.getByRole( 'link', { name: 'Pagar ahora' } )
		).toBeVisible();
		await expect(
			live.getByRole( 'button', { name: /^Añadir cupones/ } )
		).toHaveCount( 0 );
	} );

	test( 'Shop owner hides the return-to-cart link of the checkout and is warned when the cart joins it on the page', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( {
			title: 'Pago ajustado',
			postType: 'page',
		} );
		await editor.insertBlock( { name: 'rueda/checkout' } );
		const checkout = editor.canvas.locator(
			'[data-type="rueda/checkout"]'
		);
		await expect( checkout ).toHaveClass( /\balignwide\b/ );
		const warning = /también está en esta página/;
		await expect( checkout.getByText( warning ) ).toHaveCount( 0 );

		await editor.selectBlocks(
			checkout.locator( '[data-type="rueda/checkout-actions"]' )
		);
		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'region', {
				name: /^(Editor settings|Ajustes del editor)$/,
			} )
			.getByRole( 'checkbox', {
				name: /^Enlace de vuelta al carrito$/,
			} )
			.uncheck();
		await expect(
			checkout
				.locator( '[data-type="rueda/checkout-actions"]' )
				.getByText( 'Volver al carrito' )
		).toHaveCount( 0 );

		await editor.publishPost();
		const url = await page
			.getByRole( 'link', { name: /^(View Page|Ver página)$/ } )
			.first()
			.getAttribute( 'href' );

		// The cart on the checkout's page: both blocks warn.
		await editor.insertBlock( { name: 'rueda/cart' } );
		await expect( checkout.getByText( warning ) ).toBeVisible();
		await expect(
			editor.canvas
				.locator( '[data-type="rueda/cart"]' )
				.getByText( warning )
		).toBeVisible();

		// The live page, in a tab of its own: the editor has unsaved changes.
		await fillCartOf( page, [ 'Michelin Pilot Sport 5 205/55 R16 91V' ] );
		const shopper = await page.context().newPage();
		await shopper.goto( url! );
		await expect(
			shopper.getByRole( 'button', {
				name: 'Pedido con obligación de pago',
			} )
		).toBeVisible();
		await expect(
			shopper.getByRole( 'link', { name: 'Volver al carrito' } )
		).toHaveCount( 0 );
		await shopper.close();
	} );

	test( 'Shop owner retitles the contact step of the checkout, rewords its description and sees them on the live checkout', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( {
			title: 'Pago con tus datos',
			postType: 'page',
		} );
		await editor.insertBlock( { name: 'rueda/checkout' } );
		const contact = editor.canvas.locator(
			'[data-type="rueda/checkout-contact-information"]'
		);

		// The title is edited in place; the default is its placeholder.
		const title = contact.locator( 'h2.rueda-checkout-step__title' );
		await title.click();
		await title.fill( 'Tus datos' );
		await expect( title ).toHaveText( 'Tus datos' );

		// The description is a text of the step's sidebar, and so is its number.
		await editor.selectBlocks( contact );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: /^(Editor settings|Ajustes del editor)$/,
		} );
		await settings
			.getByRole( 'textbox', { name: /^(Description|Descripción)$/ } )
			.fill( 'Te escribiremos para confirmar la cita de montaje.' );
		await expect(
			contact.locator( 'p.rueda-checkout-step__description' )
		).toHaveText( 'Te escribiremos para confirmar la cita de montaje.' );
		await settings
			.getByRole( 'checkbox', { name: /step number|número/i } )
			.check();

		await editor.publishPost();
		const url = await page
			.getByRole( 'link', { name: /^(View Page|Ver página)$/ } )
			.first()
			.getAttribute( 'href' );

		await fillCartOf( page, [ 'Michelin Pilot Sport 5 205/55 R16 91V' ] );
		// The server's HTML already has them, so nothing shifts.
		const html = await ( await page.request.get( url! ) ).text();
		expect( html ).toContain(
			'<h2 class="rueda-checkout-step__title">Tus datos</h2>'
		);
		await page.goto( url! );
		const step = page.locator(
			'.wp-block-rueda-checkout-contact-information fieldset'
		);
		await expect( step.locator( 'legend' ) ).toHaveText( 'Tus datos' );
		await expect( step ).toHaveClass(
			/\brueda-checkout-step--with-step-number\b/
		);
		await expect(
			step.getByText(
				'Te escribiremos para confirmar la cita de montaje.'
			)
		).toBeVisible();
		await expect(
			page.getByText( 'Información de contacto', { exact: true } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'textbox', { name: /^Correo electrónico/ } )
		).toBeVisible();
	} );
} );
