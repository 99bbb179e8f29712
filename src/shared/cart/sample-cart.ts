/**
 * A wire-shaped cart for the editor previews: two tyres (one on sale, one
 * nearly sold out), a fitting service, a coupon and two shipping rates.
 */
import { __ } from '@wordpress/i18n';

import type {
	CartItem,
	CartResponse,
	CurrencyInfo,
	ShippingAddress,
} from '../api';

export const SAMPLE_CURRENCY: CurrencyInfo = {
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
	state: 'M',
	postcode: '28001',
	country: 'ES',
	phone: '',
};

function sampleItem(
	key: string,
	name: string,
	quantity: number,
	unit: number,
	regular: number,
	extra: Partial< CartItem > = {}
): CartItem {
	const net = Math.round( ( unit * quantity ) / 1.21 );
	return {
		key,
		id: key.length,
		type: 'simple',
		quantity,
		quantity_limits: {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		},
		name,
		short_description: '',
		description: '',
		sku: '',
		low_stock_remaining: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		permalink: '#',
		images: [],
		variation: [],
		item_data: [],
		prices: {
			...SAMPLE_CURRENCY,
			price: String( unit ),
			regular_price: String( regular ),
			sale_price: String( unit ),
			price_range: null,
			raw_prices: {
				precision: 6,
				price: String( unit * 10000 ),
				regular_price: String( regular * 10000 ),
				sale_price: String( unit * 10000 ),
			},
		},
		totals: {
			...SAMPLE_CURRENCY,
			line_subtotal: String( net ),
			line_subtotal_tax: String( unit * quantity - net ),
			line_total: String( net ),
			line_total_tax: String( unit * quantity - net ),
		},
		catalog_visibility: 'visible',
		extensions: {},
		...extra,
	};
}

function euLabel( fuel: string, grip: string, noise: string ) {
	return [
		[ __( 'Fuel efficiency', 'rueda' ), fuel ],
		[ __( 'Wet grip', 'rueda' ), grip ],
		[ __( 'Noise', 'rueda' ), noise ],
	].map( ( [ name = '', value = '' ] ) => ( {
		name,
		value,
		display: value,
		hidden: false,
		className: '',
	} ) );
}

/**
 * The sample cart, built when asked so its strings follow the editor's language.
 */
export function getSampleCart(): CartResponse {
	const rate = {
		...SAMPLE_CURRENCY,
		description: '',
		delivery_time: '',
		taxes: '0',
		instance_id: 1,
		meta_data: [],
	};
	return {
		items: [
			sampleItem(
				'sample-a',
				'Michelin Pilot Sport 5 205/55 R16 91V',
				2,
				13495,
				14495,
				{
					item_data: euLabel( 'B', 'B', '71 dB (B)' ),
				}
			),
			sampleItem(
				'sample-bb',
				'Continental WinterContact TS 870 195/65 R15 91T',
				2,
				9890,
				9890,
				{
					item_data: euLabel( 'C', 'B', '72 dB (B)' ),
					low_stock_remaining: 2,
				}
			),
		],
		coupons: [
			{
				code: 'taller10',
				label: 'taller10',
				discount_type: 'percent',
				totals: {
					...SAMPLE_CURRENCY,
					total_discount: '3859',
					total_discount_tax: '810',
				},
			},
		],
		fees: [],
		totals: {
			...SAMPLE_CURRENCY,
			total_items: '38652',
			total_items_tax: '8118',
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: '3859',
			total_discount_tax: '810',
			total_shipping: '0',
			total_shipping_tax: '0',
			total_price: '42101',
			total_tax: '7308',
			tax_lines: [ { name: 'IVA', price: '7308', rate: '21%' } ],
		},
		shipping_address: ADDRESS,
		billing_address: { ...ADDRESS, email: '' },
		needs_payment: true,
		needs_shipping: true,
		payment_requirements: [ 'products' ],
		has_calculated_shipping: true,
		shipping_rates: [
			{
				package_id: 0,
				name: __( 'Shipment', 'rueda' ),
				destination: {
					address_1: '',
					address_2: '',
					city: '',
					state: 'M',
					postcode: '28001',
					country: 'ES',
				},
				items: [],
				shipping_rates: [
					{
						...rate,
						rate_id: 'pickup_location:0',
						name: __( 'Pickup at the workshop', 'rueda' ),
						price: '0',
						method_id: 'pickup_location',
						selected: true,
					},
					{
						...rate,
						rate_id: 'flat_rate:1',
						name: __( 'Standard shipping', 'rueda' ),
						price: '995',
						method_id: 'flat_rate',
						selected: false,
					},
				],
			},
		],
		items_count: 4,
		items_weight: 36,
		cross_sells: [],
		errors: [],
		payment_methods: [],
		extensions: {},
	};
}

/** Tax display of the previews: Spanish shops show prices with IVA. */
export const SAMPLE_TAXES = {
	enabled: true,
	displayCartPricesIncludingTax: true,
	itemized: false,
};

export const SAMPLE_COUNTRIES: Readonly< Record< string, string > > = {
	ES: 'España',
	PT: 'Portugal',
};

/** A fee for the fees row's preview. */
export function getSampleFee() {
	return {
		id: 'recycling',
		name: __( 'Tyre recycling fee', 'rueda' ),
		totals: { ...SAMPLE_CURRENCY, total: '248', total_tax: '52' },
	};
}
