/**
 * rueda/checkout-terms on the live site: the terms and privacy policy, as a
 * required, unticked checkbox when the shop's legal settings ask for it (the
 * default) or the block does (data-checkbox="true"), else as a sentence; and,
 * when the cart has services, the request that they start within the
 * withdrawal period (LegalConsents). Each box's error lives in the
 * rueda/validation store ('terms-and-conditions', 'service-consent') and its
 * value goes to the server in `additional_fields` ('rueda/terms',
 * 'rueda/service-consent').
 */
import { useInstanceId } from '@wordpress/compose';
import { getShopSettings, type InnerBlockProps } from '@rueda/runtime';

import { readBoolean } from '@rueda/blocks/shared/frontend/attributes';
import { getCheckoutSettings } from '../../checkout-settings';
import LegalConsents from './legal-consents';

export { TERMS_FIELD, TERMS_VALIDATION_ID } from './legal-consents';

export default function TermsBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const instanceId = String( useInstanceId( TermsBlock ) );
	const settings = getCheckoutSettings();
	const { links } = getShopSettings();
	return (
		<div className={ className }>
			<LegalConsents
				// The shop's legal settings, or the block, may ask for the box.
				termsBox={
					readBoolean( attributes.checkbox, false ) ||
					settings.termsCheckbox
				}
				termsUrl={ settings.termsPageUrl || links.terms }
				privacyUrl={ settings.privacyPageUrl || links.privacy }
				instanceId={ instanceId }
			/>
		</div>
	);
}
