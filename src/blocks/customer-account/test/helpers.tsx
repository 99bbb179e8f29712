/**
 * api-fetch answers by method and path for the account's tests, and sample
 * answers of the rueda/v1 account routes.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

import { FakeResponse } from '@rueda/shared/api/test/fetch-mock';
import type { OrderDetail, OrderSummary, SavedPaymentMethod } from '../types';

export type Handler = ( options: APIFetchOptions ) => unknown;

export const CURRENCY = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

/**
 * Answers api-fetch calls from handlers keyed "METHOD /path" (the path
 * without its query string). A handler that throws makes the call fail
 * with what it threw, as api-fetch does with an error body.
 *
 * @param handlers Handlers.
 * @return The mock, to inspect its calls.
 */
export function answer( handlers: Record< string, Handler > ) {
	const mock = jest.mocked( apiFetch );
	mock.mockReset();
	mock.mockImplementation( ( options: APIFetchOptions ) => {
		const path = ( options.path ?? '' ).split( '?' )[ 0 ];
		const key = `${ options.method ?? 'GET' } ${ path }`;
		const handler = handlers[ key ];
		if ( ! handler ) {
			return Promise.reject( {
				code: 'no_handler',
				message: `No handler for ${ key }`,
			} );
		}
		try {
			return Promise.resolve( handler( options ) );
		} catch ( error ) {
			return Promise.reject( error );
		}
	} );
	return mock;
}

/**
 * A refusal as api-fetch throws it.
 *
 * @param code    Error code.
 * @param message Message.
 * @param status  HTTP status.
 * @param params  Field messages.
 */
export function refusal(
	code: string,
	message: string,
	status: number,
	params?: Record< string, string >
) {
	return { code, message, data: { status, ...( params && { params } ) } };
}

export function ordersResponse( orders: OrderSummary[], totalPages = 1 ) {
	return new FakeResponse( JSON.stringify( orders ), {
		headers: {
			'X-WP-Total': String( orders.length ),
			'X-WP-TotalPages': String( totalPages ),
		},
	} );
}

export function orderSummary(
	overrides: Partial< OrderSummary > = {}
): OrderSummary {
	return {
		id: 42,
		number: '1042',
		date_created: '2026-03-12T10:30:00+01:00',
		status: 'completed',
		status_label: 'Completado',
		total: '38990',
		items_count: 4,
		...CURRENCY,
		...overrides,
	};
}

export function orderDetail(
	overrides: Partial< OrderDetail > = {}
): OrderDetail {
	const address = {
		first_name: 'Lucía',
		last_name: 'Martín',
		company: '',
		address_1: 'Calle Mayor, 5',
		address_2: '',
		city: 'Madrid',
		state: 'M',
		postcode: '28013',
		country: 'ES',
		phone: '',
	};
	return {
		id: 42,
		number: '1042',
		status: 'completed',
		status_label: 'Completado',
		date_created: '2026-03-12T10:30:00+01:00',
		items: [
			{
				id: 7,
				name: 'Michelin Primacy 4 205/55 R16 91V',
				quantity: 4,
				totals: {
					line_subtotal: '32223',
					line_subtotal_tax: '6767',
					line_total: '32223',
					line_total_tax: '6767',
					...CURRENCY,
				},
			},
		],
		coupons: [],
		fees: [],
		shipping_lines: [],
		totals: {
			total_discount: '0',
			total_discount_tax: '0',
			total_fees: '0',
			total_fees_tax: '0',
			total_shipping: '0',
			total_shipping_tax: '0',
			total_tax: '6767',
			total_price: '38990',
			...CURRENCY,
		},
		billing_address: { ...address, email: 'lucia@example.es' },
		shipping_address: address,
		payment_method: 'rueda_sandbox_card',
		payment_method_title: 'Tarjeta (pruebas)',
		needs_payment: false,
		customer_note: '',
		delivery: {
			type: 'pickup',
			name: 'Taller Rueda',
			address: 'Calle del Taller 1, Madrid',
		},
		...overrides,
	};
}

export function savedCard(
	overrides: Partial< SavedPaymentMethod > = {}
): SavedPaymentMethod {
	return {
		id: 'tok_1',
		gateway: 'rueda_sandbox_card',
		brand: 'visa',
		last4: '4242',
		expiry: '12/40',
		is_default: true,
		...overrides,
	};
}
