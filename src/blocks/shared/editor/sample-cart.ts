/**
 * A wire-shaped cart for the editor previews, built from the shop's own
 * settings (currency, tax rate and display, its address, pickup locations and
 * shipping methods) and, once loaded, its first products: tyres by two,
 * services by one. Until the products load, or when the catalogue is empty,
 * two sample tyres stand in. No coupon and no fee are invented: a preview
 * shows what a shopper of this shop would see.
 */
import { __ } from '@wordpress/i18n';

import type {
	CartItem,
	CartResponse,
	CurrencyInfo,
	ProductResponse,
	ShippingAddress,
	ShippingRate,
} from '@rueda/shared/api';
import {
	DEFAULT_EDITOR_SETTINGS,
	getEditorSettings,
	type EditorShopSettings,
} from './shop-settings';

/** The currency of the fallback previews: euros, as in Spain. */
export const SAMPLE_CURRENCY: CurrencyInfo = DEFAULT_EDITOR_SETTINGS.currency;

type SampleLine = {
	product: Pick< ProductResponse, 'id' | 'name' | 'permalink' | 'images' > &
		Partial< Pick< ProductResponse, 'tyre' | 'low_stock_remaining' > >;
	quantity: number;
	/** Unit price in minor units, as the catalogue shows it. */
	unit: number;
	regular: number;
};

/**
 * A gross amount split into net and tax, as the server does (tax rounded per line).
 *
 * @param amount   Amount in minor units.
 * @param settings Shop settings.
 * @return [ net, tax ]
 */
function splitTax(
	amount: number,
	settings: EditorShopSettings
): [ number, number ] {
	const rate = settings.taxes.enabled ? settings.taxRate.rate : 0;
	if ( settings.taxes.pricesIncludeTax ) {
		const net = Math.round( amount / ( 1 + rate / 100 ) );
		return [ net, amount - net ];
	}
	return [ amount, Math.round( ( amount * rate ) / 100 ) ];
}

function cartItem(
	{ product, quantity, unit, regular }: SampleLine,
	settings: EditorShopSettings
): CartItem {
	const { currency } = settings;
	const [ net, tax ] = splitTax( unit * quantity, settings );
	const precision = 10 ** Math.max( 0, 6 - currency.currency_minor_unit );
	return {
		key: `sample-${ product.id }`,
		id: product.id,
		type: 'simple',
		quantity,
		quantity_limits: {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		},
		name: product.name,
		short_description: '',
		description: '',
		sku: '',
		low_stock_remaining: product.low_stock_remaining ?? null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		permalink: product.permalink,
		images: product.images,
		variation: [],
		item_data: [],
		prices: {
			...currency,
			price: String( unit ),
			regular_price: String( regular ),
			sale_price: String( unit ),
			price_range: null,
			raw_prices: {
				precision: 6,
				price: String( unit * precision ),
				regular_price: String( regular * precision ),
				sale_price: String( unit * precision ),
			},
		},
		totals: {
			...currency,
			line_subtotal: String( net ),
			line_subtotal_tax: String( tax ),
			line_total: String( net ),
			line_total_tax: String( tax ),
		},
		catalog_visibility: 'visible',
		tyre: product.tyre ?? null,
		extensions: {},
	};
}

/**
 * The lines of real products: tyres by two, services by one.
 *
 * @param products Products of the Store API.
 */
function productLines( products: readonly ProductResponse[] ): SampleLine[] {
	return products
		.filter(
			( product ) =>
				product.is_purchasable &&
				Number.parseInt( product.prices.price, 10 ) > 0
		)
		.slice( 0, 2 )
		.map( ( product ) => ( {
			product,
			quantity: product.tyre ? 2 : 1,
			unit: Number.parseInt( product.prices.price, 10 ),
			regular:
				Number.parseInt( product.prices.regular_price, 10 ) ||
				Number.parseInt( product.prices.price, 10 ),
		} ) );
}

/** Two tyres that stand in while the catalogue loads or when it is empty. */
function fallbackLines(): SampleLine[] {
	const product = ( id: number, name: string ) => ( {
		id,
		name,
		permalink: '#',
		images: [],
	} );
	return [
		{
			product: product( 1, 'Michelin Primacy 4+ 205/55 R16 91V' ),
			quantity: 2,
			unit: 9890,
			regular: 9890,
		},
		{
			product: product(
				2,
				'Continental PremiumContact 7 195/65 R15 91H'
			),
			quantity: 2,
			unit: 8450,
			regular: 8450,
		},
	];
}

function formatRate( rate: number ): string {
	return `${ String( Math.round( rate * 10000 ) / 10000 ) }%`;
}

/**
 * The shipping rates at the shop's own address: its flat-rate methods (the
 * first chosen, as on the live site where delivery is the default) and its
 * pickup locations.
 *
 * @param settings Shop settings.
 */
function shippingRates( settings: EditorShopSettings ): ShippingRate[] {
	const rate = ( cost: number ) => {
		const [ net, tax ] = splitTax( cost, settings );
		return {
			...settings.currency,
			price: String( net ),
			taxes: String( tax ),
			meta_data: [],
		};
	};
	const methods = settings.shippingMethods.map( ( method, index ) => ( {
		...rate( method.cost ),
		rate_id: `flat_rate:${ method.instance_id }`,
		instance_id: method.instance_id,
		method_id: 'flat_rate',
		name: method.title,
		description: '',
		delivery_time: method.delivery_time,
		selected: index === 0,
	} ) );
	const pickups = settings.pickupLocations.map( ( location ) => ( {
		...rate( location.cost ),
		rate_id: `pickup_location:${ location.index }`,
		instance_id: location.index,
		method_id: 'pickup_location',
		name: location.name,
		description: [ location.hours, location.details ]
			.filter( Boolean )
			.join( '\n' ),
		delivery_time: '',
		meta_data: [
			{ key: 'pickup_location', value: location.name },
			{ key: 'pickup_address', value: location.address },
			{ key: 'pickup_hours', value: location.hours ?? '' },
			{ key: 'pickup_details', value: location.details },
		],
		selected: methods.length === 0 && location.index === 0,
	} ) );
	return [ ...methods, ...pickups ];
}

/**
 * The sample cart.
 *
 * @param settings The shop's settings.
 * @param products The shop's first products; null (loading) or none for the fallback.
 */
export function buildSampleCart(
	settings: EditorShopSettings,
	products: readonly ProductResponse[] | null
): CartResponse {
	const { currency } = settings;
	const real = products ? productLines( products ) : [];
	const items = ( real.length ? real : fallbackLines() ).map( ( line ) =>
		cartItem( line, settings )
	);
	const sum = ( values: string[] ) =>
		values.reduce( ( total, value ) => total + Number( value ), 0 );
	const itemsNet = sum( items.map( ( item ) => item.totals.line_subtotal ) );
	const itemsTax = sum(
		items.map( ( item ) => item.totals.line_subtotal_tax )
	);
	const rates = shippingRates( settings );
	const selected = rates.find( ( rate ) => rate.selected );
	const shippingNet = Number( selected?.price ?? 0 );
	const shippingTax = Number( selected?.taxes ?? 0 );
	const totalTax = itemsTax + shippingTax;
	const { address } = settings;
	const shippingAddress: ShippingAddress = {
		first_name: '',
		last_name: '',
		company: '',
		address_1: '',
		address_2: '',
		city: address.city,
		state: address.state,
		postcode: address.postcode,
		country: address.country,
		phone: '',
	};
	return {
		items,
		coupons: [],
		fees: [],
		totals: {
			...currency,
			total_items: String( itemsNet ),
			total_items_tax: String( itemsTax ),
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: '0',
			total_discount_tax: '0',
			total_shipping: String( shippingNet ),
			total_shipping_tax: String( shippingTax ),
			total_price: String(
				itemsNet + itemsTax + shippingNet + shippingTax
			),
			total_tax: String( totalTax ),
			tax_lines:
				settings.taxes.enabled && totalTax > 0
					? [
							{
								name: settings.taxRate.name,
								price: String( totalTax ),
								rate: formatRate( settings.taxRate.rate ),
							},
						]
					: [],
		},
		shipping_address: shippingAddress,
		billing_address: { ...shippingAddress, email: '' },
		needs_payment: true,
		needs_shipping: true,
		payment_requirements: [ 'products' ],
		has_calculated_shipping: rates.length > 0,
		shipping_rates: rates.length
			? [
					{
						package_id: 0,
						name: __( 'Shipment', 'rueda' ),
						destination: {
							address_1: address.address_1,
							address_2: '',
							city: address.city,
							state: address.state,
							postcode: address.postcode,
							country: address.country,
						},
						items: items.map( ( item ) => ( {
							key: item.key,
							name: item.name,
							quantity: item.quantity,
						} ) ),
						shipping_rates: rates,
					},
				]
			: [],
		items_count: items.reduce(
			( count, item ) => count + item.quantity,
			0
		),
		items_weight: 0,
		cross_sells: [],
		errors: [],
		payment_methods: [],
		extensions: {},
	};
}

/**
 * The fallback sample cart with the shop's settings, built when asked so its
 * strings follow the editor's language.
 */
export function getSampleCart(): CartResponse {
	return buildSampleCart( getEditorSettings(), null );
}
