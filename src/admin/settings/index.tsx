/**
 * wp-admin → Rueda: mounts the settings screen on the page's root element.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

import SettingsScreen from './settings-screen';
import type { SettingsPageData } from './types';

declare global {
	interface Window {
		ruedaSettingsPage?: SettingsPageData;
	}
}

domReady( () => {
	const root = document.getElementById( 'rueda-settings' );
	if ( root ) {
		createRoot( root ).render(
			<SettingsScreen
				page={ window.ruedaSettingsPage ?? { countries: {} } }
			/>
		);
	}
} );
