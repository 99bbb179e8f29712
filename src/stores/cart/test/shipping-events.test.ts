/**
 * Shipping rate events: names and the shared emitter.
 */
import { shippingPackage } from '../../../shared/api/test/fixtures';
import { SHIPPING_EVENTS, shippingEvents } from '../shipping-events';

describe( 'shipping-events', () => {
	it( 'names the four events of the spec', () => {
		expect( Object.values( SHIPPING_EVENTS ) ).toEqual( [
			'shipping_rates_success',
			'shipping_rates_fail',
			'shipping_rate_select_success',
			'shipping_rate_select_fail',
		] );
	} );

	it( 'delivers each event to its subscribers only, until they unsubscribe', () => {
		const onSuccess = jest.fn();
		const onFail = jest.fn();
		const unsubscribe = shippingEvents.subscribe(
			SHIPPING_EVENTS.SUCCESS,
			onSuccess
		);
		shippingEvents.subscribe( SHIPPING_EVENTS.FAIL, onFail );
		const shippingRates = [ shippingPackage() ];

		shippingEvents.emit( SHIPPING_EVENTS.SUCCESS, { shippingRates } );
		unsubscribe();
		shippingEvents.unsubscribe( SHIPPING_EVENTS.FAIL, onFail );
		shippingEvents.emit( SHIPPING_EVENTS.SUCCESS, { shippingRates } );
		shippingEvents.emit( SHIPPING_EVENTS.FAIL, {
			status: 'unknown_error',
		} );

		expect( onSuccess ).toHaveBeenCalledTimes( 1 );
		expect( onSuccess ).toHaveBeenCalledWith( { shippingRates } );
		expect( onFail ).not.toHaveBeenCalled();
	} );
} );
