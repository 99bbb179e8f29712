/**
 * Wire-shaped products for the editor previews.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { ProductResponse } from '@rueda/shared/api';
import { SAMPLE_CURRENCY } from './sample-cart';

function sampleProduct(
	id: number,
	name: string,
	price: number,
	stock: string
): ProductResponse {
	const amount = String( price );
	return {
		id,
		name,
		slug: `sample-${ id }`,
		parent: 0,
		type: 'simple',
		variation: '',
		permalink: '#',
		sku: '',
		short_description: '',
		description: '',
		on_sale: false,
		prices: {
			...SAMPLE_CURRENCY,
			price: amount,
			regular_price: amount,
			sale_price: amount,
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
		stock_availability: { text: stock, class: 'in-stock' },
		sold_individually: false,
		add_to_cart: {
			text: __( 'Add to cart', 'rueda' ),
			description: '',
			url: '',
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
		},
		extensions: {},
	};
}

/**
 * Sample products, built when asked so their strings follow the editor's language.
 *
 * @param count How many.
 */
export function getSampleProducts( count: number ): ProductResponse[] {
	const names = [
		'Michelin Primacy 4+ 195/65 R15 91H',
		'Bridgestone Turanza 6 205/55 R16 91V',
		'Continental PremiumContact 7 225/45 R17 94Y',
		'Pirelli Cinturato All Season SF3 205/55 R16 94V',
		'Goodyear UltraGrip Performance 3 195/65 R15 91T',
		'Hankook Ventus Prime 4 215/55 R17 94W',
	];
	return Array.from( { length: count }, ( _, index ) =>
		sampleProduct(
			index + 1,
			names[ index % names.length ] ?? '',
			8990 + index * 1250,
			sprintf(
				/* translators: %d: units in stock. */
				__( '%d in stock', 'rueda' ),
				12 - index
			)
		)
	);
}
