/**
 * Administrators find Rueda active in wp-admin and in the block editor.
 */
import { test, expect } from './fixtures';

test.describe( 'Rueda in the editor', () => {
	test( 'Administrator sees Rueda active on the plugins screen', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'plugins.php' );

		const row = page.locator( 'tr[data-slug="rueda"]' );
		await expect( row ).toHaveClass( /\bactive\b/ );
		await expect(
			row.locator( 'a[href*="action=deactivate"]' )
		).toHaveText( 'Desactivar' );
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
