/**
 * wp-admin → Rueda → Hoy en el taller: mounts the screen on the page's root
 * element.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import TodayScreen from './today-screen';
import type { TodayPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-today' );
	if ( root ) {
		createRoot( root ).render(
			<TodayScreen
				page={ adminData< TodayPageData >( {
					today: new Date().toISOString().slice( 0, 10 ),
					ordersUrl: '',
					appointmentsUrl: '',
					productsUrl: '',
				} ) }
			/>
		);
	}
} );
