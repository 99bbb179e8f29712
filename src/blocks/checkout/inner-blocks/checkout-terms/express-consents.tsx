/**
 * The boxes under the cart's express payment buttons: an express payment
 * places the order from the cart, so the shopper accepts the terms (and asks
 * for the services to start) there, as on the checkout. Loaded on demand
 * (cart-express-payment/express-consents-on-demand.tsx).
 */
import { useInstanceId } from '@wordpress/compose';
import { getShopSettings } from '@rueda/runtime';

import { getCheckoutSettings } from '../../checkout-settings';
import LegalConsents from './legal-consents';

export default function ExpressConsents() {
	const instanceId = String( useInstanceId( ExpressConsents ) );
	const settings = getCheckoutSettings();
	const { links } = getShopSettings();
	return (
		<div className="rueda-express-consents">
			<LegalConsents
				termsBox={ settings.termsCheckbox }
				termsUrl={ settings.termsPageUrl || links.terms }
				privacyUrl={ settings.privacyPageUrl || links.privacy }
				instanceId={ `express-${ instanceId }` }
			/>
		</div>
	);
}
