/**
 * Editor preview of rueda/cart-order-summary-shipping, with the shop's rates
 * at its own address (the province by name, as on the live site).
 */
import { useBlockProps } from '@wordpress/block-editor';

import ShippingTotals from '@rueda/shared/cart/shipping-totals';
import {
	Preview,
	getEditorSettings,
	useSampleCart,
} from '@rueda/blocks/shared/editor';

const noop = () => undefined;
const resolved = () => Promise.resolve();

export default function Edit() {
	const cart = useSampleCart();
	const { countries, states } = getEditorSettings();
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<ShippingTotals
					cart={ cart }
					displayPricesIncludingTax
					countries={ countries }
					states={ states }
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
