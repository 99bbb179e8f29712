/**
 * wp-admin → Rueda → Orders: mounts the orders screen on the page's root element.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import OrdersScreen from './orders-screen';
import type { OrdersPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-orders' );
	if ( root ) {
		createRoot( root ).render(
			<OrdersScreen
				page={ adminData< OrdersPageData >( { statuses: [] } ) }
			/>
		);
	}
} );
