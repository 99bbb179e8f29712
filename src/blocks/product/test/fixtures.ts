/**
 * Wire-shaped products of the product page: a tyre, a variable service
 * ("Alineación de dirección", attribute "Ejes") with its variations, and the
 * services suggested with tyres.
 */
import type { ProductResponse, TyreSummary } from '@rueda/shared/api';
import { EUR, product } from '@rueda/shared/api/test/fixtures';

export { product };

export const TYRE: TyreSummary = {
	size: '205/55 R16',
	width: 205,
	profile: 55,
	rim: 16,
	load_index: 91,
	load_index_kg: 615,
	speed_rating: 'V',
	speed_rating_kmh: 240,
	brand: 'Michelin',
	model: 'Pilot Sport 5',
	season: { slug: 'verano', name: 'Verano' },
	xl: false,
	runflat: false,
	eu_label: null,
	ecovalor: null,
};

export function tyre( overrides: Partial< ProductResponse > = {} ) {
	return product( { tyre: TYRE, ...overrides } );
}

/** What the tyre (144,95 €) costs fitted: three services, 23,00 € a tyre. */
export const FITTING = {
	band: { id: 'hasta-16', name: 'Hasta 16"' },
	services: [
		{ id: 5, name: 'Montaje de neumático', price: '1200' },
		{ id: 7, name: 'Equilibrado de rueda', price: '800' },
		{ id: 15, name: 'Válvula nueva', price: '300' },
	],
	services_price: '2300',
	price_per_tyre: '16795',
	set_quantity: 4,
	price_for_set: '67180',
};

/**
 * The tyre, which can be bought fitted.
 *
 * @param overrides Fields to change.
 */
export function fittableTyre( overrides: Partial< ProductResponse > = {} ) {
	return tyre( {
		extensions: { rueda: { fitting: FITTING } },
		...overrides,
	} );
}

function prices( amount: string ): ProductResponse[ 'prices' ] {
	return {
		...EUR,
		price: amount,
		regular_price: amount,
		sale_price: amount,
		price_range: null,
	};
}

const AXLES = {
	id: 8,
	name: 'Ejes',
	taxonomy: 'rueda_pa_axle',
	has_variations: true,
	terms: [
		{ id: 81, name: 'Eje delantero', slug: 'eje-delantero' },
		{ id: 82, name: 'Dos ejes', slug: 'dos-ejes' },
	],
};

/**
 * The variable service and its two variations (sold individually).
 * @param root0
 * @param root0.frontInStock
 */
export function alignment( {
	frontInStock = true,
}: { frontInStock?: boolean } = {} ) {
	const parent = product( {
		id: 70,
		name: 'Alineación de dirección',
		type: 'variable',
		sku: 'SRV-ALINEACION',
		has_options: true,
		prices: {
			...prices( '3900' ),
			price_range: { min_amount: '3900', max_amount: '5900' },
		},
		attributes: [ AXLES ],
		variations: [
			{
				id: 71,
				attributes: [
					{ attribute: 'Ejes', name: 'Ejes', value: 'eje-delantero' },
				],
			},
			{
				id: 72,
				attributes: [
					{ attribute: 'Ejes', name: 'Ejes', value: 'dos-ejes' },
				],
			},
		],
		sold_individually: false,
		add_to_cart: {
			text: 'Select options',
			description: '',
			url: '',
			single_text: 'Add to cart',
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
		},
	} );
	const variation = ( id: number, sku: string, amount: string ) =>
		product( {
			id,
			name: 'Alineación de dirección',
			type: 'variation',
			parent: 70,
			sku,
			prices: prices( amount ),
			sold_individually: true,
			add_to_cart: {
				text: 'Add to cart',
				description: '',
				url: '',
				minimum: 1,
				maximum: 1,
				multiple_of: 1,
			},
		} );
	const front = variation( 71, 'SRV-ALINEACION-DEL', '3900' );
	return {
		parent,
		variations: [
			frontInStock
				? front
				: {
						...front,
						is_in_stock: false,
						stock_availability: {
							text: 'Out of stock',
							class: 'out-of-stock',
						},
					},
			variation( 72, 'SRV-ALINEACION-AMBOS', '5900' ),
		],
	};
}

export function service( overrides: Partial< ProductResponse > = {} ) {
	return product( {
		id: 60,
		name: 'Montaje de neumático',
		sku: 'SRV-MONTAJE',
		prices: prices( '1200' ),
		add_to_cart: {
			text: 'Add to cart',
			description: '',
			url: '',
			minimum: 1,
			maximum: 4,
			multiple_of: 1,
		},
		...overrides,
	} );
}
