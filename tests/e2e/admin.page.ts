/**
 * Steps the wp-admin specs share: saving the Rueda settings, refunding from an
 * order's screen, and looking at the shop as a guest while the administrator
 * stays logged in.
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

/**
 * Opens the refund form of the order's screen on show.
 * @param page
 */
export async function openRefund( page: Page ) {
	await page
		.locator( '.rueda-order__refunds' )
		.getByRole( 'button', { name: 'Reembolsar', exact: true } )
		.click();
}

/**
 * Gives the open refund form its reason (and how the money went back, asked
 * when the payment method cannot refund by itself), submits it and confirms it.
 * @param page
 * @param reason     "Motivo".
 * @param returnedBy "Cómo se devolvió"; none when the bank refunds.
 */
export async function submitRefund(
	page: Page,
	reason: string,
	returnedBy?: string
) {
	const panel = page.locator( '.rueda-order__refunds' );
	await panel.getByLabel( 'Motivo' ).fill( reason );
	if ( returnedBy ) {
		await panel.getByLabel( 'Cómo se devolvió' ).fill( returnedBy );
	}
	await panel.getByRole( 'button', { name: /^Reembolsar \d/ } ).click();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Sí, reembolsar' } )
		.click();
}
