/**
 * rueda/cart-order-summary-coupon-form on the live site.
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import { cartStore, type InnerBlockProps } from '@rueda/runtime';

import CouponForm from '@rueda/shared/cart/coupon-form';

export default function CouponFormBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( CouponFormBlock );
	const isApplying = useSelect(
		( select ) => select( cartStore ).isApplyingCoupon(),
		[]
	);
	const { applyCoupon } = useDispatch( cartStore );
	return (
		<div className={ className }>
			<CouponForm
				instanceId={ String( instanceId ) }
				isApplying={ isApplying }
				onApply={ applyCoupon }
			/>
		</div>
	);
}
