/**
 * rueda/checkout-terms on the live site: the terms and privacy policy, as a
 * required, unticked checkbox when the shop's legal settings ask for it (the
 * default) or the block does (data-checkbox="true"), else as a sentence; and,
 * when the cart has services, the request that they start within the
 * withdrawal period. Each box's error lives in the rueda/validation store
 * ('terms-and-conditions', 'service-consent') and its value goes to the
 * server in `additional_fields` ('rueda/terms', 'rueda/service-consent').
 */
import { useInstanceId } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import { readBoolean } from '../../../../shared/frontend/attributes';
import { cartHasServices } from '../../cart-services';
import { getCheckoutSettings } from '../../checkout-settings';
import Terms from './block';
import ServiceConsent from './service-consent';
import { useConsentCheckbox } from './use-consent-checkbox';

/** The terms checkbox's id in the rueda/validation store. */
export const TERMS_VALIDATION_ID = 'terms-and-conditions';

/** Its key in the checkout's `additional_fields`. */
export const TERMS_FIELD = 'rueda/terms';

export default function TermsBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const instanceId = String( useInstanceId( TermsBlock ) );
	const settings = getCheckoutSettings();
	// The shop's legal settings, or the block, may ask for the box.
	const checkbox =
		readBoolean( attributes.checkbox, false ) || settings.termsCheckbox;
	const { checked, error, onChange } = useConsentCheckbox( {
		validationId: TERMS_VALIDATION_ID,
		field: TERMS_FIELD,
		required: checkbox,
		refusalCode: 'rueda_terms_required',
	} );
	const hasServices = useSelect(
		( select ) => cartHasServices( select( cartStore ).getCartData() ),
		[]
	);
	const { links } = getShopSettings();
	return (
		<div className={ className }>
			<Terms
				checkbox={ checkbox }
				termsUrl={ settings.termsPageUrl || links.terms }
				privacyUrl={ settings.privacyPageUrl || links.privacy }
				checked={ checked }
				onChange={ onChange }
				error={ error }
				instanceId={ instanceId }
			/>
			{ hasServices && <ServiceConsent instanceId={ instanceId } /> }
		</div>
	);
}
