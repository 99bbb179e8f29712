/**
 * Editor UI of rueda/checkout-shipping-method: the step's title, description
 * and number (CheckoutStepEdit) over its preview. On the live site it shows
 * when the order ships and pickup is offered.
 */
import type { BlockEditProps } from '@wordpress/blocks';

import CheckoutStepEdit from '../../components/checkout-step-edit';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import ShippingMethodToggle, { getStepTexts } from './block';

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
			<ShippingMethodToggle
				prefersCollection={ false }
				onChange={ noop }
				disabled={ false }
				instanceId="editor"
			/>
		</CheckoutStepEdit>
	);
}
