/**
 * rueda/checkout-express-payment on the live site: the content of each
 * express payment method available for the cart, placeholders while the
 * methods load, nothing when none is available.
 */
import { getExpressPaymentMethods, type InnerBlockProps } from '@rueda/runtime';

import { StoreNotices } from '@rueda/blocks/shared/notices';
import {
	ExpressMethods,
	useExpressPaymentMethods,
} from '@rueda/blocks/shared/payment-methods/express-methods';
import { EXPRESS_PAYMENT_NOTICE_CONTEXT } from '@rueda/stores/payment/constants';
import ExpressCheckout from './block';

export default function ExpressPaymentBlock( { className }: InnerBlockProps ) {
	const { isLoading, methods } = useExpressPaymentMethods();
	if ( ! isLoading && methods.length === 0 ) {
		return null;
	}
	return (
		<div className={ className }>
			<StoreNotices context={ EXPRESS_PAYMENT_NOTICE_CONTEXT } />
			<ExpressCheckout
				isLoading={ isLoading }
				placeholders={
					Object.keys( getExpressPaymentMethods() ).length
				}
			>
				<ExpressMethods methods={ methods } />
			</ExpressCheckout>
		</div>
	);
}
