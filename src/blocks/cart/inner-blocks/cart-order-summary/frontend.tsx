/**
 * rueda/cart-order-summary on the live site, with the heading the shop owner
 * set (data-heading) or the default one.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import TotalsFooter from '@rueda/blocks/shared/cart/totals-footer';
import { readText } from '@rueda/blocks/shared/frontend/attributes';
import { OrderSummaryHeading, getDefaultHeading } from './block';

export default function OrderSummaryBlock( {
	className,
	children,
	attributes,
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
			<OrderSummaryHeading
				text={ readText( attributes.heading, getDefaultHeading() ) }
			/>
			{ children }
			<TotalsFooter cart={ cart } taxes={ getShopSettings().taxes } />
		</div>
	);
}
