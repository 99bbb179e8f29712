/**
 * The place-order flow (spec sections 4 and 5): watches the checkout,
 * payment, cart and validation stores and drives their transitions:
 *
 * idle --placeOrder--> before-processing --(checks pass)--> processing
 *   processing: payment setup (payment processing -> ready or error), then
 *   the order request -> after-processing -> complete (redirect), or back to
 *   idle with the error flag on any failure.
 *
 * Payment returns to idle when the checkout becomes idle while payment is not
 * ready, or gets an error while payment is ready. The checkout is calculating
 * while the cart's totals are being recalculated (calculating.ts). Nothing starts on import:
 * the checkout block's frontend calls initCheckoutFlow() once, through the runtime, which
 * passes the page's settings (src/runtime/checkout-flow.ts): the store never reads the page.
 */
import { store as cartStore } from '../../cart';
import { store as paymentStore } from '../../payment';
import { PAYMENT_STATUS } from '../../payment/constants';
import { store as validationStore } from '../../validation';
import { CHECKOUT_NOTICE_CONTEXT, CHECKOUT_STATUS } from '../constants';
import { store as checkoutStore } from '../store';
import type { CheckoutStatus } from '../types';
import { runBeforeProcessing } from './before-processing';
import { createCalculatingSync } from './calculating';
import {
	defaultRegistry,
	type FlowContext,
	type FlowRegistry,
} from './context';
import { addMessage, showErrorNotices, type NoticeMessages } from './notices';
import { createPaymentMethodsSync } from './payment-methods';
import { runPaymentSetup } from './payment-setup';
import {
	readCheckoutFlowSettings,
	type CheckoutFlowSettings,
} from './settings';
import { submitOrder } from './submit-order';

export type CheckoutFlowOptions = {
	/**
	 * Goes to the order-received page or the bank's page;
	 * window.location.assign by default.
	 */
	navigate?: ( url: string ) => void;
	/**
	 * Who the shopper is and what they saved; a guest with nothing saved by
	 * default. The runtime's initCheckoutFlow passes the page's.
	 */
	settings?: Partial< CheckoutFlowSettings >;
	/**
	 * Where the flow's own errors show: the checkout's notice area by
	 * default; the cart page, whose express payments place orders too,
	 * passes the cart's.
	 */
	noticeArea?: string;
};

type Snapshot = {
	status: CheckoutStatus;
	hasError: boolean;
	paymentReady: boolean;
};

const running = new WeakMap< FlowRegistry, () => void >();

function logFailure( error: unknown ): void {
	// eslint-disable-next-line no-console -- a bug in the flow must not pass silently.
	console.error( error );
}

function readSettings( options: CheckoutFlowOptions ): CheckoutFlowSettings {
	return { ...readCheckoutFlowSettings( null ), ...options.settings };
}

/**
 * Validation errors that appeared while processing: stop, as before
 * processing would have.
 *
 * @param context The flow.
 */
function abortForValidationErrors( context: FlowContext ): void {
	const { registry } = context;
	registry.dispatch( validationStore ).showAllValidationErrors();
	const messages: NoticeMessages = new Map();
	registry
		.select( validationStore )
		.getShownMessages()
		.forEach( ( message ) =>
			addMessage( messages, context.noticeArea, message )
		);
	const { setHasError, setIdle } = registry.dispatch( checkoutStore );
	setHasError( true );
	showErrorNotices( context, messages );
	setIdle();
}

/**
 * @param registry The registry holding the stores (the page's by default).
 * @param options  Navigation and settings, for tests and previews.
 * @return A function that stops the flow.
 */
export function initCheckoutFlow(
	registry: FlowRegistry = defaultRegistry,
	options: CheckoutFlowOptions = {}
): () => void {
	const existing = running.get( registry );
	if ( existing ) {
		return existing;
	}
	const settings = readSettings( options );
	const context: FlowContext = {
		registry,
		navigate:
			options.navigate ?? ( ( url ) => window.location.assign( url ) ),
		showErrorDetails: settings.showErrorDetails,
		noticeArea: options.noticeArea ?? CHECKOUT_NOTICE_CONTEXT,
		attempt: 0,
		noticeContexts: new Set(),
	};
	const checkoutActions = registry.dispatch( checkoutStore );
	checkoutActions.setCustomerId( settings.customerId );
	checkoutActions.setAllowsGuestCheckout( settings.allowsGuest );
	registry
		.dispatch( paymentStore )
		.setSavedPaymentMethods( settings.savedPaymentMethods );

	const syncPaymentMethods = createPaymentMethodsSync( registry );
	const calculating = createCalculatingSync( registry );
	const run = ( task: Promise< void > | null ) => task?.catch( logFailure );
	let previous: Snapshot = {
		status: CHECKOUT_STATUS.IDLE,
		hasError: false,
		paymentReady: false,
	};

	/** Applies at most one rule; called again after each change. */
	const step = () => {
		calculating.sync();
		syncPaymentMethods();
		const checkout = registry.select( checkoutStore );
		const payment = registry.select( paymentStore );
		const now: Snapshot = {
			status: checkout.getCheckoutStatus(),
			hasError: checkout.hasError(),
			paymentReady: payment.isPaymentReady(),
		};
		const before = previous;
		previous = now;
		const isIdle = now.status === CHECKOUT_STATUS.IDLE;
		const readyChanged = now.paymentReady !== before.paymentReady;

		if (
			now.status === CHECKOUT_STATUS.BEFORE_PROCESSING &&
			before.status !== CHECKOUT_STATUS.BEFORE_PROCESSING
		) {
			run( runBeforeProcessing( context ) );
			return;
		}
		// An open express sheet is not reset: its own UI closes it.
		const status = payment.getPaymentStatus();
		if (
			( readyChanged ||
				isIdle !== ( before.status === CHECKOUT_STATUS.IDLE ) ) &&
			isIdle &&
			! now.paymentReady &&
			status !== PAYMENT_STATUS.IDLE &&
			status !== PAYMENT_STATUS.STARTED
		) {
			registry.dispatch( paymentStore ).setPaymentIdle();
			return;
		}
		if (
			( readyChanged || now.hasError !== before.hasError ) &&
			now.hasError &&
			now.paymentReady
		) {
			registry.dispatch( paymentStore ).setPaymentIdle();
			return;
		}
		if ( now.status !== CHECKOUT_STATUS.PROCESSING || now.hasError ) {
			return;
		}
		if (
			registry.select( validationStore ).hasValidationErrors() &&
			! payment.isExpressPaymentMethodActive()
		) {
			abortForValidationErrors( context );
			return;
		}
		if (
			! checkout.isCalculating() &&
			( status === PAYMENT_STATUS.IDLE ||
				status === PAYMENT_STATUS.STARTED )
		) {
			run( runPaymentSetup( context ) );
			return;
		}
		const cart = registry.select( cartStore );
		const cartData = cart.getCartData();
		if (
			cartData &&
			( now.paymentReady || ! cartData.needs_payment ) &&
			! cart.isCustomerDataUpdating()
		) {
			run( submitOrder( context ) );
		}
	};

	// Dispatches made by a rule notify this listener again at once: they
	// are queued and handled by the loop instead of nesting.
	let busy = false;
	let again = false;
	let stopped = false;
	const reconcile = () => {
		if ( stopped ) {
			return;
		}
		if ( busy ) {
			again = true;
			return;
		}
		busy = true;
		try {
			do {
				again = false;
				step();
			} while ( again && ! stopped );
		} finally {
			busy = false;
		}
	};

	const unsubscribe = registry.subscribe( reconcile );
	reconcile();

	const stop = () => {
		stopped = true;
		unsubscribe();
		calculating.release();
		running.delete( registry );
	};
	running.set( registry, stop );
	return stop;
}

export type { FlowRegistry } from './context';
export type { CheckoutFlowSettings } from './settings';
export { readCheckoutFlowSettings } from './settings';
export { buildCheckoutPayload } from './payload';
export type { PayloadInput } from './payload';
