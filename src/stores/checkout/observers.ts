/**
 * The checkout's observable events (spec section 4): checkout_validation,
 * checkout_success and checkout_fail, on the shared observers
 * (src/shared/observers), which the payment events use too.
 */
export {
	DEFAULT_PRIORITY,
	NOTICE_CONTEXTS,
	createObservers,
	isErrorOrFailure,
	isThrownResponse,
} from '../../shared/observers';
export type {
	NoticeContext,
	Observer,
	ObserverResponse,
	ObserverResult,
} from '../../shared/observers';

export const CHECKOUT_EVENTS = {
	validation: 'checkout_validation',
	success: 'checkout_success',
	fail: 'checkout_fail',
} as const;

export type CheckoutEvent =
	( typeof CHECKOUT_EVENTS )[ keyof typeof CHECKOUT_EVENTS ];
