/**
 * The runtime's initCheckoutFlow without options reads the page's shop
 * settings (a file of its own: starting the shop configures api-fetch for the
 * whole module).
 */
import { createRegistry } from '@wordpress/data';

import {
	printShopSettings,
	shopSettings,
} from '../../shared/settings/test/fixtures';
import {
	cartStore,
	checkoutStore,
	initCheckoutFlow,
	noticesStore,
	paymentStore,
	validationStore,
} from '..';

describe( 'initCheckoutFlow with the page settings', () => {
	it( 'starts from the printed settings, a guest by default', () => {
		printShopSettings( shopSettings( { showErrorDetails: true } ) );
		const registry = createRegistry();
		[
			cartStore,
			checkoutStore,
			paymentStore,
			validationStore,
			noticesStore,
		].forEach( ( store ) => registry.register( store ) );
		registry.dispatch( checkoutStore ).setCustomerId( 8 );
		registry.dispatch( checkoutStore ).setAllowsGuestCheckout( false );

		const stop = initCheckoutFlow( registry );

		expect( registry.select( checkoutStore ).getCustomerId() ).toBe( 0 );
		expect(
			registry.select( checkoutStore ).getAllowsGuestCheckout()
		).toBe( true );
		stop();
	} );
} );
