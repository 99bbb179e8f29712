/**
 * placeOrder, through a real registry.
 */
import { store as checkoutStore } from '../store';
import { setUpStores } from './helpers';

describe( 'placeOrder', () => {
	it( 'starts an attempt from idle, clearing the previous error', () => {
		const { registry, checkout } = setUpStores();
		registry.dispatch( checkoutStore ).setHasError( true );

		registry.dispatch( checkoutStore ).placeOrder();

		expect( checkout().isBeforeProcessing() ).toBe( true );
		expect( checkout().hasError() ).toBe( false );
	} );

	it.each( [
		'setProcessing',
		'setAfterProcessing',
		'setComplete',
	] as const )( 'does nothing after %s', ( action ) => {
		const { registry, checkout } = setUpStores();
		registry.dispatch( checkoutStore )[ action ]();
		const status = checkout().getCheckoutStatus();

		registry.dispatch( checkoutStore ).placeOrder();

		expect( checkout().getCheckoutStatus() ).toBe( status );
	} );
} );
