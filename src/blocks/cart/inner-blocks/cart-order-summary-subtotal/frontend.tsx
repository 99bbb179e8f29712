/**
 * rueda/cart-order-summary-subtotal on the live site.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import SubtotalRow from '@rueda/blocks/shared/cart/totals-rows/subtotal';

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
			<SubtotalRow
				totals={ totals }
				includingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
			/>
		</div>
	);
}
