/**
 * Sends the order (POST /checkout) and handles the answer. Only one order
 * request may be in flight on the page (spec section 4), whatever triggers it.
 */
import {
	getCartFromError,
	isCheckoutResponse,
	storeApiFetch,
	STORE_API_ROUTES,
	toApiError,
	type ApiErrorResponse,
	type CheckoutResponse,
} from '../../../shared/api';
import { store as cartStore } from '../../cart';
import { store as paymentStore } from '../../payment';
import { USER_ID_HEADER } from '../constants';
import {
	emitCheckoutFail,
	emitCheckoutSuccess,
	type CheckoutProcessingResponse,
	type CheckoutResultPayload,
} from '../events';
import { isErrorOrFailure, type ObserverResult } from '../observers';
import { store as checkoutStore } from '../store';
import type { FlowContext } from './context';
import {
	orderFailedWithoutAnswer,
	paymentMethodDifficulties,
	paymentOptionProblem,
} from './messages';
import {
	addMessage,
	listenerMessage,
	noticeContextOf,
	showErrorNotices,
	type NoticeMessages,
} from './notices';
import { buildCheckoutPayload } from './payload';

/** Codes of answers that were not the server's JSON (spec section 8). */
const NO_ANSWER_CODES: readonly string[] = [
	'invalid_json',
	'invalid_response',
	'unknown_error',
	'fetch_error',
];

// Module-level on purpose: one order request per page, even across registries.
let requestInFlight = false;

export function isOrderRequestInFlight(): boolean {
	return requestInFlight;
}

/**
 * Whether the browser may be sent to an answer's `redirect_url`: a web page
 * (http or https), the confirmation page or a bank's. Never a `javascript:` or
 * `data:` address, whatever the answer says.
 *
 * @param url The address.
 */
export function isNavigableUrl( url: string ): boolean {
	try {
		const { protocol } = new URL( url, window.location.href );
		return protocol === 'https:' || protocol === 'http:';
	} catch {
		return false;
	}
}

/**
 * @param context The flow.
 * @return The request's promise, or null when one is already in flight.
 */
export function submitOrder( context: FlowContext ): Promise< void > | null {
	if ( requestInFlight ) {
		return null;
	}
	requestInFlight = true;
	return sendOrder( context ).finally( () => {
		requestInFlight = false;
	} );
}

function resultPayload(
	context: FlowContext,
	processingResponse: CheckoutProcessingResponse | null
): CheckoutResultPayload {
	const checkout = context.registry.select( checkoutStore );
	return {
		orderId: checkout.getOrderId(),
		customerId: checkout.getCustomerId(),
		orderNotes: checkout.getOrderNotes(),
		redirectUrl: checkout.getRedirectUrl(),
		processingResponse,
	};
}

/**
 * Notices for the listeners' failing answers (a thrown error's detail for
 * administrators only).
 *
 * @param context  The flow.
 * @param messages Where to add them.
 * @param results  The answers.
 */
function addListenerMessages(
	context: FlowContext,
	messages: NoticeMessages,
	results: readonly ObserverResult[]
): void {
	results
		.filter( isErrorOrFailure )
		.forEach( ( failure ) =>
			addMessage(
				messages,
				noticeContextOf( failure, context.noticeArea ),
				listenerMessage( failure, context.showErrorDetails )
			)
		);
}

/**
 * The order failed: error flag, notices, checkout_fail listeners, and back
 * to an editable checkout.
 *
 * @param context  The flow.
 * @param response What failed.
 */
async function failOrder(
	context: FlowContext,
	response: CheckoutProcessingResponse
): Promise< void > {
	const { registry } = context;
	registry.dispatch( checkoutStore ).setHasError( true );
	const messages: NoticeMessages = new Map();
	addMessage( messages, context.noticeArea, response.message );
	const results = await emitCheckoutFail(
		resultPayload( context, response )
	);
	addListenerMessages( context, messages, results );
	showErrorNotices( context, messages );
	registry.dispatch( checkoutStore ).setIdle();
}

async function handleError(
	context: FlowContext,
	error: ApiErrorResponse
): Promise< void > {
	const { registry } = context;
	const cart = getCartFromError( error );
	if ( cart ) {
		registry.dispatch( cartStore ).receiveCart( cart );
	}
	const noAnswer = NO_ANSWER_CODES.includes( error.code );
	const isLoggedIn = registry.select( checkoutStore ).getCustomerId() > 0;
	await failOrder( context, {
		paymentStatus: '',
		paymentDetails: {},
		code: noAnswer ? 'unknown_error' : error.code,
		message: noAnswer
			? orderFailedWithoutAnswer( isLoggedIn )
			: error.message,
	} );
}

async function handleSuccess(
	context: FlowContext,
	body: CheckoutResponse,
	headers: Headers
): Promise< void > {
	const { registry } = context;
	const checkout = registry.dispatch( checkoutStore );
	const userId = headers.get( USER_ID_HEADER ) ?? '';
	if ( /^\d+$/.test( userId ) ) {
		checkout.setCustomerId( Number( userId ) );
	}
	checkout.setAfterProcessing();
	checkout.processCheckoutResponse( body );

	const result = body.payment_result;
	const processingResponse: CheckoutProcessingResponse = {
		paymentStatus: result.payment_status,
		paymentDetails:
			registry.select( checkoutStore ).getPaymentResult()
				?.paymentDetails ?? {},
	};
	// An order whose payment did not go through stays on the checkout.
	if (
		result.payment_status === 'failure' ||
		result.payment_status === 'error'
	) {
		await failOrder( context, {
			...processingResponse,
			message:
				processingResponse.paymentDetails.message ||
				paymentOptionProblem(),
		} );
		return;
	}
	if ( result.redirect_url && ! isNavigableUrl( result.redirect_url ) ) {
		await failOrder( context, {
			...processingResponse,
			message: paymentMethodDifficulties(),
		} );
		return;
	}

	const results = await emitCheckoutSuccess(
		resultPayload( context, processingResponse )
	);
	if ( results.some( isErrorOrFailure ) ) {
		const messages: NoticeMessages = new Map();
		addListenerMessages( context, messages, results );
		checkout.setHasError( true );
		showErrorNotices( context, messages );
		checkout.setIdle();
		return;
	}
	checkout.setComplete( result.redirect_url );
	// A whole-page navigation: the confirmation page, or the bank's page where a
	// payment taken there (payment_status `pending`) is made.
	if ( result.redirect_url ) {
		context.navigate( result.redirect_url );
	}
}

async function sendOrder( context: FlowContext ): Promise< void > {
	const { registry } = context;
	const cart = registry.select( cartStore ).getCartData();
	if ( ! cart ) {
		return;
	}
	const checkout = registry.select( checkoutStore );
	const payment = registry.select( paymentStore );
	const data = buildCheckoutPayload( {
		cart,
		useShippingAsBilling: checkout.getUseShippingAsBilling(),
		prefersCollection: checkout.getPrefersCollection(),
		shouldCreateAccount: checkout.getShouldCreateAccount(),
		customerPassword: checkout.getCustomerPassword(),
		orderNotes: checkout.getOrderNotes(),
		extensionData: checkout.getExtensionData(),
		additionalFields: checkout.getAdditionalFields(),
		activePaymentMethod: payment.getActivePaymentMethod(),
		activeSavedToken: payment.getActiveSavedToken(),
		savedPaymentMethods: payment.getSavedPaymentMethods(),
		paymentMethodData: payment.getPaymentMethodData(),
		shouldSavePaymentMethod: payment.getShouldSavePaymentMethod(),
	} );

	let answer: { body: CheckoutResponse; headers: Headers };
	try {
		answer = await storeApiFetch( {
			path: STORE_API_ROUTES.checkout,
			method: 'POST',
			data,
			cache: 'no-store',
			validate: isCheckoutResponse,
		} );
	} catch ( error ) {
		await handleError( context, await toApiError( error ) );
		return;
	}
	await handleSuccess( context, answer.body, answer.headers );
}
