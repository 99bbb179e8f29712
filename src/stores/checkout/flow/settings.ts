/**
 * The page settings the flow starts from: the checkout block's server data
 * (contract: `checkout` in the shop settings) read defensively, with safe
 * defaults while a key is absent.
 */
import { isRecord } from '../../../shared/api';
import type { SavedPaymentMethod } from '../../payment/types';

export type CheckoutFlowSettings = {
	/** 0 for guests. */
	customerId: number;
	allowsGuest: boolean;
	savedPaymentMethods: SavedPaymentMethod[];
	/** Administrators see the detail of payment method errors. */
	showErrorDetails: boolean;
};

function isSavedPaymentMethod( value: unknown ): value is SavedPaymentMethod {
	if ( ! isRecord( value ) || ! isRecord( value.method ) ) {
		return false;
	}
	const { method } = value;
	return (
		typeof value.tokenId === 'string' &&
		typeof value.expiry === 'string' &&
		[ 'gateway', 'brand', 'last4', 'display_brand' ].every(
			( key ) => typeof method[ key ] === 'string'
		)
	);
}

/**
 * @param shopSettings The shop settings object (getShopSettings()).
 */
export function readCheckoutFlowSettings(
	shopSettings: unknown
): CheckoutFlowSettings {
	const shop = isRecord( shopSettings ) ? shopSettings : {};
	const checkout = isRecord( shop.checkout ) ? shop.checkout : {};
	const { customerId, savedPaymentMethods } = checkout;
	return {
		customerId:
			typeof customerId === 'number' &&
			Number.isInteger( customerId ) &&
			customerId > 0
				? customerId
				: 0,
		// Unknown means the stricter reading for the save option: guests allowed.
		allowsGuest: checkout.allowsGuest !== false,
		savedPaymentMethods: Array.isArray( savedPaymentMethods )
			? savedPaymentMethods.filter( isSavedPaymentMethod )
			: [],
		showErrorDetails: shop.showErrorDetails === true,
	};
}
