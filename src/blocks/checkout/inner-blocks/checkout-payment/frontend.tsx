/**
 * rueda/checkout-payment on the live site: the payment methods the cart
 * allows, with the registered UI of the chosen one; a skeleton while the cart
 * and the methods load; the notices of spec section 8 when there is nothing
 * to pay with. Each method's icons (its own, or its server gateway's) beside
 * its label. Disabled while an express payment is under way.
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import {
	cartStore,
	getExpressPaymentMethods,
	getPaymentMethods,
	getShopSettings,
	paymentStore,
	type InnerBlockProps,
} from '@rueda/runtime';

import { useMinimumDisplay } from '@rueda/blocks/shared/frontend/use-minimum-display';
import { StoreNotices } from '@rueda/blocks/shared/notices';
import type { PaymentMethodConfig } from '@rueda/shared/payments';
import { PAYMENT_NOTICE_CONTEXT } from '@rueda/stores/payment/constants';
import { getCheckoutSettings } from '../../checkout-settings';
import PaymentMethodErrorBoundary from '@rueda/blocks/shared/payment-methods/error-boundary';
import { usePaymentMethodProps } from '@rueda/blocks/shared/payment-methods/use-payment-method-props';
import { getPaymentMethodsNotice } from '../../payment-notices';
import { getSavedPaymentMethodLabel } from '../../saved-payment-methods';
import PaymentOptions from './block';
import PaymentMethodIcons from './payment-method-icons';

function MethodContent( { config }: { config: PaymentMethodConfig } ) {
	const props = usePaymentMethodProps( config.name, false );
	const Content = config.content;
	return <Content { ...props } />;
}

export default function PaymentBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( PaymentBlock );
	const state = useSelect( ( select ) => {
		const cart = select( cartStore );
		const payment = select( paymentStore );
		return {
			needsPayment: cart.getCartData()?.needs_payment ?? false,
			isCartLoading: cart.isCartLoading() || ! cart.hasCartLoaded(),
			isInitialized: payment.paymentMethodsInitialized(),
			available: payment.getAvailablePaymentMethods(),
			express: payment.getAvailableExpressPaymentMethods(),
			saved: payment.getSavedPaymentMethods(),
			activeMethod: payment.getActivePaymentMethod(),
			activeToken: payment.getActiveSavedToken(),
			canSave: payment.canSavePaymentMethod(),
			shouldSave: payment.getShouldSavePaymentMethod(),
			isExpressActive: payment.isExpressPaymentMethodActive(),
		};
	}, [] );
	const {
		setActivePaymentMethod,
		setActiveSavedToken,
		setShouldSavePaymentMethod,
	} = useDispatch( paymentStore );
	const isLoading = useMinimumDisplay(
		state.isCartLoading || ! state.isInitialized
	);
	const { available, activeMethod, activeToken } = state;

	// A method is always chosen while some is available (an express method in
	// use is not in the list, and stays chosen until its sheet closes).
	useEffect( () => {
		const [ first ] = available;
		if (
			state.isInitialized &&
			! state.isExpressActive &&
			first &&
			activeToken === '' &&
			! available.includes( activeMethod )
		) {
			setActivePaymentMethod( first );
		}
	}, [
		state.isInitialized,
		state.isExpressActive,
		available,
		activeMethod,
		activeToken,
		setActivePaymentMethod,
	] );

	if ( ! state.needsPayment ) {
		return null;
	}
	const registered = getPaymentMethods();
	const { showErrorDetails } = getShopSettings();
	const titles = getCheckoutSettings().paymentMethods;
	const notice = getPaymentMethodsNotice( {
		registered:
			Object.keys( registered ).length +
			Object.keys( getExpressPaymentMethods() ).length,
		available: available.length,
		express: state.express.length,
		showErrorDetails,
	} );
	const savedMethods = state.saved
		.filter(
			( saved ) =>
				registered[ saved.method.gateway ]?.supports?.showSavedCards
		)
		.map( ( saved ) => ( {
			value: saved.tokenId,
			label: getSavedPaymentMethodLabel(
				saved,
				titles[ saved.method.gateway ]?.title
			),
		} ) );
	const methods = available.flatMap( ( name ) => {
		const config = registered[ name ];
		if ( ! config ) {
			return [];
		}
		// The registration's own icons, else those its server gateway declares.
		const icons = config.icons ?? titles[ name ]?.icons ?? [];
		return [
			{
				value: name,
				label: config.label,
				ariaLabel: config.ariaLabel,
				icons: icons.length > 0 && (
					<PaymentMethodIcons
						method={ name }
						icons={ icons }
						showErrorDetails={ showErrorDetails }
					/>
				),
			},
		];
	} );
	const activeConfig = activeToken ? undefined : registered[ activeMethod ];

	return (
		<div className={ className }>
			<StoreNotices context={ PAYMENT_NOTICE_CONTEXT } />
			<PaymentOptions
				isLoading={ isLoading }
				notice={ notice }
				savedMethods={ savedMethods }
				methods={ methods }
				activeToken={ activeToken }
				activeMethod={ activeMethod }
				onSelectSaved={ setActiveSavedToken }
				onSelectMethod={ ( name ) => setActivePaymentMethod( name ) }
				content={
					activeConfig && (
						<PaymentMethodErrorBoundary
							key={ activeConfig.name }
							showDetails={ showErrorDetails }
						>
							<MethodContent config={ activeConfig } />
						</PaymentMethodErrorBoundary>
					)
				}
				saveOption={
					activeConfig?.supports?.showSaveOption && state.canSave
						? {
								checked: state.shouldSave,
								onChange: setShouldSavePaymentMethod,
							}
						: null
				}
				disabled={ state.isExpressActive }
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}
