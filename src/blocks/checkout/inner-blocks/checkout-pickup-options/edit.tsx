/**
 * Editor preview of rueda/checkout-pickup-options, with the sample pickup
 * location. On the live site it shows when the shopper chooses pickup.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import { Preview, useSampleCart } from '../../../../shared/editor';
import { getPickupRates } from '../../delivery';
import PickupOptions from './block';

const noop = () => undefined;

export default function Edit() {
	const sampleCart = useSampleCart();
	const rates = useMemo(
		() => getPickupRates( sampleCart.shipping_rates ),
		[ sampleCart ]
	);
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<PickupOptions
					rates={ rates }
					selectedRateId={ rates[ 0 ]?.rate_id ?? '' }
					onSelect={ noop }
					disabled={ false }
					showsLocationWarning={ false }
					includingTax
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
