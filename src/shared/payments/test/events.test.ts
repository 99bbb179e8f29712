/**
 * Payment events: onPaymentSetup listeners, by priority, abort variant.
 */
import { emitPaymentSetup, paymentEvents } from '../events';

const payload = { paymentMethod: 'rueda_sandbox_card', savedToken: '' };

describe( 'paymentEvents', () => {
	it( 'runs setup listeners by priority and stops at the first error', async () => {
		const calls: string[] = [];
		const last = jest.fn();
		const stops = [
			paymentEvents.onPaymentSetup( last, 50 ),
			paymentEvents.onPaymentSetup( ( received ) => {
				calls.push( `card ${ received.paymentMethod }` );
				return {
					type: 'error',
					message: 'Please enter your card number and expiry date.',
				};
			} ),
			paymentEvents.onPaymentSetup( () => {
				calls.push( 'fraud check' );
				return { type: 'success' };
			}, 1 ),
		];

		const results = await emitPaymentSetup( payload );

		expect( calls ).toEqual( [ 'fraud check', 'card rueda_sandbox_card' ] );
		expect( results ).toHaveLength( 2 );
		expect( last ).not.toHaveBeenCalled();
		stops.forEach( ( stop ) => stop() );
		expect( await emitPaymentSetup( payload ) ).toEqual( [] );
	} );
} );
