/**
 * A new user of a given role, logged in through wp-login.php as a person would.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export const PASSWORD = 'Llanta-2026-Segura';

/**
 * Creates a user and logs the page in as that user.
 *
 * @param page         The page (its cookies are replaced).
 * @param requestUtils WordPress's REST helpers, as the administrator.
 * @param prefix       Start of the user name ("cliente", "encargado"...).
 * @param role         Role.
 * @return The user's email address.
 */
export async function logInAsNewUser(
	page: Page,
	requestUtils: RequestUtils,
	prefix: string,
	role: string
): Promise< string > {
	const username = `${ prefix }${ Date.now() }`;
	const email = `${ username }@example.test`;
	await requestUtils.createUser( {
		username,
		email,
		password: PASSWORD,
		roles: [ role ],
	} );
	await page.context().clearCookies();
	// Lands on the shop, not on wp-admin's profile screen (where WordPress sends users
	// who cannot edit posts): a test leaving that screen while its script still runs
	// got the script's error.
	await page.goto( '/wp-login.php?redirect_to=%2F' );
	await page.locator( '#user_login' ).fill( username );
	await page.locator( '#user_pass' ).fill( PASSWORD );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/$/ );
	return email;
}
