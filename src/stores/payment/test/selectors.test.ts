/**
 * Selectors of the rueda/payment store, the save rule through a real
 * registry with the checkout store.
 */
import { createRegistry } from '@wordpress/data';

import {
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '../../../shared/payments';
import { store as checkoutStore } from '../../checkout';
import { store as paymentStore } from '..';
import { EMPTY_ARRAY, PAYMENT_STATUS } from '../constants';
import { DEFAULT_STATE } from '../reducer';
import { isSavePaymentMethodOffered } from '../save-rule';
import * as selectors from '../selectors';
import type { PaymentStatus } from '../types';

const Noop = () => null;

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

const STATUS_SELECTORS = {
	idle: selectors.isPaymentIdle,
	started: selectors.isExpressPaymentStarted,
	processing: selectors.isPaymentProcessing,
	ready: selectors.isPaymentReady,
	error: selectors.hasPaymentError,
} as const;

describe( 'payment selectors', () => {
	it.each( Object.values( PAYMENT_STATUS ) )(
		'only the %s selector is true in that status',
		( status: PaymentStatus ) => {
			const state = { ...DEFAULT_STATE, status };
			expect( selectors.getPaymentStatus( state ) ).toBe( status );
			for ( const [ name, selector ] of Object.entries(
				STATUS_SELECTORS
			) ) {
				expect( selector( state ) ).toBe( name === status );
			}
		}
	);

	it( 'reads the stored values', () => {
		const state = {
			...DEFAULT_STATE,
			error: 'x',
			activePaymentMethod: 'rueda_sandbox_card',
			activeSavedToken: '17',
			paymentMethodData: { a: 'b' },
			availablePaymentMethods: [ 'rueda_sandbox_card' ],
			availableExpressPaymentMethods: [ 'rueda_sandbox_express' ],
			paymentMethodsInitialized: true,
		};
		expect( selectors.getPaymentError( state ) ).toBe( 'x' );
		expect( selectors.getActivePaymentMethod( state ) ).toBe(
			'rueda_sandbox_card'
		);
		expect( selectors.getActiveSavedToken( state ) ).toBe( '17' );
		expect( selectors.getPaymentMethodData( state ) ).toEqual( {
			a: 'b',
		} );
		expect( selectors.getAvailablePaymentMethods( state ) ).toEqual( [
			'rueda_sandbox_card',
		] );
		expect( selectors.getAvailableExpressPaymentMethods( state ) ).toEqual(
			[ 'rueda_sandbox_express' ]
		);
		expect( selectors.paymentMethodsInitialized( state ) ).toBe( true );
	} );

	describe( 'getSavedPaymentMethods', () => {
		it( 'lists saved methods whose gateway is available, stable by reference', () => {
			const state = {
				...DEFAULT_STATE,
				savedPaymentMethods: [
					CARD,
					{
						...CARD,
						tokenId: '18',
						method: { ...CARD.method, gateway: 'other' },
					},
				],
				availablePaymentMethods: [ 'rueda_sandbox_card' ],
			};
			const first = selectors.getSavedPaymentMethods( state );
			expect( first ).toEqual( [ CARD ] );
			expect( selectors.getSavedPaymentMethods( { ...state } ) ).toBe(
				first
			);
			expect(
				selectors.getSavedPaymentMethods( {
					...state,
					availablePaymentMethods: [],
				} )
			).toBe( EMPTY_ARRAY );
		} );
	} );

	it( 'counts an express method as active from start until close or failure', () => {
		expect( selectors.isExpressPaymentMethodActive( DEFAULT_STATE ) ).toBe(
			false
		);
		expect(
			selectors.isExpressPaymentMethodActive( {
				...DEFAULT_STATE,
				status: 'started',
			} )
		).toBe( true );
		// Still active while its order is processed.
		expect(
			selectors.isExpressPaymentMethodActive( {
				...DEFAULT_STATE,
				status: 'processing',
				expressSnapshot: { method: '', data: {}, savedToken: '' },
			} )
		).toBe( true );
	} );
} );

describe( 'isSavePaymentMethodOffered', () => {
	it.each( [
		[ 0, false, true, false ],
		[ 0, true, true, true ],
		[ 5, false, true, true ],
		[ 0, false, false, true ],
	] )(
		'customer %i, creating account %s, guests allowed %s → %s',
		( customerId, shouldCreateAccount, allowsGuestCheckout, offered ) => {
			expect(
				isSavePaymentMethodOffered( {
					customerId,
					shouldCreateAccount,
					allowsGuestCheckout,
				} )
			).toBe( offered );
		}
	);
} );

describe( 'getShouldSavePaymentMethod and canSavePaymentMethod', () => {
	function setUp() {
		const registry = createRegistry();
		registry.register( checkoutStore );
		registry.register( paymentStore );
		registry.dispatch( paymentStore ).setShouldSavePaymentMethod( true );
		return {
			checkout: registry.dispatch( checkoutStore ),
			payment: () => registry.select( paymentStore ),
			registry,
		};
	}

	it( 'is forced off for a guest not creating an account while guests may buy', () => {
		const { payment } = setUp();
		expect( payment().canSavePaymentMethod() ).toBe( false );
		expect( payment().getShouldSavePaymentMethod() ).toBe( false );
	} );

	it( 'follows the choice for customers, new accounts and guest-less shops', () => {
		const { checkout, payment, registry } = setUp();
		checkout.setShouldCreateAccount( true );
		expect( payment().getShouldSavePaymentMethod() ).toBe( true );

		checkout.setShouldCreateAccount( false );
		checkout.setCustomerId( 3 );
		expect( payment().getShouldSavePaymentMethod() ).toBe( true );

		checkout.setCustomerId( 0 );
		checkout.setAllowsGuestCheckout( false );
		expect( payment().canSavePaymentMethod() ).toBe( true );
		expect( payment().getShouldSavePaymentMethod() ).toBe( true );

		registry.dispatch( paymentStore ).setShouldSavePaymentMethod( false );
		expect( payment().getShouldSavePaymentMethod() ).toBe( false );
		expect( payment().canSavePaymentMethod() ).toBe( true );
	} );
} );

describe( 'setAvailablePaymentMethods', () => {
	it( 'splits ids into regular and express by the client registry', () => {
		registerPaymentMethod( {
			name: 'rueda_bank_transfer',
			label: 'Transferencia',
			ariaLabel: 'Transferencia',
			content: Noop,
			edit: Noop,
		} );
		registerExpressPaymentMethod( {
			name: 'rueda_sandbox_express',
			title: 'Rueda Pay',
			content: Noop,
			edit: Noop,
		} );
		const registry = createRegistry();
		registry.register( checkoutStore );
		registry.register( paymentStore );

		registry
			.dispatch( paymentStore )
			.setAvailablePaymentMethods( [
				'rueda_sandbox_express',
				'without_ui',
				'rueda_bank_transfer',
			] );

		const payment = registry.select( paymentStore );
		expect( payment.getAvailablePaymentMethods() ).toEqual( [
			'rueda_bank_transfer',
		] );
		expect( payment.getAvailableExpressPaymentMethods() ).toEqual( [
			'rueda_sandbox_express',
		] );
		expect( payment.paymentMethodsInitialized() ).toBe( true );
	} );
} );
