/**
 * Registers the UIs of Rueda's own gateways with the client registry: pay at
 * the workshop, bank transfer and Redsys's card and Bizum (their description:
 * the shopper pays on the bank's page; the card also lists the cards saved at
 * Redsys and offers to save a new one), the sandbox card (its fields, saved
 * cards and the save option) and the sandbox express wallet.
 * Labels are the gateways' titles from the shop settings.
 */
import { __ } from '@wordpress/i18n';
import { registerPaymentMethod } from '@rueda/runtime';
import type { PaymentMethodSupports } from '@rueda/shared/payments';

import { getCheckoutSettings } from '../checkout-settings';
import {
	BANK_TRANSFER,
	PAY_AT_WORKSHOP,
	REDSYS_BIZUM,
	REDSYS_CARD,
	SANDBOX_CARD,
} from '@rueda/blocks/shared/payment-methods/constants';
import { createDescription } from './description';
import { registerBuiltInExpressPaymentMethods } from '@rueda/blocks/shared/payment-methods/express';
import SandboxCardFields from './sandbox-card';

/**
 * @param name     Gateway id.
 * @param fallback Title when the settings do not name the gateway.
 */
function getTitle( name: string, fallback: string ): string {
	return getCheckoutSettings().paymentMethods[ name ]?.title || fallback;
}

export function registerBuiltInPaymentMethods(): void {
	// Redsys keeps the card itself: the checkout only names it or asks to save it.
	const savesCards = { showSavedCards: true, showSaveOption: true };
	const simple: Array< [ string, string, PaymentMethodSupports? ] > = [
		[ PAY_AT_WORKSHOP, __( 'Pay at the workshop', 'rueda' ) ],
		[ BANK_TRANSFER, __( 'Bank transfer', 'rueda' ) ],
		[ REDSYS_CARD, __( 'Card', 'rueda' ), savesCards ],
		[ REDSYS_BIZUM, 'Bizum' ],
	];
	for ( const [ name, fallback, supports ] of simple ) {
		const title = getTitle( name, fallback );
		const Description = createDescription( name );
		registerPaymentMethod( {
			name,
			label: title,
			ariaLabel: title,
			content: Description,
			edit: Description,
			...( supports && { supports } ),
		} );
	}

	const card = getTitle( SANDBOX_CARD, __( 'Card (test mode)', 'rueda' ) );
	registerPaymentMethod( {
		name: SANDBOX_CARD,
		label: card,
		ariaLabel: card,
		content: SandboxCardFields,
		edit: SandboxCardFields,
		supports: { showSavedCards: true, showSaveOption: true },
	} );

	registerBuiltInExpressPaymentMethods( getTitle );
}
