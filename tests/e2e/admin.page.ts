/**
 * Steps the wp-admin specs share: saving the Rueda settings, and looking at the
 * shop as a guest while the administrator stays logged in.
 */
import type { Browser, Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Saves every changed section and waits for the success snackbar.
 * @param page
 */
export async function saveSettings( page: Page ) {
	await page.getByRole( 'button', { name: 'Guardar cambios' } ).click();
	await expect(
		page.locator( '.components-snackbar' ).getByText( 'Ajustes guardados.' )
	).toBeVisible();
}

/**
 * A page of a new browser context without cookies; close it with page.context().close().
 * @param browser
 */
export async function newGuestPage( browser: Browser ) {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	return context.newPage();
}
