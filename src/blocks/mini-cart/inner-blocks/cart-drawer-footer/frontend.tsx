/**
 * rueda/cart-drawer-footer on the live site; nothing while the cart is empty.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import DrawerFooter from './block';

export default function DrawerFooterBlock( { className }: InnerBlockProps ) {
	const totals = useSelect( ( select ) => {
		const cart = select( cartStore );
		return cart.getItems().length ? cart.getCartTotals() : null;
	}, [] );
	if ( ! totals ) {
		return null;
	}
	const { links, taxes } = getShopSettings();
	return (
		<div className={ className }>
			<DrawerFooter
				totals={ totals }
				includingTax={ taxes.displayCartPricesIncludingTax }
				cartUrl={ links.cart }
				checkoutUrl={ links.checkout }
			/>
		</div>
	);
}
