/**
 * Editor UI of rueda/checkout-shipping-address: the step's title, description
 * and number (CheckoutStepEdit) over its preview.
 */
import type { BlockEditProps } from '@wordpress/blocks';

import CheckoutStepEdit from '../../components/checkout-step-edit';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import { SampleAddressForm } from '../../components/sample-fields';
import ShippingAddress, { getStepTexts } from './block';

const noop = () => undefined;

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
			<ShippingAddress
				form={ <SampleAddressForm /> }
				useShippingAsBilling
				onChangeUseShippingAsBilling={ noop }
				instanceId="editor"
			/>
		</CheckoutStepEdit>
	);
}
