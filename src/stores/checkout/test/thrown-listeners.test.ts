/**
 * Checkout listeners that throw (spec section 6): shoppers read a generic
 * message, administrators and the editor (showErrorDetails) the error's text,
 * for checkout_validation, checkout_success and checkout_fail alike.
 */
import { registerPaymentMethod } from '../../../shared/payments';
import { jsonResponse, mockFetch } from '../../../shared/api/test/fetch-mock';
import { checkoutEvents, store as checkoutStore } from '..';
import { listenerMessage } from '../flow/notices';
import { createObservers, type ObserverResponse } from '../observers';
import { checkoutResponse, setUpCheckoutFlow, until } from './helpers';

const Noop = () => null;
const GENERIC = 'Something went wrong. Please contact us to get assistance.';
const DETAIL = 'slots is not iterable';

beforeAll( () => {
	registerPaymentMethod( {
		name: 'rueda_card',
		label: 'Tarjeta',
		ariaLabel: 'Tarjeta',
		content: Noop,
		edit: Noop,
	} );
} );

let flow: ReturnType< typeof setUpCheckoutFlow >;
const cleanups: Array< () => void > = [];

afterEach( () => {
	flow?.stop();
	cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
} );

function start( showErrorDetails: boolean ) {
	flow = setUpCheckoutFlow( { settings: { showErrorDetails } } );
	return flow;
}

function noticeTexts() {
	return flow.notices( 'rueda/checkout' ).map( ( notice ) => notice.content );
}

function thrower(): never {
	throw new TypeError( DETAIL );
}

/**
 * The answer createObservers makes for a listener that threw.
 *
 * @param error What the listener throws.
 */
async function thrownAnswer( error: unknown ): Promise< ObserverResponse > {
	const observers = createObservers< void >();
	observers.subscribe( 'checkout_validation', () => {
		throw error;
	} );
	const [ answer ] = await observers.emit( 'checkout_validation' );
	return answer as ObserverResponse;
}

describe( 'listenerMessage', () => {
	it( 'gives shoppers the generic message for a thrown error', async () => {
		const thrown = await thrownAnswer( new Error( DETAIL ) );

		expect( listenerMessage( thrown, false ) ).toBe( GENERIC );
		expect( console ).toHaveErrored();
	} );

	it( 'gives administrators the thrown error’s text', async () => {
		const thrown = await thrownAnswer( new Error( DETAIL ) );

		expect( listenerMessage( thrown, true ) ).toBe( DETAIL );
		expect( console ).toHaveErrored();
	} );

	it( 'gives everyone the generic message when the error has no text', async () => {
		const thrown = await thrownAnswer( new Error( '' ) );

		expect( listenerMessage( thrown, true ) ).toBe( GENERIC );
		expect( console ).toHaveErrored();
	} );

	it( 'uses the caller’s generic message when given', async () => {
		const thrown = await thrownAnswer( new Error( DETAIL ) );

		expect( listenerMessage( thrown, false, () => 'Otro texto.' ) ).toBe(
			'Otro texto.'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'shows an answered failure’s own message to everyone', () => {
		const answered: ObserverResponse = {
			type: 'error',
			message: 'Elige una cita en el taller.',
		};

		expect( listenerMessage( answered, false ) ).toBe(
			'Elige una cita en el taller.'
		);
		expect( listenerMessage( { type: 'failure' }, false ) ).toBe( '' );
	} );
} );

describe.each( [
	[ 'a shopper', false, GENERIC ],
	[ 'an administrator', true, DETAIL ],
] )( 'a thrown listener error seen by %s', ( _, showErrorDetails, shown ) => {
	it( 'blocks the order on checkout_validation with that message', async () => {
		const { requests } = mockFetch( () =>
			jsonResponse( checkoutResponse() )
		);
		start( showErrorDetails );
		cleanups.push( checkoutEvents.onCheckoutValidation( thrower ) );

		flow.registry.dispatch( checkoutStore ).placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);

		expect( requests ).toHaveLength( 0 );
		expect( noticeTexts() ).toEqual( [ shown ] );
		expect( console ).toHaveErrored();
	} );

	it( 'keeps the shopper on the checkout on checkout_success with that message', async () => {
		mockFetch( () => jsonResponse( checkoutResponse() ) );
		start( showErrorDetails );
		cleanups.push( checkoutEvents.onCheckoutSuccess( thrower ) );

		flow.registry.dispatch( checkoutStore ).placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);

		expect( flow.navigate ).not.toHaveBeenCalled();
		expect( noticeTexts() ).toEqual( [ shown ] );
		expect( console ).toHaveErrored();
	} );

	it( 'adds that message to the order’s own on checkout_fail', async () => {
		mockFetch( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_invalid_email',
					message: 'El correo no es válido.',
					data: { status: 400 },
				},
				{ status: 400 }
			)
		);
		start( showErrorDetails );
		cleanups.push( checkoutEvents.onCheckoutFail( thrower ) );

		flow.registry.dispatch( checkoutStore ).placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);

		expect( noticeTexts() ).toEqual( [
			[
				'Please fix the following errors before continuing.',
				'El correo no es válido.',
				shown,
			].join( '\n' ),
		] );
		expect( console ).toHaveErrored();
	} );
} );
