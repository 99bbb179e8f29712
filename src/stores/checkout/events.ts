/**
 * The checkout's public events: blocks and extensions subscribe through
 * `checkoutEvents`; only the flow emits them.
 */
import type { PaymentStatus as WirePaymentStatus } from '../../shared/api';
import {
	CHECKOUT_EVENTS,
	createObservers,
	type CheckoutEvent,
	type Observer,
	type ObserverResult,
} from './observers';

/** What the server (or the client, for failures it detects) said about the order. */
export type CheckoutProcessingResponse = {
	/** '' when no payment result arrived (request failed). */
	paymentStatus: WirePaymentStatus | '';
	paymentDetails: Readonly< Record< string, string > >;
	/** Error code and message of a failed request. */
	code?: string;
	message?: string;
};

/** What checkout_success and checkout_fail listeners receive. */
export type CheckoutResultPayload = {
	orderId: number;
	customerId: number;
	orderNotes: string;
	redirectUrl: string;
	processingResponse: CheckoutProcessingResponse | null;
};

const validationObservers = createObservers< void, CheckoutEvent >();
const resultObservers = createObservers<
	CheckoutResultPayload,
	CheckoutEvent
>();

export const checkoutEvents = {
	/**
	 * Runs before an order is sent; an error or failure answer blocks it.
	 *
	 * @param callback Listener.
	 * @param priority Lower runs first (default 10).
	 * @return A function that removes the listener.
	 */
	onCheckoutValidation: ( callback: Observer< void >, priority?: number ) =>
		validationObservers.subscribe(
			CHECKOUT_EVENTS.validation,
			callback,
			priority
		),
	/**
	 * Runs once the order is placed, before the redirect; an error or
	 * failure answer keeps the shopper on the checkout.
	 *
	 * @param callback Listener.
	 * @param priority Lower runs first (default 10).
	 * @return A function that removes the listener.
	 */
	onCheckoutSuccess: (
		callback: Observer< CheckoutResultPayload >,
		priority?: number
	) =>
		resultObservers.subscribe(
			CHECKOUT_EVENTS.success,
			callback,
			priority
		),
	/**
	 * Runs when placing the order failed.
	 *
	 * @param callback Listener.
	 * @param priority Lower runs first (default 10).
	 * @return A function that removes the listener.
	 */
	onCheckoutFail: (
		callback: Observer< CheckoutResultPayload >,
		priority?: number
	) => resultObservers.subscribe( CHECKOUT_EVENTS.fail, callback, priority ),
};

/** For the flow: the abort variant of each event. */
export const emitCheckoutValidation = (): Promise< ObserverResult[] > =>
	validationObservers.emitWithAbort( CHECKOUT_EVENTS.validation, undefined );

export const emitCheckoutSuccess = (
	payload: CheckoutResultPayload
): Promise< ObserverResult[] > =>
	resultObservers.emitWithAbort( CHECKOUT_EVENTS.success, payload );

export const emitCheckoutFail = (
	payload: CheckoutResultPayload
): Promise< ObserverResult[] > =>
	resultObservers.emitWithAbort( CHECKOUT_EVENTS.fail, payload );
