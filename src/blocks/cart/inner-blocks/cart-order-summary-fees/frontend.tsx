/**
 * rueda/cart-order-summary-fees on the live site: nothing without fees.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import FeeRows from '@rueda/blocks/shared/cart/totals-rows/fees';

export default function FeesBlock( { className }: InnerBlockProps ) {
	const fees = useSelect(
		( select ) => select( cartStore ).getCartData()?.fees,
		[]
	);
	if ( ! fees?.length ) {
		return null;
	}
	return (
		<div className={ className }>
			<FeeRows
				fees={ fees }
				includingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
			/>
		</div>
	);
}
