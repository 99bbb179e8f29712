/**
 * Payment events: before an order is sent the active method's UI answers
 * onPaymentSetup with the data the gateway needs (or an error). Same rules
 * as the checkout events: ascending priority, abort at the first error or
 * failure, thrown listeners logged and answered as errors.
 */
import {
	createObservers,
	type Observer,
	type ObserverResult,
} from '../observers';

export const PAYMENT_EVENTS = {
	setup: 'payment_setup',
} as const;

export type PaymentEvent =
	( typeof PAYMENT_EVENTS )[ keyof typeof PAYMENT_EVENTS ];

/** What onPaymentSetup listeners receive. */
export type PaymentSetupPayload = {
	/** The method being paid with (a saved token's gateway included). */
	paymentMethod: string;
	/** The saved token in use, or ''. */
	savedToken: string;
};

const observers = createObservers< PaymentSetupPayload, PaymentEvent >();

export const paymentEvents = {
	/**
	 * A payment method's UI answers `{ type: 'success', meta: {
	 * paymentMethodData } }` or `{ type: 'error' | 'failure', message }`.
	 *
	 * @param callback Listener.
	 * @param priority Lower runs first (default 10).
	 * @return A function that removes the listener.
	 */
	onPaymentSetup: (
		callback: Observer< PaymentSetupPayload >,
		priority?: number
	) => observers.subscribe( PAYMENT_EVENTS.setup, callback, priority ),
};

/**
 * For the checkout flow: runs the setup listeners (abort variant).
 *
 * @param payload The method being set up.
 */
export const emitPaymentSetup = (
	payload: PaymentSetupPayload
): Promise< ObserverResult[] > =>
	observers.emitWithAbort( PAYMENT_EVENTS.setup, payload );
