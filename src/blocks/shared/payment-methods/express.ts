/**
 * Registers the UI of Rueda's express gateway, the sandbox wallet. Kept apart
 * from the other methods: the cart's express area offers it too and loads
 * only this (and the cart page has no checkout settings for titles).
 */
import { __ } from '@wordpress/i18n';
import { registerExpressPaymentMethod } from '@rueda/runtime';

import { SANDBOX_EXPRESS } from './constants';
import SandboxExpressButton from './sandbox-express';

/** A gateway's title from the page's settings, or the fallback. */
export type TitleReader = ( name: string, fallback: string ) => string;

/**
 * @param getTitle Reads the shop owner's titles (the checkout's settings);
 *                 the built-in title by default.
 */
export function registerBuiltInExpressPaymentMethods(
	getTitle: TitleReader = ( _, fallback ) => fallback
): void {
	registerExpressPaymentMethod( {
		name: SANDBOX_EXPRESS,
		title: getTitle(
			SANDBOX_EXPRESS,
			__( 'Express payment (test mode)', 'rueda' )
		),
		content: SandboxExpressButton,
		edit: SandboxExpressButton,
	} );
}
