/**
 * The place-order button's states (spec section 4).
 */
import {
	getPlaceOrderButtonState,
	type CheckoutStatus,
} from '../place-order-state';

const base = {
	status: 'idle' as CheckoutStatus,
	hasError: false,
	isCalculating: false,
	isExpressActive: false,
};

describe( 'getPlaceOrderButtonState', () => {
	it( 'is enabled without an icon while the checkout is idle', () => {
		expect( getPlaceOrderButtonState( base ) ).toEqual( {
			disabled: false,
			busy: false,
			icon: 'none',
		} );
	} );

	it.each( [
		'before-processing',
		'processing',
		'after-processing',
	] as const )( 'shows a spinner and is disabled while %s', ( status ) => {
		expect( getPlaceOrderButtonState( { ...base, status } ) ).toEqual( {
			disabled: true,
			busy: true,
			icon: 'spinner',
		} );
	} );

	it( 'shows the redirect icon once complete without error', () => {
		expect(
			getPlaceOrderButtonState( { ...base, status: 'complete' } )
		).toEqual( { disabled: true, busy: false, icon: 'redirect' } );
	} );

	it( 'is usable again when the order failed', () => {
		expect(
			getPlaceOrderButtonState( {
				...base,
				status: 'complete',
				hasError: true,
			} )
		).toEqual( { disabled: false, busy: false, icon: 'none' } );
		expect(
			getPlaceOrderButtonState( { ...base, hasError: true } )
		).toEqual( { disabled: false, busy: false, icon: 'none' } );
	} );

	it( 'is disabled while an express payment method is active', () => {
		expect(
			getPlaceOrderButtonState( { ...base, isExpressActive: true } )
		).toEqual( { disabled: true, busy: false, icon: 'none' } );
	} );

	it( 'is busy but takes the click while the totals are recalculated', () => {
		expect(
			getPlaceOrderButtonState( { ...base, isCalculating: true } )
		).toEqual( { disabled: false, busy: true, icon: 'none' } );
		expect(
			getPlaceOrderButtonState( {
				...base,
				isCalculating: true,
				hasError: true,
			} )
		).toEqual( { disabled: false, busy: true, icon: 'none' } );
	} );
} );
