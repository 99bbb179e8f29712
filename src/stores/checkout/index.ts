/**
 * The rueda/checkout store: the checkout status machine of spec section 4,
 * the shopper's checkout choices, the checkout events and the place-order
 * flow that drives the checkout and payment stores.
 *
 * Importing registers the store; the flow starts only in initCheckoutFlow(),
 * which the checkout block's frontend calls once.
 */
export { store } from './store';
export type { CheckoutStore } from './store';
export {
	CHECKOUT_NOTICE_CONTEXT,
	CHECKOUT_STATUS,
	STORE_KEY,
} from './constants';
export { checkoutEvents } from './events';
export type {
	CheckoutProcessingResponse,
	CheckoutResultPayload,
} from './events';
export { initCheckoutFlow, readCheckoutFlowSettings } from './flow';
export type {
	CheckoutFlowOptions,
	CheckoutFlowSettings,
	FlowRegistry,
} from './flow';
export { CHECKOUT_EVENTS } from './observers';
export type {
	NoticeContext,
	ObserverResponse,
	ObserverResult,
} from './observers';
export { paymentEvents } from '../../shared/payments/events';
export type * from './types';
