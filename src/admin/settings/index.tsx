/**
 * wp-admin → Rueda: mounts the settings screen on the page's root element.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import { adminData } from '../shared/admin-data';
import SettingsScreen from './settings-screen';
import type { SettingsPageData } from './types';
import './screen.scss';

domReady( () => {
	const root = document.getElementById( 'rueda-admin-settings' );
	if ( root ) {
		createRoot( root ).render(
			<SettingsScreen
				page={ adminData< SettingsPageData >( {
					countries: {},
					states: {},
					// The page always sends the shop's; euros as the demo shop writes them.
					currency: {
						minorUnit: 2,
						decimalSeparator: ',',
						thousandSeparator: '.',
						prefix: '',
						suffix: ' €',
					},
					canChangeDataRemoval: false,
					ecoCategories: {},
				} ) }
			/>
		);
	}
} );
