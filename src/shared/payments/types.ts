/**
 * Types of the client payment-method registry (contract: shared/payments).
 */
import type { ComponentType, ReactNode } from 'react';

import type { CartResponse } from '../api';
import type { paymentEvents } from './events';
import type { PaymentMethodIcon } from './icons';

/** Props the checkout gives a payment method's content and edit components. */
export type PaymentMethodProps = {
	/** Subscribe to payment setup; returns the unsubscribe function. */
	onPaymentSetup: typeof paymentEvents.onPaymentSetup;
	/** Express methods: the shopper opened the express sheet (starts the express flow). */
	onClick?: () => void;
	/** Express methods: the sheet closed without paying (restores the previous method). */
	onClose?: () => void;
	/** Express methods: the express payment failed with this message. */
	onError?: ( message: string ) => void;
	/** Shows (or with '' clears) an error in the express payment area. */
	setExpressPaymentError: ( message: string ) => void;
	/** True in the block editor: render, never charge. */
	isEditor: boolean;
};

/** Whether a method can pay for this cart (totals, country, items...). */
export type CanMakePayment = ( cart: CartResponse ) => boolean;

export type PaymentMethodSupports = {
	/** List the shopper's saved cards of this gateway. */
	showSavedCards?: boolean;
	/** Offer "save payment information" for a new card. */
	showSaveOption?: boolean;
};

export type PaymentMethodConfig = {
	/** Gateway id, as in cart.payment_methods. */
	name: string;
	label: ReactNode;
	ariaLabel: string;
	content: ComponentType< PaymentMethodProps >;
	edit: ComponentType< PaymentMethodProps >;
	canMakePayment?: CanMakePayment;
	supports?: PaymentMethodSupports;
	/**
	 * Brands and schemes it takes, shown beside its label: ids of the spec's
	 * list (`'visa'`, `'mastercard'`...) or images of its own
	 * (`{ id, src, alt }`). Unknown ids are ignored. Without it, the icons
	 * its server gateway declares are shown.
	 */
	icons?: readonly PaymentMethodIcon[];
};

export type ExpressPaymentMethodConfig = {
	name: string;
	title: string;
	content: ComponentType< PaymentMethodProps >;
	edit: ComponentType< PaymentMethodProps >;
	canMakePayment?: CanMakePayment;
};
