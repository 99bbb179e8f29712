/**
 * The editor's sample cart follows the shop: its currency, its tax line, its
 * address and shipping, its products; and invents no coupon or fee.
 */
import { product } from '@rueda/shared/api/test/fixtures';
import {
	DEFAULT_EDITOR_SETTINGS,
	readEditorSettings,
	type EditorShopSettings,
} from '../shop-settings';
import { buildSampleCart } from '../sample-cart';

const SHOP: EditorShopSettings = {
	...DEFAULT_EDITOR_SETTINGS,
	address: {
		name: 'Neumáticos y Taller',
		address_1: 'Calle Mayor 1',
		city: 'Alcorcón',
		state: 'M',
		postcode: '28921',
		country: 'ES',
	},
	countries: { ES: 'España' },
	states: { ES: { M: 'Madrid' } },
	pickupLocations: [
		{
			index: 0,
			name: 'Taller (Alcorcón)',
			address: 'Calle Mayor 1',
			details: '',
			cost: 0,
		},
	],
	shippingMethods: [
		{
			instance_id: 1,
			title: 'Envío estándar',
			cost: 995,
			delivery_time: '2-4 días laborables',
		},
	],
};

describe( 'buildSampleCart', () => {
	it( 'invents no coupon and no fee', () => {
		const cart = buildSampleCart( SHOP, null );
		expect( cart.coupons ).toEqual( [] );
		expect( cart.fees ).toEqual( [] );
		expect( cart.totals.total_discount ).toBe( '0' );
	} );

	it( 'labels the tax line with the shop’s rate', () => {
		const cart = buildSampleCart( SHOP, null );
		expect( cart.totals.tax_lines ).toEqual( [
			{ name: 'IVA', rate: '21%', price: cart.totals.total_tax },
		] );
	} );

	it( 'builds the lines from the shop’s products: tyres by two', () => {
		const tyre = product( {
			id: 7,
			name: 'Michelin Primacy 4+',
			tyre: {
				size: '205/55 R16',
				width: 205,
				profile: 55,
				rim: 16,
				load_index: 91,
				load_index_kg: 615,
				speed_rating: 'V',
				speed_rating_kmh: 240,
				brand: 'Michelin',
				model: 'Primacy 4+',
				season: { slug: 'verano', name: 'Verano' },
				xl: false,
				runflat: false,
				eu_label: null,
				ecovalor: null,
			},
		} );
		const service = product( {
			id: 8,
			name: 'Montaje',
			tyre: null,
			prices: { ...tyre.prices, price: '1500', regular_price: '1500' },
		} );
		const cart = buildSampleCart( SHOP, [ tyre, service ] );
		expect(
			cart.items.map( ( item ) => [ item.name, item.quantity ] )
		).toEqual( [
			[ 'Michelin Primacy 4+', 2 ],
			[ 'Montaje', 1 ],
		] );
		// 2 × 144,95 € + 15,00 €, IVA included, rounded per line.
		expect( cart.totals.total_items ).toBe( String( 23959 + 1240 ) );
		expect(
			Number( cart.totals.total_items ) +
				Number( cart.totals.total_items_tax )
		).toBe( 2 * 14495 + 1500 );
	} );

	it( 'falls back to sample tyres while loading or with an empty catalogue', () => {
		expect( buildSampleCart( SHOP, [] ).items ).toHaveLength( 2 );
		expect( buildSampleCart( SHOP, null ).items_count ).toBe( 4 );
	} );

	it( 'ships to the shop’s own address with its methods and pickup', () => {
		const cart = buildSampleCart( SHOP, null );
		const [ shipment ] = cart.shipping_rates;
		expect( cart.shipping_address ).toMatchObject( {
			postcode: '28921',
			state: 'M',
			city: 'Alcorcón',
		} );
		expect(
			shipment?.shipping_rates.map( ( rate ) => [
				rate.rate_id,
				rate.name,
				rate.selected,
			] )
		).toEqual( [
			[ 'flat_rate:1', 'Envío estándar', true ],
			[ 'pickup_location:0', 'Taller (Alcorcón)', false ],
		] );
		// 9,95 € with IVA: 8,22 € + 1,73 €.
		expect( cart.totals.total_shipping ).toBe( '822' );
		expect( cart.totals.total_shipping_tax ).toBe( '173' );
	} );

	it( 'uses the shop’s currency', () => {
		const currency = {
			...SHOP.currency,
			currency_code: 'USD',
			currency_prefix: '$',
			currency_suffix: '',
		};
		const cart = buildSampleCart( { ...SHOP, currency }, null );
		expect( cart.totals.currency_code ).toBe( 'USD' );
		expect( cart.items[ 0 ]?.prices.currency_prefix ).toBe( '$' );
	} );
} );

describe( 'readEditorSettings', () => {
	it( 'keeps Spanish defaults for what is missing or malformed', () => {
		const settings = readEditorSettings( {
			taxRate: { name: 'IGIC', rate: 7 },
			currency: { currency_code: 'EUR' },
		} );
		expect( settings.taxRate ).toEqual( { name: 'IGIC', rate: 7 } );
		expect( settings.currency ).toEqual( DEFAULT_EDITOR_SETTINGS.currency );
		expect( readEditorSettings( 'nonsense' ) ).toBe(
			DEFAULT_EDITOR_SETTINGS
		);
	} );
} );
