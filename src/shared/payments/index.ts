/**
 * The client payment-method registry and payment events (contract:
 * shared/payments). Gateways' UIs register here; the checkout flow asks the
 * active one to set up payment before sending the order.
 */
export {
	getExpressPaymentMethods,
	getPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from './registry';
export { getAvailablePaymentMethodIds } from './availability';
export type {
	PaymentIconId,
	PaymentIconImage,
	PaymentMethodIcon,
} from './icons';
export { PAYMENT_EVENTS, paymentEvents } from './events';
export type { PaymentEvent, PaymentSetupPayload } from './events';
export type * from './types';
