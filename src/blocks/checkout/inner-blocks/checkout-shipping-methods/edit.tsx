/**
 * Editor preview of rueda/checkout-shipping-methods, with the sample rates.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import { Preview, useSampleCart } from '../../../../shared/editor';
import { withoutPickupRates } from '../../delivery';
import ShippingMethods from './block';

const noop = () => undefined;

export default function Edit() {
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
		<div { ...useBlockProps() }>
			<Preview>
				<ShippingMethods
					packages={ packages }
					hasCalculatedShipping
					displayPricesIncludingTax
					isSelecting={ false }
					onSelect={ noop }
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
