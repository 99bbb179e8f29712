/**
 * Saved payment methods as the checkout lists them (spec section 8):
 * '{brand} ending in {last4} (expires {date})', or 'Saved token for
 * {gateway}' when the brand or the last digits are unknown.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { SavedPaymentMethod } from './checkout-settings';

export function getSavedPaymentMethodLabel(
	saved: SavedPaymentMethod,
	gatewayTitle = ''
): string {
	const { brand, display_brand: displayBrand, last4, gateway } = saved.method;
	const name = displayBrand || brand;
	if ( ! name || ! last4 ) {
		return sprintf(
			/* translators: %s: payment method name, e.g. Card (test mode). */
			__( 'Saved token for %s', 'rueda' ),
			gatewayTitle || gateway
		);
	}
	return sprintf(
		/* translators: 1: card brand, e.g. Visa, 2: last four digits, 3: expiry date, e.g. 12/28. */
		__( '%1$s ending in %2$s (expires %3$s)', 'rueda' ),
		name.charAt( 0 ).toUpperCase() + name.slice( 1 ),
		last4,
		saved.expiry
	);
}

/**
 * The saved methods a shopper may pay with here: those of gateways available
 * for this cart whose UI shows saved cards.
 *
 * @param saved          The customer's saved methods.
 * @param usableGateways Available gateways that show saved cards.
 */
export function getUsableSavedPaymentMethods(
	saved: readonly SavedPaymentMethod[],
	usableGateways: readonly string[]
): SavedPaymentMethod[] {
	return saved.filter( ( { method } ) =>
		usableGateways.includes( method.gateway )
	);
}
