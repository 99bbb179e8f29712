/**
 * The one test fixture every spec imports: WordPress's e2e utilities (admin, editor,
 * requestUtils, pageUtils) plus a guard that fails a test on any browser console error.
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';

type Fixtures = {
	/** Console errors a test provokes on purpose (e.g. the browser's note on a 400). */
	expectedConsoleErrors: RegExp[];
	failOnConsoleErrors: void;
};

export const test = base.extend< Fixtures >( {
	expectedConsoleErrors: [ [], { option: true } ],
	failOnConsoleErrors: [
		async ( { page, expectedConsoleErrors }, use ) => {
			const errors: string[] = [];
			const site = new URL( process.env.WP_BASE_URL! ).host;
			page.on( 'console', ( message ) => {
				const source = message.location().url;
				// No internet here: third-party resources (avatars) cannot load.
				const isOffline =
					message.text().includes( 'ERR_NAME_NOT_RESOLVED' ) &&
					!! source &&
					new URL( source ).host !== site;
				const entry = `${ message.text() } (${ source })`;
				const isExpected = expectedConsoleErrors.some( ( pattern ) =>
					pattern.test( entry )
				);
				if (
					message.type() === 'error' &&
					! isOffline &&
					! isExpected
				) {
					errors.push( entry );
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
