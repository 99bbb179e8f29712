/**
 * Editor UI of rueda/checkout-billing-address: the step's title, description
 * and number (CheckoutStepEdit) over its preview. On the live site it shows
 * when billing differs from shipping, or nothing ships.
 */
import type { BlockEditProps } from '@wordpress/blocks';

import CheckoutStepEdit from '../../components/checkout-step-edit';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import { SampleAddressForm } from '../../components/sample-fields';
import BillingAddress, { getStepTexts } from './block';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CheckoutStepAttributes > ) {
	return (
		<CheckoutStepEdit
			attributes={ attributes }
			setAttributes={ setAttributes }
			defaults={ getStepTexts() }
		>
			<BillingAddress form={ <SampleAddressForm /> } />
		</CheckoutStepEdit>
	);
}
