/**
 * Editor preview of rueda/checkout-order-summary, with the sample cart.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import CouponForm from '../../../../shared/cart/coupon-form';
import {
	SAMPLE_TAXES,
	getSampleCart,
} from '../../../../shared/cart/sample-cart';
import { Preview } from '../../../../shared/editor';
import OrderSummary from './block';

const noop = () => undefined;
const resolved = () => Promise.resolve();

export default function Edit() {
	const cart = useMemo( getSampleCart, [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<OrderSummary
					cart={ cart }
					taxes={ SAMPLE_TAXES }
					couponForm={
						<CouponForm
							instanceId="editor-checkout"
							isApplying={ false }
							onApply={ resolved }
						/>
					}
					removingCoupon=""
					onRemoveCoupon={ noop }
					instanceId="editor"
					initialOpen
				/>
			</Preview>
		</div>
	);
}
