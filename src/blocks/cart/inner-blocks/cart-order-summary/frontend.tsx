/**
 * rueda/cart-order-summary on the live site.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import TotalsFooter from '../../../../shared/cart/totals-footer';
import { OrderSummaryHeading } from './block';

export default function OrderSummaryBlock( {
	className,
	children,
}: InnerBlockProps ) {
	const cart = useSelect(
		( select ) => select( cartStore ).getCartData(),
		[]
	);
	if ( ! cart ) {
		return null;
	}
	return (
		<div className={ className }>
			<OrderSummaryHeading />
			{ children }
			<TotalsFooter cart={ cart } taxes={ getShopSettings().taxes } />
		</div>
	);
}
