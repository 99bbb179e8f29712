/**
 * App-side types of the rueda/payment store.
 */
import type { PAYMENT_STATUS } from './constants';
import type * as actions from './actions';

export type PaymentStatus =
	( typeof PAYMENT_STATUS )[ keyof typeof PAYMENT_STATUS ];

/** Sent as payment_data [{key, value}] with the order. */
export type PaymentMethodData = Readonly< Record< string, string | boolean > >;

/** A card (or other token) the customer saved before (settings savedPaymentMethods). */
export type SavedPaymentMethod = {
	tokenId: string;
	method: {
		gateway: string;
		brand: string;
		last4: string;
		display_brand: string;
	};
	/** 'MM/YY'. */
	expiry: string;
};

/** What an open express payment replaced, restored when it ends. */
export type ExpressSnapshot = {
	method: string;
	data: PaymentMethodData;
	savedToken: string;
};

export type PaymentState = {
	status: PaymentStatus;
	/** Message of the last error, '' unless status is 'error'. */
	error: string;
	activePaymentMethod: string;
	/** Token id of the saved method in use, or ''. */
	activeSavedToken: string;
	paymentMethodData: PaymentMethodData;
	/** The shopper's "save payment information" choice (see getShouldSavePaymentMethod). */
	shouldSavePaymentMethod: boolean;
	/** Non-express methods registered on the client and available for the cart. */
	availablePaymentMethods: readonly string[];
	availableExpressPaymentMethods: readonly string[];
	savedPaymentMethods: readonly SavedPaymentMethod[];
	paymentMethodsInitialized: boolean;
	/** Set while an express payment is open. */
	expressSnapshot: ExpressSnapshot | null;
};

export type PaymentAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;
