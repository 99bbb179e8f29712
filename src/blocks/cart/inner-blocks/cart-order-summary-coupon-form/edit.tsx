/**
 * Editor preview of rueda/cart-order-summary-coupon-form.
 */
import { useBlockProps } from '@wordpress/block-editor';

import CouponForm from '@rueda/shared/cart/coupon-form';
import { Preview } from '@rueda/blocks/shared/editor';

const resolved = () => Promise.resolve();

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<CouponForm
					instanceId="editor"
					isApplying={ false }
					onApply={ resolved }
				/>
			</Preview>
		</div>
	);
}
