/**
 * rueda/checkout-express-payment on the live site: the content of each
 * express payment method available for the cart, placeholders while the
 * methods load, nothing when none is available.
 */
import { useSelect } from '@wordpress/data';
import {
	getExpressPaymentMethods,
	getShopSettings,
	paymentStore,
	type InnerBlockProps,
} from '@rueda/runtime';

import { StoreNotices } from '../../../../shared/notices';
import type { ExpressPaymentMethodConfig } from '../../../../shared/payments';
import { EXPRESS_PAYMENT_NOTICE_CONTEXT } from '../../../../stores/payment/constants';
import PaymentMethodErrorBoundary from '../../components/payment-method-error-boundary';
import { usePaymentMethodProps } from '../../components/use-payment-method-props';
import ExpressCheckout from './block';

function ExpressMethod( { config }: { config: ExpressPaymentMethodConfig } ) {
	const props = usePaymentMethodProps( config.name, true );
	const Content = config.content;
	return (
		<div className="rueda-express-checkout__method">
			<Content { ...props } />
		</div>
	);
}

export default function ExpressPaymentBlock( { className }: InnerBlockProps ) {
	const { available, isInitialized } = useSelect(
		( select ) => ( {
			available:
				select( paymentStore ).getAvailableExpressPaymentMethods(),
			isInitialized: select( paymentStore ).paymentMethodsInitialized(),
		} ),
		[]
	);
	if ( isInitialized && available.length === 0 ) {
		return null;
	}
	const registered = getExpressPaymentMethods();
	const { showErrorDetails } = getShopSettings();
	return (
		<div className={ className }>
			<StoreNotices context={ EXPRESS_PAYMENT_NOTICE_CONTEXT } />
			<ExpressCheckout
				isLoading={ ! isInitialized }
				placeholders={ Object.keys( registered ).length }
			>
				{ available.map( ( name ) => {
					const config = registered[ name ];
					return (
						config && (
							<PaymentMethodErrorBoundary
								key={ name }
								showDetails={ showErrorDetails }
							>
								<ExpressMethod config={ config } />
							</PaymentMethodErrorBoundary>
						)
					);
				} ) }
			</ExpressCheckout>
		</div>
	);
}
