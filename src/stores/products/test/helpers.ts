/**
 * A fresh registry with the products store, api-fetch configured against a
 * mocked `window.fetch`, and wire-shaped sample products.
 */
import { createRegistry } from '@wordpress/data';

import { configureApiFetch, type ProductResponse } from '../../../shared/api';
import { EUR } from '../../../shared/api/test/fixtures';
import { store } from '..';

export function setUpProductsStore() {
	const registry = createRegistry();
	registry.register( store );
	const api = configureApiFetch( {
		root: 'https://example.com/wp-json/',
		nonce: 'nonce-1',
	} );
	return {
		registry,
		api,
		select: () => registry.select( store ),
		dispatch: () => registry.dispatch( store ),
	};
}

export function product(
	overrides: Partial< ProductResponse > = {}
): ProductResponse {
	return {
		id: 42,
		name: 'Michelin Pilot Sport 5 205/55 R16 91V',
		slug: 'michelin-pilot-sport-5-205-55-r16-91v',
		parent: 0,
		type: 'simple',
		variation: '',
		permalink: 'https://example.com/producto/pilot-sport-5/',
		sku: 'MIC-PILOTSPO-2055516',
		short_description: '',
		description: '',
		on_sale: false,
		prices: {
			...EUR,
			price: '14495',
			regular_price: '14495',
			sale_price: '14495',
			price_range: null,
		},
		price_html: '',
		average_rating: '0',
		review_count: 0,
		images: [],
		categories: [],
		attributes: [],
		has_options: false,
		is_purchasable: true,
		is_in_stock: true,
		is_on_backorder: false,
		low_stock_remaining: null,
		stock_availability: { text: '8 en stock', class: 'in-stock' },
		sold_individually: false,
		add_to_cart: {
			text: 'Añadir al carrito',
			description: '',
			url: '',
			minimum: 1,
			maximum: 8,
			multiple_of: 1,
		},
		extensions: {},
		...overrides,
	};
}

/**
 * The path and query of a request URL, without the REST root and `_locale`.
 *
 * @param url Request URL.
 */
export function requestOf( url: string ) {
	const parsed = new URL( url );
	parsed.searchParams.delete( '_locale' );
	return {
		route: parsed.pathname.replace( '/wp-json', '' ),
		query: parsed.searchParams,
	};
}
