/**
 * A fresh registry with every store the checkout flow reads, api-fetch
 * configured against a mocked `window.fetch`, and wire-shaped checkout data.
 */
import { createRegistry } from '@wordpress/data';

import {
	configureApiFetch,
	type CartResponse,
	type CheckoutResponse,
} from '../../../shared/api';
import { cartResponse } from '../../../shared/api/test/fixtures';
import { store as cartStore } from '../../cart';
import { store as noticesStore } from '../../notices';
import { store as paymentStore } from '../../payment';
import { store as validationStore } from '../../validation';
import { initCheckoutFlow, store as checkoutStore } from '..';
import type { CheckoutFlowSettings } from '../flow';

export const REDIRECT_URL =
	'https://example.com/finalizar-compra/pedido-recibido/321/?key=wc_order_abc';

export function checkoutResponse(
	overrides: Partial< CheckoutResponse > = {}
): CheckoutResponse {
	const cart = cartResponse();
	return {
		order_id: 321,
		status: 'processing',
		order_key: 'wc_order_abc',
		order_number: '321',
		customer_note: '',
		customer_id: 0,
		billing_address: cart.billing_address,
		shipping_address: cart.shipping_address,
		payment_method: 'rueda_card',
		payment_result: {
			payment_status: 'success',
			payment_details: [],
			redirect_url: REDIRECT_URL,
		},
		additional_fields: {},
		__experimentalCart: { ...cart, items: [], items_count: 0 },
		extensions: {},
		...overrides,
	};
}

export function setUpStores( cart: CartResponse | null = cartResponse() ) {
	const registry = createRegistry();
	[
		cartStore,
		checkoutStore,
		paymentStore,
		validationStore,
		noticesStore,
	].forEach( ( store ) => registry.register( store ) );
	if ( cart ) {
		registry.dispatch( cartStore ).receiveCart( cart );
	}
	return {
		registry,
		checkout: () => registry.select( checkoutStore ),
		payment: () => registry.select( paymentStore ),
		cart: () => registry.select( cartStore ),
		validation: () => registry.select( validationStore ),
		notices: ( context: string ) =>
			registry.select( noticesStore ).getNotices( context ),
	};
}

export function setUpCheckoutFlow( {
	cart = cartResponse(),
	settings = {},
	noticeArea,
}: {
	cart?: CartResponse | null;
	settings?: Partial< CheckoutFlowSettings >;
	noticeArea?: string;
} = {} ) {
	const stores = setUpStores( cart );
	const api = configureApiFetch( {
		root: 'https://example.com/wp-json/',
		nonce: 'nonce-1',
	} );
	const navigate = jest.fn();
	const stop = initCheckoutFlow( stores.registry, {
		navigate,
		settings,
		noticeArea,
	} );
	return {
		...stores,
		navigate,
		stop: () => {
			stop();
			api.unregister();
		},
	};
}

/**
 * Lets queued promises and timers run until the condition holds.
 *
 * @param condition What to wait for.
 */
export async function until( condition: () => boolean ): Promise< void > {
	for ( let i = 0; i < 50 && ! condition(); i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
	if ( ! condition() ) {
		throw new Error( 'Condition not met' );
	}
}

/** Lets everything queued run (for asserting that nothing happened). */
export async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}
