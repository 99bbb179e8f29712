/**
 * Before an order is sent (spec section 5): show every field error, ask the
 * checkout_validation listeners, and block on validation errors (unless an
 * express method is active), a payment error or a shipping problem. Blocked:
 * error flag, notices, back to idle. Otherwise on to processing.
 */
import { store as cartStore } from '../../cart';
import { store as paymentStore } from '../../payment';
import { store as validationStore } from '../../validation';
import { emitCheckoutValidation } from '../events';
import { isErrorOrFailure } from '../observers';
import { store as checkoutStore } from '../store';
import type { FlowContext } from './context';
import {
	cartUnavailable,
	paymentOptionProblem,
	shippingOptionProblem,
	shippingOptionRequired,
} from './messages';
import {
	addMessage,
	clearErrorNotices,
	listenerMessage,
	noticeContextOf,
	showErrorNotices,
	type NoticeMessages,
} from './notices';

/**
 * The store-side reasons not to send the order, as messages by area.
 *
 * @param context The flow.
 * @return Null when nothing blocks.
 */
function findBlockers( context: FlowContext ): NoticeMessages | null {
	const { registry } = context;
	const validation = registry.select( validationStore );
	const payment = registry.select( paymentStore );
	const cart = registry.select( cartStore );
	const messages: NoticeMessages = new Map();
	let blocked = false;
	const block = ( message: string ) => {
		blocked = true;
		addMessage( messages, context.noticeArea, message );
	};

	if (
		validation.hasValidationErrors() &&
		! payment.isExpressPaymentMethodActive()
	) {
		blocked = true;
		validation
			.getShownMessages()
			.forEach( ( message ) =>
				addMessage( messages, context.noticeArea, message )
			);
	}
	if ( payment.hasPaymentError() ) {
		block( paymentOptionProblem() );
	}
	if ( ! cart.getCartData() ) {
		block( cartUnavailable() );
	}
	if ( cart.getShippingErrorStatus() !== 'none' ) {
		block( shippingOptionProblem() );
	}
	const missingRate = cart
		.getShippingRates()
		.some(
			( shippingPackage ) =>
				! shippingPackage.shipping_rates.some(
					( rate ) => rate.selected
				)
		);
	if ( cart.getNeedsShipping() && missingRate ) {
		block( shippingOptionRequired() );
	}
	return blocked ? messages : null;
}

export async function runBeforeProcessing(
	context: FlowContext
): Promise< void > {
	const { registry } = context;
	const attempt = ++context.attempt;
	clearErrorNotices( context );
	// Express methods bring their own details: the form's errors stay hidden.
	if ( ! registry.select( paymentStore ).isExpressPaymentMethodActive() ) {
		registry.dispatch( validationStore ).showAllValidationErrors();
	}

	const results = await emitCheckoutValidation();
	const checkout = registry.select( checkoutStore );
	if ( attempt !== context.attempt || ! checkout.isBeforeProcessing() ) {
		return;
	}

	const messages = findBlockers( context );
	const failure = results.find( isErrorOrFailure );
	if ( ! messages && ! failure ) {
		registry.dispatch( checkoutStore ).setProcessing();
		return;
	}
	const all: NoticeMessages = messages ?? new Map();
	if ( failure ) {
		addMessage(
			all,
			noticeContextOf( failure, context.noticeArea ),
			listenerMessage( failure, context.showErrorDetails )
		);
	}
	const { setHasError, setIdle } = registry.dispatch( checkoutStore );
	setHasError( true );
	showErrorNotices( context, all );
	setIdle();
}
