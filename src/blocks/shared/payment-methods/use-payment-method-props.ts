/**
 * The props the checkout gives a payment method's UI: payment setup events,
 * and for express methods the calls that start, close or fail the express
 * flow in the rueda/payment store.
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { noticesStore, paymentEvents, paymentStore } from '@rueda/runtime';

import type { PaymentMethodProps } from '@rueda/shared/payments';
import { EXPRESS_PAYMENT_NOTICE_CONTEXT } from '@rueda/stores/payment/constants';

/** One express error at a time: a newer one replaces it. */
export const EXPRESS_ERROR_NOTICE_ID = 'rueda-express-payment-error';

/**
 * @param name    The method's name.
 * @param express Whether it is an express method.
 */
export function usePaymentMethodProps(
	name: string,
	express: boolean
): PaymentMethodProps {
	const { startExpressPayment, closeExpressPayment, failExpressPayment } =
		useDispatch( paymentStore );
	const { createErrorNotice, removeNotice } = useDispatch( noticesStore );
	return useMemo( () => {
		const props: PaymentMethodProps = {
			onPaymentSetup: paymentEvents.onPaymentSetup,
			isEditor: false,
			setExpressPaymentError: ( message: string ) => {
				if ( message ) {
					createErrorNotice( message, {
						id: EXPRESS_ERROR_NOTICE_ID,
						context: EXPRESS_PAYMENT_NOTICE_CONTEXT,
					} );
				} else {
					removeNotice(
						EXPRESS_ERROR_NOTICE_ID,
						EXPRESS_PAYMENT_NOTICE_CONTEXT
					);
				}
			},
		};
		if ( ! express ) {
			return props;
		}
		return {
			...props,
			onClick: () => startExpressPayment( name ),
			onClose: () => closeExpressPayment(),
			onError: ( message: string ) => failExpressPayment( message ),
		};
	}, [
		name,
		express,
		startExpressPayment,
		closeExpressPayment,
		failExpressPayment,
		createErrorNotice,
		removeNotice,
	] );
}
