/**
 * Payment setup (spec section 4): once the checkout is processing, the
 * active method's UI is asked for its payment data through onPaymentSetup.
 * Success merges the data and makes payment ready; an error or failure sets
 * the payment error and sends the checkout back to idle with its error flag.
 */
import { isRecord } from '../../../shared/api';
import { emitPaymentSetup } from '../../../shared/payments/events';
import { store as cartStore } from '../../cart';
import { store as paymentStore } from '../../payment';
import { PAYMENT_NOTICE_CONTEXT } from '../../payment/constants';
import type { PaymentMethodData } from '../../payment/types';
import {
	isErrorOrFailure,
	type ObserverResponse,
	type ObserverResult,
} from '../observers';
import { store as checkoutStore } from '../store';
import type { FlowContext } from './context';
import { paymentMethodDifficulties, paymentOptionProblem } from './messages';
import {
	addMessage,
	listenerMessage,
	noticeContextOf,
	showErrorNotices,
} from './notices';

/**
 * The payment data of the success answers, later ones winning. Only strings,
 * booleans and numbers (as strings) travel as payment_data values.
 *
 * @param results The listeners' answers.
 */
export function collectPaymentMethodData(
	results: readonly ObserverResult[]
): PaymentMethodData {
	const data: Record< string, string | boolean > = {};
	for ( const result of results ) {
		if ( ! isRecord( result ) || result.type !== 'success' ) {
			continue;
		}
		const meta = isRecord( result.meta ) ? result.meta : {};
		const entries = isRecord( meta.paymentMethodData )
			? Object.entries( meta.paymentMethodData )
			: [];
		for ( const [ key, value ] of entries ) {
			if ( typeof value === 'string' || typeof value === 'boolean' ) {
				data[ key ] = value;
			} else if ( typeof value === 'number' ) {
				data[ key ] = String( value );
			}
		}
	}
	return data;
}

/**
 * What the shopper reads: a thrown error's text may be technical, so only
 * administrators see it (spec section 6).
 *
 * @param failure          The failing answer.
 * @param showErrorDetails Whether the viewer is an administrator.
 */
export function paymentErrorMessage(
	failure: ObserverResponse,
	showErrorDetails: boolean
): string {
	return (
		listenerMessage(
			failure,
			showErrorDetails,
			paymentMethodDifficulties
		) || paymentOptionProblem()
	);
}

/**
 * Starts payment setup; its first transition happens synchronously, so the
 * flow never starts it twice.
 *
 * @param context The flow.
 */
export async function runPaymentSetup( context: FlowContext ): Promise< void > {
	const { registry } = context;
	const payment = registry.dispatch( paymentStore );
	if ( ! registry.select( cartStore ).getCartData()?.needs_payment ) {
		payment.setPaymentReady();
		return;
	}
	const attempt = context.attempt;
	const selected = registry.select( paymentStore );
	payment.setPaymentProcessing();

	const results = await emitPaymentSetup( {
		paymentMethod: selected.getActivePaymentMethod(),
		savedToken: selected.getActiveSavedToken(),
	} );
	if (
		attempt !== context.attempt ||
		! registry.select( checkoutStore ).isProcessing() ||
		! registry.select( paymentStore ).isPaymentProcessing()
	) {
		return;
	}

	const failure = results.find( isErrorOrFailure );
	if ( failure ) {
		const message = paymentErrorMessage(
			failure,
			context.showErrorDetails
		);
		const checkout = registry.dispatch( checkoutStore );
		checkout.setHasError( true );
		payment.setPaymentError( message );
		const messages = new Map< string, string[] >();
		addMessage(
			messages,
			noticeContextOf( failure, PAYMENT_NOTICE_CONTEXT ),
			message
		);
		showErrorNotices( context, messages );
		checkout.setIdle();
		return;
	}
	payment.setPaymentMethodData( {
		...registry.select( paymentStore ).getPaymentMethodData(),
		...collectPaymentMethodData( results ),
	} );
	payment.setPaymentReady();
}
