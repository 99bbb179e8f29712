/**
 * wp-admin → Rueda → Invoices: mounts the invoices screen.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import InvoicesScreen from './invoices-screen';
import type { InvoicesPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-invoices' );
	if ( root ) {
		createRoot( root ).render(
			<InvoicesScreen
				page={ adminData< InvoicesPageData >( {
					currency: {
						symbol: '€',
						minorUnit: 2,
						decimalSeparator: ',',
						thousandSeparator: '.',
						position: 'right_space',
					},
					environment: 'real',
					declarationUrl: '',
				} ) }
			/>
		);
	}
} );
