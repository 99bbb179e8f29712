/**
 * The express payment methods available for the cart, as the cart's and the
 * checkout's express areas show them: each registered method's content in
 * its own error boundary (placeholders while the available methods are not
 * known yet: express-placeholders.tsx).
 */
import { useSelect } from '@wordpress/data';
import {
	getExpressPaymentMethods,
	getShopSettings,
	paymentStore,
} from '@rueda/runtime';

import type { ExpressPaymentMethodConfig } from '@rueda/shared/payments';
import PaymentMethodErrorBoundary from './error-boundary';
import { usePaymentMethodProps } from './use-payment-method-props';

export type ExpressPaymentMethodsState = {
	/** The available methods are not known yet. */
	isLoading: boolean;
	/** The available methods with a registered UI, in the shop's order. */
	methods: readonly ExpressPaymentMethodConfig[];
};

/**
 * The express methods the cart allows, from the rueda/payment store.
 */
export function useExpressPaymentMethods(): ExpressPaymentMethodsState {
	const { available, isInitialized } = useSelect(
		( select ) => ( {
			available:
				select( paymentStore ).getAvailableExpressPaymentMethods(),
			isInitialized: select( paymentStore ).paymentMethodsInitialized(),
		} ),
		[]
	);
	const registered = getExpressPaymentMethods();
	return {
		isLoading: ! isInitialized,
		methods: available.flatMap( ( name ) => {
			const config = registered[ name ];
			return config ? [ config ] : [];
		} ),
	};
}

function ExpressMethod( { config }: { config: ExpressPaymentMethodConfig } ) {
	const props = usePaymentMethodProps( config.name, true );
	const Content = config.content;
	return (
		<div className="rueda-express-checkout__method">
			<Content { ...props } />
		</div>
	);
}

/**
 * The methods' buttons, for the area's `rueda-express-checkout__methods` list.
 *
 * @param props         Props.
 * @param props.methods The methods to show.
 */
export function ExpressMethods( {
	methods,
}: {
	methods: readonly ExpressPaymentMethodConfig[];
} ) {
	const { showErrorDetails } = getShopSettings();
	return (
		<>
			{ methods.map( ( config ) => (
				<PaymentMethodErrorBoundary
					key={ config.name }
					showDetails={ showErrorDetails }
				>
					<ExpressMethod config={ config } />
				</PaymentMethodErrorBoundary>
			) ) }
		</>
	);
}
