/**
 * Editor preview of rueda/cart-order-summary-shipping, with sample rates.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import {
	SAMPLE_COUNTRIES,
	getSampleCart,
} from '../../../../shared/cart/sample-cart';
import ShippingTotals from '../../../../shared/cart/shipping-totals';
import { Preview } from '../../../../shared/editor';

const noop = () => undefined;
const resolved = () => Promise.resolve();

export default function Edit() {
	const cart = useMemo( getSampleCart, [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<ShippingTotals
					cart={ cart }
					displayPricesIncludingTax
					countries={ SAMPLE_COUNTRIES }
					states={ {} }
					isSelectingRate={ false }
					isUpdatingAddress={ false }
					onSelectRate={ noop }
					onUpdateAddress={ resolved }
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
