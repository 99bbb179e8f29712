/**
 * wp-admin → Rueda → Products: mounts the products screen.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import ProductsScreen from './products-screen';
import type { ProductsPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-products' );
	if ( root ) {
		createRoot( root ).render(
			<ProductsScreen
				page={ adminData< ProductsPageData >( {
					categories: [],
					taxClasses: [ '' ],
					seasons: {},
					speedRatings: [],
					labelClasses: [],
					noiseClasses: [],
					ecoCategories: { turismo: 'Turismo' },
					brands: [],
					sizes: [],
					origins: { taller: 'Almacén del taller' },
					currency: {
						currency_symbol: '€',
						currency_minor_unit: 2,
						currency_decimal_separator: ',',
					},
					maxUploadSize: 0,
				} ) }
			/>
		);
	}
} );
