/**
 * wp-admin → Rueda → Citas: mounts the appointments screen on the page's root element.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import AppointmentsScreen from './appointments-screen';
import type { AppointmentsPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-appointments' );
	if ( root ) {
		createRoot( root ).render(
			<AppointmentsScreen
				page={ adminData< AppointmentsPageData >( {
					locations: [],
					statuses: [],
					today: new Date().toISOString().slice( 0, 10 ),
					ordersUrl: '',
				} ) }
			/>
		);
	}
} );
