/**
 * The boxes an express payment from the cart needs (the terms, the early
 * start of services), loaded when the shopper first tries a wallet: that
 * first try is stopped with a notice and the boxes appear under the buttons
 * (which do not move, so a second click cannot tick a box by mistake); the
 * cart's own script stays small. The server refuses an order without them in
 * any case.
 */
import { useRegistry } from '@wordpress/data';
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	cartStore,
	checkoutEvents,
	getShopSettings,
	paymentStore,
} from '@rueda/runtime';

const ExpressConsents = lazy(
	() =>
		import(
			/* webpackChunkName: "express-consents" */ '@rueda/blocks/checkout/inner-blocks/checkout-terms/express-consents'
		)
);

/** The terms box is required unless the shop's legal settings turned it off. */
function requiresTerms(): boolean {
	const { checkout } = getShopSettings();
	return ! (
		typeof checkout === 'object' &&
		checkout !== null &&
		'termsCheckbox' in checkout &&
		checkout.termsCheckbox === false
	);
}

export default function ExpressConsentsOnDemand() {
	const [ isShown, setIsShown ] = useState( false );
	const registry = useRegistry();

	useEffect( () => {
		if ( isShown ) {
			return undefined;
		}
		return checkoutEvents.onCheckoutValidation( () => {
			const hasServices = (
				registry.select( cartStore ).getCartData()?.items ?? []
			).some( ( item ) => item.kind === 'service' );
			if (
				! registry
					.select( paymentStore )
					.isExpressPaymentMethodActive() ||
				! ( requiresTerms() || hasServices )
			) {
				return true;
			}
			setIsShown( true );
			registry.dispatch( paymentStore ).closeExpressPayment();
			return {
				type: 'error',
				messageContext: 'express-payments',
				message: __(
					'To pay this way, first tick the boxes under the payment buttons.',
					'rueda'
				),
			};
		} );
	}, [ isShown, registry ] );

	return isShown ? (
		<Suspense fallback={ null }>
			<ExpressConsents />
		</Suspense>
	) : null;
}
