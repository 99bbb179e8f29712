/**
 * Editor UI of rueda/checkout-pickup-options: the step's title, description
 * and number (CheckoutStepEdit) over its preview, with the sample pickup
 * location. On the live site it shows when the shopper chooses pickup.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';

import { useSampleCart } from '@rueda/blocks/shared/editor';
import CheckoutStepEdit from '../../components/checkout-step-edit';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import { getPickupRates } from '../../delivery';
import PickupOptions, { getStepTexts } from './block';

const noop = () => undefined;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CheckoutStepAttributes > ) {
	const sampleCart = useSampleCart();
	const rates = useMemo(
		() => getPickupRates( sampleCart.shipping_rates ),
		[ sampleCart ]
	);
	return (
		<CheckoutStepEdit
			attributes={ attributes }
			setAttributes={ setAttributes }
			defaults={ getStepTexts() }
		>
			<PickupOptions
				rates={ rates }
				selectedRateId={ rates[ 0 ]?.rate_id ?? '' }
				onSelect={ noop }
				disabled={ false }
				showsLocationWarning={ false }
				includingTax
				instanceId="editor"
			/>
		</CheckoutStepEdit>
	);
}
