/**
 * rueda/cart-order-summary-discount on the live site. A failed removal shows
 * the server's message (spec section 8).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import { getErrorMessage } from '../../../../shared/cart/error-message';
import Discount from './block';

export default function DiscountBlock( { className }: InnerBlockProps ) {
	const { cart, removing } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			removing: select( cartStore ).getCouponBeingRemoved(),
		} ),
		[]
	);
	const { removeCoupon } = useDispatch( cartStore );
	const [ error, setError ] = useState( '' );
	if ( ! cart ) {
		return null;
	}
	return (
		<div className={ className }>
			<Discount
				totals={ cart.totals }
				coupons={ cart.coupons }
				includingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
				removing={ removing }
				onRemove={ ( code ) => {
					setError( '' );
					removeCoupon( code ).catch( ( reason: unknown ) =>
						setError( getErrorMessage( reason ) )
					);
				} }
				error={ error }
				onDismissError={ () => setError( '' ) }
			/>
		</div>
	);
}
