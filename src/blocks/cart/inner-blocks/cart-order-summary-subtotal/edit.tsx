/**
 * Editor preview of rueda/cart-order-summary-subtotal.
 */
import { useBlockProps } from '@wordpress/block-editor';

import { Preview, useSampleCart } from '@rueda/blocks/shared/editor';
import Subtotal from './block';

export default function Edit() {
	const { totals } = useSampleCart();
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<Subtotal totals={ totals } includingTax />
			</Preview>
		</div>
	);
}
