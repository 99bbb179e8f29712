/**
 * wp-admin → Rueda → Vehicles: mounts the vehicles screen.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import VehiclesScreen from './vehicles-screen';
import type { VehiclesPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-vehicles' );
	if ( root ) {
		createRoot( root ).render(
			<VehiclesScreen
				page={ adminData< VehiclesPageData >( {
					counts: { makes: 0, models: 0, rows: 0 },
					columns: [],
					maxUploadSize: 5 * 1024 * 1024,
				} ) }
			/>
		);
	}
} );
