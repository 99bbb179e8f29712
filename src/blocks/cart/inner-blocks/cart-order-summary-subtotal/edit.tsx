/**
 * Editor preview of rueda/cart-order-summary-subtotal.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import { getSampleCart } from '../../../../shared/cart/sample-cart';
import { Preview } from '../../../../shared/editor';
import Subtotal from './block';

export default function Edit() {
	const { totals } = useMemo( getSampleCart, [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<Subtotal totals={ totals } includingTax />
			</Preview>
		</div>
	);
}
