/**
 * The shopper's request that the services in the cart start within the
 * withdrawal period, acknowledging the right is lost once they are fully
 * performed (art. 103 a) TRLGDCU): unticked and required (LegalConsents
 * keeps its state).
 */
import { __ } from '@wordpress/i18n';

import Checkbox from '../../components/checkbox';

/** The checkbox's id in the rueda/validation store. */
export const SERVICE_CONSENT_VALIDATION_ID = 'service-consent';

/** Its key in the checkout's `additional_fields`. */
export const SERVICE_CONSENT_FIELD = 'rueda/service-consent';

export default function ServiceConsent( {
	checked,
	onChange,
	error,
	instanceId,
}: {
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	/** The shown validation error, or ''. */
	error: string;
	instanceId: string;
} ) {
	return (
		<Checkbox
			id={ `rueda-service-consent-${ instanceId }` }
			className="rueda-checkout-terms__service-consent"
			required
			checked={ checked }
			onChange={ onChange }
			error={ error }
			label={ __(
				'I request that the service be provided within the withdrawal period and I acknowledge that I will lose my right of withdrawal once the service has been fully performed.',
				'rueda'
			) }
		/>
	);
}
