/**
 * Reducer of the rueda/checkout store: every transition.
 */
import * as actions from '../actions';
import reducer, { DEFAULT_STATE } from '../reducer';
import { checkoutResponse, REDIRECT_URL } from './helpers';

function apply(
	...list: ReturnType< ( typeof actions )[ keyof typeof actions ] >[]
) {
	return list.reduce( reducer, DEFAULT_STATE );
}

describe( 'checkout reducer', () => {
	it( 'starts idle, without error, guest, billing = shipping', () => {
		expect( DEFAULT_STATE ).toMatchObject( {
			status: 'idle',
			calculatingCount: 0,
			hasError: false,
			customerId: 0,
			allowsGuestCheckout: true,
			useShippingAsBilling: true,
		} );
	} );

	it.each( [
		[ 'setIdle', actions.setIdle(), 'idle' ],
		[ 'setProcessing', actions.setProcessing(), 'processing' ],
		[
			'setAfterProcessing',
			actions.setAfterProcessing(),
			'after-processing',
		],
		[ 'setComplete', actions.setComplete(), 'complete' ],
	] )(
		'%s sets the status and keeps the error flag',
		( _, action, status ) => {
			const state = apply( actions.setHasError( true ), action );
			expect( state.status ).toBe( status );
			expect( state.hasError ).toBe( true );
		}
	);

	it( 'clears the error flag when going to before-processing', () => {
		const state = apply(
			actions.setHasError( true ),
			actions.setBeforeProcessing()
		);
		expect( state ).toMatchObject( {
			status: 'before-processing',
			hasError: false,
		} );
	} );

	it( 'stores the redirect URL on completion, keeping the known one otherwise', () => {
		expect( apply( actions.setComplete( REDIRECT_URL ) ).redirectUrl ).toBe(
			REDIRECT_URL
		);
		expect(
			apply( actions.setRedirectUrl( '/a' ), actions.setComplete() )
				.redirectUrl
		).toBe( '/a' );
	} );

	it( 'counts calculations and never goes below zero', () => {
		const twice = apply(
			actions.incrementCalculating(),
			actions.incrementCalculating(),
			actions.decrementCalculating()
		);
		expect( twice.calculatingCount ).toBe( 1 );
		const extra = apply(
			actions.decrementCalculating(),
			actions.decrementCalculating()
		);
		expect( extra.calculatingCount ).toBe( 0 );
		expect( reducer( extra, actions.decrementCalculating() ) ).toBe(
			extra
		);
	} );

	it( 'keeps the shopper’s choices', () => {
		const state = apply(
			actions.setOrderId( 7 ),
			actions.setCustomerId( 12 ),
			actions.setAllowsGuestCheckout( false ),
			actions.setUseShippingAsBilling( false ),
			actions.setShouldCreateAccount( true ),
			actions.setCustomerPassword( 'S3creta!' ),
			actions.setOrderNotes( 'Llamar antes de venir' ),
			actions.setPrefersCollection( true )
		);
		expect( state ).toMatchObject( {
			orderId: 7,
			customerId: 12,
			allowsGuestCheckout: false,
			useShippingAsBilling: false,
			shouldCreateAccount: true,
			customerPassword: 'S3creta!',
			orderNotes: 'Llamar antes de venir',
			prefersCollection: true,
		} );
	} );

	it( 'merges extension data per namespace unless told to replace it', () => {
		const merged = apply(
			actions.setExtensionData( 'taller', { cita: 'lunes' } ),
			actions.setExtensionData( 'taller', { hora: '9:00' } ),
			actions.setExtensionData( 'otro', { x: 1 } )
		);
		expect( merged.extensionData ).toEqual( {
			taller: { cita: 'lunes', hora: '9:00' },
			otro: { x: 1 },
		} );
		const replaced = reducer(
			merged,
			actions.setExtensionData( 'taller', { hora: '10:00' }, true )
		);
		expect( replaced.extensionData.taller ).toEqual( { hora: '10:00' } );
	} );

	it( 'merges additional fields', () => {
		const state = apply(
			actions.setAdditionalFields( { 'rueda/matricula': '1234ABC' } ),
			actions.setAdditionalFields( { 'rueda/factura': true } )
		);
		expect( state.additionalFields ).toEqual( {
			'rueda/matricula': '1234ABC',
			'rueda/factura': true,
		} );
	} );

	it( 'keeps order id, payment result and redirect URL of the answer', () => {
		const state = apply(
			actions.processCheckoutResponse(
				checkoutResponse( {
					order_id: 99,
					payment_result: {
						payment_status: 'pending',
						payment_details: [
							{ key: 'reference', value: 'TR-99' },
						],
						redirect_url: '/pedido/99',
					},
				} )
			)
		);
		expect( state.orderId ).toBe( 99 );
		expect( state.redirectUrl ).toBe( '/pedido/99' );
		expect( state.paymentResult ).toEqual( {
			paymentStatus: 'pending',
			paymentDetails: { reference: 'TR-99' },
			redirectUrl: '/pedido/99',
		} );
	} );

	it( 'ignores unknown actions', () => {
		// @ts-expect-error -- an action of another store.
		expect( reducer( DEFAULT_STATE, { type: 'RECEIVE_CART' } ) ).toBe(
			DEFAULT_STATE
		);
	} );
} );
