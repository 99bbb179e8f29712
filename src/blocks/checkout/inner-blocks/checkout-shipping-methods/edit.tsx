/**
 * Editor UI of rueda/checkout-shipping-methods: the step's title, description
 * and number (CheckoutStepEdit) over its preview, with the sample rates.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';

import { useSampleCart } from '@rueda/blocks/shared/editor';
import CheckoutStepEdit from '../../components/checkout-step-edit';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import { withoutPickupRates } from '../../delivery';
import ShippingMethods, { getStepTexts } from './block';

const noop = () => undefined;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CheckoutStepAttributes > ) {
	const sampleCart = useSampleCart();
	// The sample's shipping rate, chosen.
	const packages = useMemo(
		() =>
			withoutPickupRates( sampleCart.shipping_rates ).map(
				( shippingPackage ) => ( {
					...shippingPackage,
					shipping_rates: shippingPackage.shipping_rates.map(
						( rate, index ) => ( {
							...rate,
							selected: index === 0,
						} )
					),
				} )
			),
		[ sampleCart ]
	);
	return (
		<CheckoutStepEdit
			attributes={ attributes }
			setAttributes={ setAttributes }
			defaults={ getStepTexts() }
		>
			<ShippingMethods
				packages={ packages }
				hasCalculatedShipping
				displayPricesIncludingTax
				isSelecting={ false }
				onSelect={ noop }
				instanceId="editor"
			/>
		</CheckoutStepEdit>
	);
}
