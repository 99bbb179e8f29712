/**
 * Editor preview of rueda/cart-order-summary-discount, with a sample coupon.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import { getSampleCart } from '../../../../shared/cart/sample-cart';
import { Preview } from '../../../../shared/editor';
import Discount from './block';

const noop = () => undefined;

export default function Edit() {
	const { totals, coupons } = useMemo( getSampleCart, [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<Discount
					totals={ totals }
					coupons={ coupons }
					includingTax
					removing=""
					onRemove={ noop }
				/>
			</Preview>
		</div>
	);
}
