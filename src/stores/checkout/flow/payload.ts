/**
 * The body of POST /checkout (contract and spec section 3), built from what
 * the stores hold. Pure, so every shape rule is tested on its own.
 */
import type {
	CartResponse,
	CheckoutPayload,
	PaymentDataItem,
} from '../../../shared/api';
import type {
	PaymentMethodData,
	SavedPaymentMethod,
} from '../../payment/types';
import type { AdditionalFieldValue, CheckoutExtensionData } from '../types';

export type PayloadInput = {
	cart: CartResponse;
	useShippingAsBilling: boolean;
	prefersCollection: boolean;
	shouldCreateAccount: boolean;
	customerPassword: string;
	orderNotes: string;
	extensionData: CheckoutExtensionData;
	additionalFields: Readonly< Record< string, AdditionalFieldValue > >;
	activePaymentMethod: string;
	activeSavedToken: string;
	savedPaymentMethods: readonly SavedPaymentMethod[];
	paymentMethodData: PaymentMethodData;
	/** Already forced off where the save option is not offered. */
	shouldSavePaymentMethod: boolean;
};

/**
 * payment_method and payment_data: a saved token pays through its gateway
 * and names itself; a new method says whether to save it.
 *
 * @param input What the stores hold.
 */
function paymentFields(
	input: PayloadInput
): Pick< CheckoutPayload, 'payment_method' | 'payment_data' > {
	const data: PaymentDataItem[] = Object.entries(
		input.paymentMethodData
	).map( ( [ key, value ] ) => ( { key, value } ) );
	const token = input.activeSavedToken
		? input.savedPaymentMethods.find(
				( saved ) => saved.tokenId === input.activeSavedToken
			)
		: undefined;
	if ( token ) {
		const gateway = token.method.gateway;
		return {
			payment_method: gateway,
			payment_data: [
				...data,
				{ key: `wc-${ gateway }-payment-token`, value: token.tokenId },
			],
		};
	}
	const method = input.activePaymentMethod;
	return {
		payment_method: method,
		payment_data: [
			...data,
			{
				key: `wc-${ method }-new-payment-method`,
				value: input.shouldSavePaymentMethod,
			},
		],
	};
}

export function buildCheckoutPayload( input: PayloadInput ): CheckoutPayload {
	const { cart } = input;
	// The billing form is hidden while it mirrors the shipping address; with
	// pickup there is no shipping form, so billing is entered on its own.
	const billingFromShipping =
		cart.needs_shipping &&
		input.useShippingAsBilling &&
		! input.prefersCollection;
	const payload: CheckoutPayload = {
		billing_address: billingFromShipping
			? { ...cart.shipping_address, email: cart.billing_address.email }
			: cart.billing_address,
		customer_note: input.orderNotes,
		create_account: input.shouldCreateAccount,
		additional_fields: { ...input.additionalFields },
		extensions: { ...input.extensionData },
	};
	if ( cart.needs_shipping ) {
		payload.shipping_address = cart.shipping_address;
	}
	if ( input.shouldCreateAccount ) {
		payload.customer_password = input.customerPassword;
	}
	if ( cart.needs_payment ) {
		Object.assign( payload, paymentFields( input ) );
	}
	return payload;
}
