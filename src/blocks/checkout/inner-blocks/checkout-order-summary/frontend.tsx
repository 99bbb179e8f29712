/**
 * rueda/checkout-order-summary on the live site. A failed coupon removal
 * shows the server's message as a snackbar (spec section 8). The heading
 * (data-heading) and whether the coupon form shows (data-show-coupon-form) are
 * the shop owner's.
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	noticesStore,
	type InnerBlockProps,
} from '@rueda/runtime';

import CouponForm from '@rueda/shared/cart/coupon-form';
import { getErrorMessage } from '@rueda/shared/cart/error-message';
import { CHECKOUT_NOTICE_CONTEXT } from '@rueda/stores/checkout/constants';
import {
	readBoolean,
	readText,
} from '@rueda/blocks/shared/frontend/attributes';
import { getShopIdentity } from '../../invoice/invoice-settings';
import ShopIdentity from '../../invoice/shop-identity';
import OrderSummary, { getDefaultHeading } from './block';

export default function OrderSummaryBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
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
				heading={ readText( attributes.heading, getDefaultHeading() ) }
				cart={ cart }
				taxes={ getShopSettings().taxes }
				couponForm={
					readBoolean( attributes.showCouponForm, true ) && (
						<CouponForm
							instanceId={ `checkout-${ instanceId }` }
							isApplying={ isApplying }
							onApply={ applyCoupon }
						/>
					)
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
			<ShopIdentity identity={ getShopIdentity() } />
		</div>
	);
}
