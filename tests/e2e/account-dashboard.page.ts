/**
 * The Mi cuenta page (rueda/customer-account): signing in through its form, the
 * dashboard's sections by their links, and the guest's order lookup, by role and label.
 */
import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { expect } from './fixtures';

export const ACCOUNT_PATH = '/mi-cuenta/';

export class AccountDashboardPage {
	constructor( private readonly page: Page ) {}

	async goto( hash = '' ) {
		await this.page.goto( ACCOUNT_PATH + hash );
	}

	/**
	 * Signs in with the block's form (it posts to wp-login.php and comes back here).
	 *
	 * @param login    User name or email.
	 * @param password Password.
	 */
	async signIn( login: string, password: string ) {
		const form = this.panel( 'Iniciar sesión' );
		await form
			.getByLabel( 'Correo electrónico o nombre de usuario' )
			.fill( login );
		await form.getByLabel( 'Contraseña', { exact: true } ).fill( password );
		await form.getByRole( 'button', { name: 'Iniciar sesión' } ).click();
		await this.page.waitForURL( ( url ) => url.pathname === ACCOUNT_PATH );
		await expect( this.signOutLink ).toBeVisible();
	}

	/**
	 * A signed-out panel (sign in, create an account, find an order) by its heading.
	 *
	 * @param name The panel's heading.
	 */
	panel( name: string ): Locator {
		return this.page.getByRole( 'region', { name, exact: true } );
	}

	/**
	 * Opens a confirmation link (new account or new email address) and presses its
	 * button, as the shopper does from the email.
	 *
	 * @param url The link.
	 */
	async confirmLink( url: string ) {
		await this.page.goto( url );
		await this.page.getByRole( 'button', { name: 'Confirmar' } ).click();
		await this.page.waitForURL( /rueda-confirmed=/ );
	}

	get signOutLink(): Locator {
		return this.page.getByRole( 'link', { name: 'Cerrar sesión' } );
	}

	get nav(): Locator {
		return this.page.getByRole( 'navigation', { name: 'Mi cuenta' } );
	}

	/**
	 * Opens a section from the nav and waits for its heading.
	 *
	 * @param name The section's link, e.g. "Direcciones".
	 */
	async openSection( name: string ) {
		await this.nav.getByRole( 'link', { name, exact: true } ).click();
		await expect(
			this.page.getByRole( 'heading', { level: 2, name, exact: true } )
		).toBeFocused();
	}

	orderLink( number: string ): Locator {
		return this.page.getByRole( 'link', {
			name: `Pedido n.º ${ number }`,
			exact: true,
		} );
	}

	orderHeading( number: string ): Locator {
		return this.page.getByRole( 'heading', {
			name: `Pedido n.º ${ number }`,
			exact: true,
		} );
	}

	addressForm( name: 'Dirección de envío' | 'Dirección de facturación' ) {
		return this.page.getByRole( 'group', { name, exact: true } );
	}

	/**
	 * Finds an order as a guest.
	 *
	 * @param number The order number.
	 * @param email  The order's email.
	 */
	async lookUpOrder( number: string, email: string ) {
		const panel = this.panel( 'Buscar un pedido' );
		await panel.getByLabel( 'Número de pedido' ).fill( number );
		await panel.getByLabel( 'Correo electrónico' ).fill( email );
		await panel.getByRole( 'button', { name: 'Buscar pedido' } ).click();
	}

	/**
	 * Screenshot of the page at a width, after checking nothing overflows sideways.
	 *
	 * @param name  File name (without extension) under artifacts/screenshots/.
	 * @param width Viewport width.
	 */
	async screenshotAt( name: string, width: number ) {
		await this.page.setViewportSize( { width, height: 900 } );
		const overflow = await this.page.evaluate(
			() =>
				document.documentElement.scrollWidth -
				document.documentElement.clientWidth
		);
		expect(
			overflow,
			`horizontal overflow at ${ width }px`
		).toBeLessThanOrEqual( 0 );
		await this.page.screenshot( {
			path: `artifacts/screenshots/${ name }-${ width }.png`,
			fullPage: true,
		} );
	}
}

/**
 * The number of the order the confirmation page shows, read back from the Store API.
 *
 * @param page The page on the confirmation URL.
 */
export async function confirmedOrderNumber( page: Page ): Promise< string > {
	const url = new URL( page.url() );
	const response = await page.request.get(
		`/wp-json/wc/store/v1/order/${ url.searchParams.get(
			'order-received'
		) }?key=${ url.searchParams.get( 'key' ) }`
	);
	expect( response.status() ).toBe( 200 );
	const order: { id: number; number?: string } = await response.json();
	return String( order.number ?? order.id );
}

type Mail = { to: string; subject: string; message: string };

/**
 * The last confirmation link (Rueda's `rueda-confirm=`) emailed to an address, read from
 * the e2e site's captured mail.
 *
 * @param requestUtils WordPress's REST helpers, as the administrator.
 * @param to           The address.
 */
export async function emailedLink(
	requestUtils: RequestUtils,
	to: string
): Promise< string > {
	const mails: Mail[] = await requestUtils.rest( {
		path: '/rueda-test/v1/mails',
	} );
	const links = mails
		.filter( ( mail ) => mail.to === to )
		.map( ( mail ) => /\S*rueda-confirm=\S+/.exec( mail.message )?.[ 0 ] )
		.filter( ( link ): link is string => !! link );
	const link = links.pop();
	expect( link ).toBeDefined();
	return link ?? '';
}
