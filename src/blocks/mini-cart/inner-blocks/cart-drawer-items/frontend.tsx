/**
 * rueda/cart-drawer-items on the live site: the cart's lines, the same
 * components as the cart block's, or the empty message.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import CartLineItems from '@rueda/blocks/shared/cart/cart-line-items';
import { EmptyDrawer } from './block';

export default function DrawerItemsBlock( { className }: InnerBlockProps ) {
	const isEmpty = useSelect(
		( select ) => select( cartStore ).getItems().length === 0,
		[]
	);
	return (
		<div className={ className }>
			{ isEmpty ? (
				<EmptyDrawer shopUrl={ getShopSettings().links.shop } />
			) : (
				<CartLineItems compact />
			) }
		</div>
	);
}
