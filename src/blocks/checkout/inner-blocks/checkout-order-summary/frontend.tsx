/**
 * rueda/checkout-order-summary on the live site. A failed coupon removal
 * shows the server's message as a snackbar (spec section 8).
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	noticesStore,
	type InnerBlockProps,
} from '@rueda/runtime';

import CouponForm from '../../../../shared/cart/coupon-form';
import { getErrorMessage } from '../../../../shared/cart/error-message';
import { CHECKOUT_NOTICE_CONTEXT } from '../../../../stores/checkout/constants';
import OrderSummary from './block';

export default function OrderSummaryBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( OrderSummaryBlock );
	const { cart, isApplying, removing } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			isApplying: select( cartStore ).isApplyingCoupon(),
			removing: select( cartStore ).getCouponBeingRemoved(),
		} ),
		[]
	);
	const { applyCoupon, removeCoupon } = useDispatch( cartStore );
	const { createErrorNotice } = useDispatch( noticesStore );
	if ( ! cart ) {
		return null;
	}
	return (
		<div className={ className }>
			<OrderSummary
				cart={ cart }
				taxes={ getShopSettings().taxes }
				couponForm={
					<CouponForm
						instanceId={ `checkout-${ instanceId }` }
						isApplying={ isApplying }
						onApply={ applyCoupon }
					/>
				}
				removingCoupon={ removing }
				onRemoveCoupon={ ( code ) =>
					removeCoupon( code ).catch( ( reason: unknown ) =>
						createErrorNotice( getErrorMessage( reason ), {
							type: 'snackbar',
							context: CHECKOUT_NOTICE_CONTEXT,
						} )
					)
				}
				instanceId={ String( instanceId ) }
				// The items show at once: on phones the summary is read just
				// before the place-order button.
				initialOpen
			/>
		</div>
	);
}
