/**
 * The boxes a shopper ticks to place an order: the terms and privacy policy
 * (a required box when the shop asks for one, else a sentence) and, when the
 * cart has services, the request that they start within the withdrawal
 * period. Shown above the place-order button and, on the cart, under the
 * express payment buttons (which place orders too). Express payments skip
 * the form's errors, not these: one started with a box unticked is stopped
 * and closed here, every missing box showing its error.
 */
import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cartStore, checkoutEvents, paymentStore } from '@rueda/runtime';

import { cartHasServices } from '../../cart-services';
import Terms from './block';
import ServiceConsent, {
	SERVICE_CONSENT_FIELD,
	SERVICE_CONSENT_VALIDATION_ID,
} from './service-consent';
import { useConsentCheckbox } from './use-consent-checkbox';

/** The terms checkbox's id in the rueda/validation store. */
export const TERMS_VALIDATION_ID = 'terms-and-conditions';

/** Its key in the checkout's `additional_fields`. */
export const TERMS_FIELD = 'rueda/terms';

export default function LegalConsents( {
	termsBox,
	termsUrl,
	privacyUrl,
	instanceId,
}: {
	/** Whether the terms are a required box (else a sentence). */
	termsBox: boolean;
	termsUrl: string;
	privacyUrl: string;
	instanceId: string;
} ) {
	const hasServices = useSelect(
		( select ) => cartHasServices( select( cartStore ).getCartData() ),
		[]
	);
	const terms = useConsentCheckbox( {
		validationId: TERMS_VALIDATION_ID,
		field: TERMS_FIELD,
		required: termsBox,
		refusalCode: 'rueda_terms_required',
		missingMessage: __(
			'Please accept the terms and conditions and the privacy policy to place your order.',
			'rueda'
		),
	} );
	const services = useConsentCheckbox( {
		validationId: SERVICE_CONSENT_VALIDATION_ID,
		field: SERVICE_CONSENT_FIELD,
		required: hasServices,
		refusalCode: 'rueda_service_consent_required',
		missingMessage: __(
			'Your order includes services: please ask for them to be provided within the withdrawal period to place it.',
			'rueda'
		),
	} );

	const registry = useRegistry();
	// The listener reads the boxes as they are when the order is placed.
	const boxes = useRef( [ terms, services ] );
	boxes.current = [ terms, services ];
	useEffect(
		() =>
			checkoutEvents.onCheckoutValidation( () => {
				const missing = boxes.current.filter(
					( box ) => box.isMissing
				);
				const first = missing[ 0 ];
				if (
					! first ||
					! registry
						.select( paymentStore )
						.isExpressPaymentMethodActive()
				) {
					return true;
				}
				missing.forEach( ( box ) => box.showError() );
				// Back to the form, so the shopper ticks the boxes and pays again.
				registry.dispatch( paymentStore ).closeExpressPayment();
				// Said beside the wallets: the boxes may be far below them.
				return {
					type: 'error',
					messageContext: 'express-payments',
					message: first.missingMessage,
				};
			} ),
		[ registry ]
	);

	return (
		<div className="rueda-legal-consents">
			<Terms
				checkbox={ termsBox }
				termsUrl={ termsUrl }
				privacyUrl={ privacyUrl }
				checked={ terms.checked }
				onChange={ terms.onChange }
				error={ terms.error }
				instanceId={ instanceId }
			/>
			{ hasServices && (
				<ServiceConsent
					checked={ services.checked }
					onChange={ services.onChange }
					error={ services.error }
					instanceId={ instanceId }
				/>
			) }
		</div>
	);
}
