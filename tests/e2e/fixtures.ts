/**
 * The one test fixture every spec imports: WordPress's e2e utilities (admin, editor,
 * requestUtils, pageUtils) plus a guard that fails a test on any browser console error.
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';

export const test = base.extend< { failOnConsoleErrors: void } >( {
	failOnConsoleErrors: [
		async ( { page }, use ) => {
			const errors: string[] = [];
			const site = new URL( process.env.WP_BASE_URL! ).host;
			page.on( 'console', ( message ) => {
				const source = message.location().url;
				// No internet here: third-party resources (avatars) cannot load.
				const isOffline =
					message.text().includes( 'ERR_NAME_NOT_RESOLVED' ) &&
					!! source &&
					new URL( source ).host !== site;
				if ( message.type() === 'error' && ! isOffline ) {
					errors.push( `${ message.text() } (${ source })` );
				}
			} );
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			await use();
			expect( errors, 'browser console errors' ).toEqual( [] );
		},
		{ auto: true },
	],
} );

export { expect };
