/**
 * A cart with a tyre fitted at the workshop: the tyre, then its three
 * services (each marked fitted_to the tyre), as the Store API sends them.
 */
import type { CartItem } from '../../api';
import { cartItem } from '../../api/test/fixtures';

const TYRE_KEY = 'tyre-fitted';

function service( id: number, name: string, price: string ): CartItem {
	return cartItem( {
		key: `service-${ id }`,
		id,
		name,
		sku: `SRV-${ id }`,
		permalink: `https://example.com/producto/servicio-${ id }/`,
		quantity: 4,
		quantity_limits: {
			minimum: 1,
			maximum: 4,
			multiple_of: 1,
			editable: false,
		},
		prices: { ...cartItem().prices, price, regular_price: price },
		item_data: [
			{
				name: 'Fitting for',
				value: 'Michelin Primacy 4 205/55 R16 91V',
				display: 'Michelin Primacy 4 205/55 R16 91V',
				hidden: false,
				className: 'rueda-fitting-for',
			},
		],
		extensions: {
			rueda: { fitted: false, fitted_to: TYRE_KEY, services: [] },
		},
	} );
}

export const fittedTyre = (): CartItem =>
	cartItem( {
		key: TYRE_KEY,
		quantity: 4,
		extensions: {
			rueda: {
				fitted: true,
				fitted_to: null,
				services: [ 'service-5', 'service-7', 'service-15' ],
			},
		},
	} );

export const fittingServices = (): CartItem[] => [
	service( 5, 'Montaje de neumático', '1200' ),
	service( 7, 'Equilibrado de rueda', '800' ),
	service( 15, 'Válvula nueva', '300' ),
];
