/**
 * rueda/cart-order-summary-discount on the live site. A failed removal shows
 * the server's message as a snackbar (spec section 8).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
	noticesStore,
} from '@rueda/runtime';

import { getErrorMessage } from '@rueda/shared/cart/error-message';
import { NOTICE_CONTEXTS } from '@rueda/blocks/shared/notices';
import DiscountRow from '@rueda/blocks/shared/cart/totals-rows/discount';

export default function DiscountBlock( { className }: InnerBlockProps ) {
	const { cart, removing } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			removing: select( cartStore ).getCouponBeingRemoved(),
		} ),
		[]
	);
	const { removeCoupon } = useDispatch( cartStore );
	const { createErrorNotice } = useDispatch( noticesStore );
	if ( ! cart ) {
		return null;
	}
	return (
		<div className={ className }>
			<DiscountRow
				totals={ cart.totals }
				coupons={ cart.coupons }
				extensions={ cart.extensions }
				context="cart"
				includingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
				removing={ removing }
				onRemove={ ( code ) =>
					removeCoupon( code ).catch( ( reason: unknown ) =>
						createErrorNotice( getErrorMessage( reason ), {
							type: 'snackbar',
							context: NOTICE_CONTEXTS.cart,
						} )
					)
				}
			/>
		</div>
	);
}
