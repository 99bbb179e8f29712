/**
 * wp-admin → Rueda → Fitting: mounts the fitting bands screen.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import FittingScreen from './fitting-screen';
import type { FittingPageData } from './types';
import '../settings/screen.scss';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-fitting' );
	if ( root ) {
		createRoot( root ).render(
			<FittingScreen
				page={ adminData< FittingPageData >( {
					services: [],
					categories: [],
					// The page always sends the shop's; euros as the demo shop writes them.
					currency: {
						minorUnit: 2,
						decimalSeparator: ',',
						thousandSeparator: '.',
						prefix: '',
						suffix: ' €',
					},
				} ) }
			/>
		);
	}
} );
