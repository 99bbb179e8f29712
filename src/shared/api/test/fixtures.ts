/**
 * Wire-shaped sample data for tests.
 */
import type {
	CartItem,
	CartResponse,
	CurrencyInfo,
	ProductResponse,
	ShippingPackage,
	ShippingAddress,
} from '../types';

export const EUR: CurrencyInfo = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

const ADDRESS: ShippingAddress = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: 'ES',
	phone: '',
};

export function cartItem( overrides: Partial< CartItem > = {} ): CartItem {
	return {
		key: 'abc123',
		id: 42,
		type: 'simple',
		quantity: 2,
		quantity_limits: {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		},
		name: 'Michelin Primacy 4 205/55 R16 91V',
		short_description: '',
		description: '',
		sku: 'MIC-P4-2055516',
		low_stock_remaining: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		permalink: 'https://example.com/tienda/primacy-4/',
		images: [],
		variation: [],
		item_data: [],
		prices: {
			...EUR,
			price: '8256',
			regular_price: '8256',
			sale_price: '8256',
			price_range: null,
			raw_prices: {
				precision: 6,
				price: '82560000',
				regular_price: '82560000',
				sale_price: '82560000',
			},
		},
		totals: {
			...EUR,
			line_subtotal: '16512',
			line_subtotal_tax: '3468',
			line_total: '16512',
			line_total_tax: '3468',
		},
		catalog_visibility: 'visible',
		extensions: {},
		...overrides,
	};
}

export function shippingPackage(
	overrides: Partial< ShippingPackage > = {}
): ShippingPackage {
	const rate = {
		...EUR,
		name: 'Envío estándar',
		description: '',
		delivery_time: '',
		price: '495',
		taxes: '104',
		instance_id: 1,
		method_id: 'flat_rate',
		meta_data: [],
	};
	return {
		package_id: 0,
		name: 'Envío',
		destination: {
			address_1: '',
			address_2: '',
			city: '',
			state: '',
			postcode: '',
			country: 'ES',
		},
		items: [ { key: 'abc123', name: 'Michelin Primacy 4', quantity: 2 } ],
		shipping_rates: [
			{ ...rate, rate_id: 'flat_rate:1', selected: true },
			{
				...rate,
				rate_id: 'pickup_location:0',
				name: 'Recogida en el taller',
				price: '0',
				taxes: '0',
				method_id: 'pickup_location',
				selected: false,
			},
		],
		...overrides,
	};
}

export function cartResponse(
	overrides: Partial< CartResponse > = {}
): CartResponse {
	return {
		items: [ cartItem() ],
		coupons: [],
		fees: [],
		totals: {
			...EUR,
			total_items: '16512',
			total_items_tax: '3468',
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: '0',
			total_discount_tax: '0',
			total_shipping: '495',
			total_shipping_tax: '104',
			total_price: '20579',
			total_tax: '3572',
			tax_lines: [ { name: 'IVA', price: '3572', rate: '21' } ],
		},
		shipping_address: ADDRESS,
		billing_address: { ...ADDRESS, email: '' },
		needs_payment: true,
		needs_shipping: true,
		payment_requirements: [ 'products' ],
		has_calculated_shipping: true,
		shipping_rates: [ shippingPackage() ],
		items_count: 2,
		items_weight: 18,
		cross_sells: [],
		errors: [],
		payment_methods: [ 'rueda_card' ],
		extensions: {},
		...overrides,
	};
}

/**
 * A Store API product (a tyre, simple, in stock), with overrides.
 *
 * @param overrides Fields to change.
 */
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
		variations: [],
		tyre: null,
		has_options: false,
		is_purchasable: true,
		is_in_stock: true,
		is_on_backorder: false,
		low_stock_remaining: null,
		stock_availability: { text: '', class: 'in-stock' },
		sold_individually: false,
		add_to_cart: {
			text: 'Add to cart',
			description: '',
			url: '',
			single_text: 'Add to cart',
			minimum: 1,
			maximum: 8,
			multiple_of: 1,
		},
		extensions: {},
		...overrides,
	};
}
