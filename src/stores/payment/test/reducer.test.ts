/**
 * Reducer of the rueda/payment store: every transition.
 */
import * as actions from '../actions';
import reducer, { DEFAULT_STATE } from '../reducer';
import type { PaymentAction, PaymentState } from '../types';

const CARD = {
	tokenId: '17',
	method: {
		gateway: 'rueda_sandbox_card',
		brand: 'visa',
		last4: '4242',
		display_brand: 'Visa',
	},
	expiry: '12/29',
};

function apply( state: PaymentState, ...list: PaymentAction[] ) {
	return list.reduce( reducer, state );
}

/** A state as the flow leaves it: methods known, bank transfer chosen. */
const READY_TO_CHOOSE: PaymentState = {
	...DEFAULT_STATE,
	availablePaymentMethods: [ 'rueda_bank_transfer', 'rueda_sandbox_card' ],
	availableExpressPaymentMethods: [ 'rueda_sandbox_express' ],
	savedPaymentMethods: [ CARD ],
	activePaymentMethod: 'rueda_bank_transfer',
	paymentMethodsInitialized: true,
};

describe( 'payment reducer', () => {
	describe( 'status', () => {
		it.each( [
			[ 'setPaymentIdle', actions.setPaymentIdle(), 'idle' ],
			[
				'setPaymentProcessing',
				actions.setPaymentProcessing(),
				'processing',
			],
			[ 'setPaymentReady', actions.setPaymentReady(), 'ready' ],
		] )(
			'%s sets the status and clears the error',
			( _, action, status ) => {
				const state = apply(
					DEFAULT_STATE,
					actions.setPaymentError( 'Tarjeta rechazada.' ),
					action
				);
				expect( state.status ).toBe( status );
				expect( state.error ).toBe( '' );
			}
		);

		it( 'setPaymentError keeps the message', () => {
			expect(
				apply(
					DEFAULT_STATE,
					actions.setPaymentError( 'Tarjeta rechazada.' )
				)
			).toMatchObject( { status: 'error', error: 'Tarjeta rechazada.' } );
		} );
	} );

	describe( 'switching methods', () => {
		it( 'replaces method and data, leaving any saved token', () => {
			const state = apply(
				READY_TO_CHOOSE,
				actions.setActiveSavedToken( '17' ),
				actions.setActivePaymentMethod( 'rueda_sandbox_card', {
					'rueda-card-number': '4242',
				} )
			);
			expect( state ).toMatchObject( {
				activePaymentMethod: 'rueda_sandbox_card',
				activeSavedToken: '',
				paymentMethodData: { 'rueda-card-number': '4242' },
			} );
			expect(
				reducer(
					state,
					actions.setActivePaymentMethod( 'rueda_bank_transfer' )
				).paymentMethodData
			).toEqual( {} );
		} );

		it( 'pays a saved token through its gateway; unknown tokens are ignored', () => {
			const state = apply(
				READY_TO_CHOOSE,
				actions.setPaymentMethodData( { a: 'b' } ),
				actions.setActiveSavedToken( '17' )
			);
			expect( state ).toMatchObject( {
				activeSavedToken: '17',
				activePaymentMethod: 'rueda_sandbox_card',
				paymentMethodData: {},
			} );
			expect(
				reducer( state, actions.setActiveSavedToken( '99' ) )
			).toBe( state );
			expect(
				reducer( state, actions.setActiveSavedToken( '' ) )
			).toMatchObject( {
				activeSavedToken: '',
				activePaymentMethod: 'rueda_sandbox_card',
			} );
		} );

		it( 'keeps data and the save choice', () => {
			const state = apply(
				DEFAULT_STATE,
				actions.setPaymentMethodData( {
					'rueda-card-expiry': '12/29',
				} ),
				actions.setShouldSavePaymentMethod( true )
			);
			expect( state.paymentMethodData ).toEqual( {
				'rueda-card-expiry': '12/29',
			} );
			expect( state.shouldSavePaymentMethod ).toBe( true );
		} );
	} );

	describe( 'express payments', () => {
		const chosen = apply(
			READY_TO_CHOOSE,
			actions.setActiveSavedToken( '17' ),
			actions.setPaymentMethodData( { 'rueda-cvc': '123' } )
		);

		it( 'remembers method, data and token when started', () => {
			const started = reducer(
				chosen,
				actions.startExpressPayment( 'rueda_sandbox_express' )
			);
			expect( started ).toMatchObject( {
				status: 'started',
				activePaymentMethod: 'rueda_sandbox_express',
				activeSavedToken: '',
				paymentMethodData: {},
				expressSnapshot: {
					method: 'rueda_sandbox_card',
					data: { 'rueda-cvc': '123' },
					savedToken: '17',
				},
			} );
		} );

		it( 'restores them and goes idle when closed', () => {
			const closed = apply(
				chosen,
				actions.startExpressPayment( 'rueda_sandbox_express' ),
				actions.setPaymentMethodData( { outcome: 'success' } ),
				// A second click keeps the first snapshot.
				actions.startExpressPayment( 'rueda_sandbox_express' ),
				actions.closeExpressPayment()
			);
			expect( closed ).toMatchObject( {
				status: 'idle',
				activePaymentMethod: 'rueda_sandbox_card',
				activeSavedToken: '17',
				paymentMethodData: { 'rueda-cvc': '123' },
				expressSnapshot: null,
			} );
		} );

		it( 'sets the error and restores the previous method when it fails', () => {
			const failed = apply(
				chosen,
				actions.startExpressPayment( 'rueda_sandbox_express' ),
				actions.failExpressPayment( 'Pago cancelado por el banco.' )
			);
			expect( failed ).toMatchObject( {
				status: 'error',
				error: 'Pago cancelado por el banco.',
				activePaymentMethod: 'rueda_sandbox_card',
				activeSavedToken: '17',
				expressSnapshot: null,
			} );
		} );

		it( 'closes to idle even without a snapshot', () => {
			expect(
				reducer(
					{ ...READY_TO_CHOOSE, status: 'started' },
					actions.closeExpressPayment()
				)
			).toMatchObject( {
				status: 'idle',
				activePaymentMethod: 'rueda_bank_transfer',
			} );
		} );
	} );

	describe( 'available methods', () => {
		const available = (
			paymentMethods: string[],
			expressPaymentMethods: string[] = []
		) =>
			( {
				type: 'SET_AVAILABLE_PAYMENT_METHODS',
				paymentMethods,
				expressPaymentMethods,
			} ) as const;

		it( 'stores both lists, marks them initialised and picks the first method', () => {
			const state = reducer(
				DEFAULT_STATE,
				available(
					[ 'rueda_bank_transfer', 'rueda_sandbox_card' ],
					[ 'rueda_sandbox_express' ]
				)
			);
			expect( state ).toMatchObject( {
				availablePaymentMethods: [
					'rueda_bank_transfer',
					'rueda_sandbox_card',
				],
				availableExpressPaymentMethods: [ 'rueda_sandbox_express' ],
				paymentMethodsInitialized: true,
				activePaymentMethod: 'rueda_bank_transfer',
			} );
		} );

		it( 'picks a saved card of an available gateway first', () => {
			const withCard = reducer(
				DEFAULT_STATE,
				actions.setSavedPaymentMethods( [
					{
						tokenId: '17',
						method: {
							gateway: 'rueda_sandbox_card',
							brand: 'visa',
							last4: '4242',
							display_brand: 'Visa',
						},
						expiry: '12/40',
					},
				] )
			);
			expect(
				reducer(
					withCard,
					available( [ 'rueda_bank_transfer', 'rueda_sandbox_card' ] )
				)
			).toMatchObject( {
				activePaymentMethod: 'rueda_sandbox_card',
				activeSavedToken: '17',
			} );
			expect(
				reducer( withCard, available( [ 'rueda_bank_transfer' ] ) )
			).toMatchObject( {
				activePaymentMethod: 'rueda_bank_transfer',
				activeSavedToken: '',
			} );
		} );

		it( 'keeps an available choice and drops one no longer available', () => {
			const chosen = apply(
				READY_TO_CHOOSE,
				actions.setActiveSavedToken( '17' )
			);
			expect(
				reducer(
					chosen,
					available( [ 'rueda_bank_transfer', 'rueda_sandbox_card' ] )
				)
			).toMatchObject( {
				activePaymentMethod: 'rueda_sandbox_card',
				activeSavedToken: '17',
			} );
			expect(
				reducer( chosen, available( [ 'rueda_pay_at_workshop' ] ) )
			).toMatchObject( {
				activePaymentMethod: 'rueda_pay_at_workshop',
				activeSavedToken: '',
			} );
			expect( reducer( chosen, available( [] ) ) ).toMatchObject( {
				activePaymentMethod: '',
			} );
		} );

		it( 'leaves an open express payment alone', () => {
			const started = reducer(
				READY_TO_CHOOSE,
				actions.startExpressPayment( 'rueda_sandbox_express' )
			);
			expect(
				reducer( started, available( [ 'rueda_bank_transfer' ] ) )
					.activePaymentMethod
			).toBe( 'rueda_sandbox_express' );
		} );

		it( 'forgets the active token when the saved list loses it', () => {
			const chosen = apply(
				READY_TO_CHOOSE,
				actions.setActiveSavedToken( '17' )
			);
			expect(
				reducer( chosen, actions.setSavedPaymentMethods( [ CARD ] ) )
					.activeSavedToken
			).toBe( '17' );
			expect(
				reducer( chosen, actions.setSavedPaymentMethods( [] ) )
			).toMatchObject( {
				savedPaymentMethods: [],
				activeSavedToken: '',
			} );
		} );
	} );

	it( 'ignores unknown actions', () => {
		// @ts-expect-error -- an action of another store.
		expect( reducer( DEFAULT_STATE, { type: 'RECEIVE_CART' } ) ).toBe(
			DEFAULT_STATE
		);
	} );
} );
