/**
 * Which registered methods can pay for a cart: the server's list
 * (cart.payment_methods, in the shop's order) narrowed to methods with a
 * client UI whose canMakePayment agrees.
 */
import type { CartResponse } from '../api';
import { getExpressPaymentMethods, getPaymentMethods } from './registry';
import type { CanMakePayment } from './types';

function canPay(
	canMakePayment: CanMakePayment | undefined,
	cart: CartResponse
): boolean {
	if ( ! canMakePayment ) {
		return true;
	}
	try {
		return canMakePayment( cart ) === true;
	} catch ( error ) {
		// A broken method hides itself instead of breaking the checkout.
		// eslint-disable-next-line no-console -- the spec asks for method errors to be logged.
		console.error( error );
		return false;
	}
}

/**
 * @param cart The cart.
 * @return Ids of both kinds, in the server's order.
 */
export function getAvailablePaymentMethodIds( cart: CartResponse ): string[] {
	const methods = getPaymentMethods();
	const express = getExpressPaymentMethods();
	return cart.payment_methods.filter( ( id ) => {
		const configs = [ methods[ id ], express[ id ] ].filter(
			( config ) => config !== undefined
		);
		return configs.some( ( config ) =>
			canPay( config.canMakePayment, cart )
		);
	} );
}
