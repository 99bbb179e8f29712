/**
 * rueda/checkout-fields on the live site: the checkout's own notices (a
 * failed order...), then the steps.
 */
import type { InnerBlockProps } from '@rueda/runtime';

import { StoreNotices } from '@rueda/blocks/shared/notices';
import { CHECKOUT_NOTICE_CONTEXT } from '@rueda/stores/checkout/constants';

export default function CheckoutFieldsBlock( {
	className,
	children,
}: InnerBlockProps ) {
	return (
		<div className={ className }>
			<div className="rueda-checkout-notices">
				<StoreNotices context={ CHECKOUT_NOTICE_CONTEXT } />
			</div>
			{ children }
		</div>
	);
}
