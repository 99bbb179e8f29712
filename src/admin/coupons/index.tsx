/**
 * wp-admin → Rueda → Coupons: mounts the coupons screen.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import CouponsScreen from './coupons-screen';
import type { CouponsPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-coupons' );
	if ( root ) {
		createRoot( root ).render(
			<CouponsScreen
				page={ adminData< CouponsPageData >( {
					currency: {
						symbol: '€',
						minorUnit: 2,
						decimalSeparator: ',',
						thousandSeparator: '.',
						position: 'right_space',
					},
					products: [],
					categories: [],
				} ) }
			/>
		);
	}
} );
