/**
 * rueda/cart-order-summary-fees on the live site: nothing without fees.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import Fees from './block';

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
			<Fees
				fees={ fees }
				includingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
			/>
		</div>
	);
}
