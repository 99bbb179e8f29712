/**
 * rueda/cart-order-summary-subtotal on the live site.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import Subtotal from './block';

export default function SubtotalBlock( { className }: InnerBlockProps ) {
	const totals = useSelect(
		( select ) => select( cartStore ).getCartTotals(),
		[]
	);
	if ( ! totals ) {
		return null;
	}
	return (
		<div className={ className }>
			<Subtotal
				totals={ totals }
				includingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
			/>
		</div>
	);
}
