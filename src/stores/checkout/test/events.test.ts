/**
 * checkoutEvents: the public subscription API over the observers, and the
 * mark of answers made for thrown listeners.
 */
import {
	checkoutEvents,
	emitCheckoutFail,
	emitCheckoutSuccess,
	emitCheckoutValidation,
} from '../events';
import { isThrownResponse } from '../observers';

const payload = {
	orderId: 1,
	customerId: 0,
	orderNotes: '',
	redirectUrl: '',
	processingResponse: null,
};

describe( 'checkoutEvents', () => {
	it( 'routes each subscription to its own event and unsubscribes', async () => {
		const validation = jest.fn();
		const success = jest.fn();
		const fail = jest.fn();
		const stops = [
			checkoutEvents.onCheckoutValidation( validation ),
			checkoutEvents.onCheckoutSuccess( success ),
			checkoutEvents.onCheckoutFail( fail ),
		];

		await emitCheckoutSuccess( payload );
		expect( success ).toHaveBeenCalledWith( payload );
		expect( validation ).not.toHaveBeenCalled();
		expect( fail ).not.toHaveBeenCalled();

		await emitCheckoutValidation();
		await emitCheckoutFail( payload );
		expect( validation ).toHaveBeenCalledTimes( 1 );
		expect( fail ).toHaveBeenCalledTimes( 1 );

		stops.forEach( ( stop ) => stop() );
		await emitCheckoutValidation();
		expect( validation ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'honours priorities and stops at the first failure', async () => {
		const calls: string[] = [];
		const stops = [
			checkoutEvents.onCheckoutValidation( () => {
				calls.push( 'late' );
			}, 30 ),
			checkoutEvents.onCheckoutValidation( () => {
				calls.push( 'early' );
				return { type: 'failure', message: 'Falta la matrícula.' };
			}, 5 ),
		];

		const results = await emitCheckoutValidation();

		expect( calls ).toEqual( [ 'early' ] );
		expect( results ).toEqual( [
			{ type: 'failure', message: 'Falta la matrícula.' },
		] );
		stops.forEach( ( stop ) => stop() );
	} );

	it( 'marks only the answers of listeners that threw', async () => {
		const stops = [
			checkoutEvents.onCheckoutFail( () => {
				throw new Error( 'TypeError in plugin' );
			} ),
		];
		const [ thrown ] = await emitCheckoutFail( payload );
		expect( console ).toHaveErrored();
		expect( thrown ).toEqual( {
			type: 'error',
			message: 'TypeError in plugin',
		} );
		expect( isThrownResponse( thrown ) ).toBe( true );
		expect(
			isThrownResponse( {
				type: 'error',
				message: 'TypeError in plugin',
			} )
		).toBe( false );
		expect( isThrownResponse( undefined ) ).toBe( false );
		stops.forEach( ( stop ) => stop() );
	} );
} );
