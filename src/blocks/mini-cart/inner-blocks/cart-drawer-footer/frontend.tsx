/**
 * rueda/cart-drawer-footer on the live site; nothing while the cart is empty.
 * The buttons' texts (data-cart-button-label, data-checkout-button-label) and
 * whether the cart button shows (data-show-cart-button) are the shop owner's.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import {
	readBoolean,
	readText,
} from '@rueda/blocks/shared/frontend/attributes';
import DrawerFooter from './block';

export default function DrawerFooterBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
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
				cartUrl={
					readBoolean( attributes.showCartButton, true )
						? links.cart
						: ''
				}
				checkoutUrl={ links.checkout }
				cartButtonLabel={ readText( attributes.cartButtonLabel, '' ) }
				checkoutButtonLabel={ readText(
					attributes.checkoutButtonLabel,
					''
				) }
			/>
		</div>
	);
}
