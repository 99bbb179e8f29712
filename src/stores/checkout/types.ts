/**
 * App-side types of the rueda/checkout store (wire types live in shared/api).
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';

import type { PaymentStatus as WirePaymentStatus } from '../../shared/api';
import type * as actions from './actions';
import type { CHECKOUT_STATUS } from './constants';
import type * as selectors from './selectors';

export type CheckoutStatus =
	( typeof CHECKOUT_STATUS )[ keyof typeof CHECKOUT_STATUS ];

/** Values of additional checkout fields (text inputs and checkboxes). */
export type AdditionalFieldValue = string | boolean;

/** Extension data, keyed by the extension's namespace. */
export type CheckoutExtensionData = Readonly<
	Record< string, Readonly< Record< string, unknown > > >
>;

/** The payment result of a placed order, as the server reported it. */
export type PaymentResult = {
	paymentStatus: WirePaymentStatus;
	/** payment_details as key => value. */
	paymentDetails: Readonly< Record< string, string > >;
	redirectUrl: string;
};

export type CheckoutState = {
	status: CheckoutStatus;
	/** Calculations under way (totals, rates...); never below 0. */
	calculatingCount: number;
	hasError: boolean;
	redirectUrl: string;
	orderId: number;
	/** 0 for guests. */
	customerId: number;
	/** Whether the shop lets guests check out (settings allowsGuest). */
	allowsGuestCheckout: boolean;
	useShippingAsBilling: boolean;
	shouldCreateAccount: boolean;
	customerPassword: string;
	orderNotes: string;
	prefersCollection: boolean;
	extensionData: CheckoutExtensionData;
	additionalFields: Readonly< Record< string, AdditionalFieldValue > >;
	paymentResult: PaymentResult | null;
};

export type CheckoutAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;

/** The store as thunks see it: plain actions and selectors, typed. */
export type CheckoutThunkArgs = ThunkArgs<
	StoreDescriptor<
		ReduxStoreConfig< CheckoutState, typeof actions, typeof selectors >
	>
>;
