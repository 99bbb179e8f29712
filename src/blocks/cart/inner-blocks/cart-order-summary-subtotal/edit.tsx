/**
 * Editor preview of rueda/cart-order-summary-subtotal.
 */
import { useBlockProps } from '@wordpress/block-editor';

import SubtotalRow from '@rueda/blocks/shared/cart/totals-rows/subtotal';
import { Preview, useSampleCart } from '@rueda/blocks/shared/editor';

export default function Edit() {
	const { totals } = useSampleCart();
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<SubtotalRow totals={ totals } includingTax />
			</Preview>
		</div>
	);
}
