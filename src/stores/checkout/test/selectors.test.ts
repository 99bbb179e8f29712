/**
 * Selectors of the rueda/checkout store.
 */
import { CHECKOUT_STATUS } from '../constants';
import { DEFAULT_STATE } from '../reducer';
import * as selectors from '../selectors';
import type { CheckoutStatus } from '../types';

const STATUS_SELECTORS = {
	idle: selectors.isIdle,
	'before-processing': selectors.isBeforeProcessing,
	processing: selectors.isProcessing,
	'after-processing': selectors.isAfterProcessing,
	complete: selectors.isComplete,
} as const;

describe( 'checkout selectors', () => {
	it.each( Object.values( CHECKOUT_STATUS ) )(
		'only the %s selector is true in that status',
		( status: CheckoutStatus ) => {
			const state = { ...DEFAULT_STATE, status };
			expect( selectors.getCheckoutStatus( state ) ).toBe( status );
			for ( const [ name, selector ] of Object.entries(
				STATUS_SELECTORS
			) ) {
				expect( selector( state ) ).toBe( name === status );
			}
		}
	);

	it( 'is calculating while the counter is above zero', () => {
		expect( selectors.isCalculating( DEFAULT_STATE ) ).toBe( false );
		expect(
			selectors.isCalculating( { ...DEFAULT_STATE, calculatingCount: 2 } )
		).toBe( true );
	} );

	it( 'reads the stored values', () => {
		const paymentResult = {
			paymentStatus: 'success' as const,
			paymentDetails: {},
			redirectUrl: '/ok',
		};
		const state = {
			...DEFAULT_STATE,
			hasError: true,
			redirectUrl: '/ok',
			orderId: 5,
			customerId: 8,
			allowsGuestCheckout: false,
			useShippingAsBilling: false,
			shouldCreateAccount: true,
			customerPassword: 'x',
			orderNotes: 'nota',
			prefersCollection: true,
			extensionData: { a: { b: 1 } },
			additionalFields: { c: 'd' },
			paymentResult,
		};
		expect( selectors.hasError( state ) ).toBe( true );
		expect( selectors.getRedirectUrl( state ) ).toBe( '/ok' );
		expect( selectors.getOrderId( state ) ).toBe( 5 );
		expect( selectors.getCustomerId( state ) ).toBe( 8 );
		expect( selectors.getAllowsGuestCheckout( state ) ).toBe( false );
		expect( selectors.getUseShippingAsBilling( state ) ).toBe( false );
		expect( selectors.getShouldCreateAccount( state ) ).toBe( true );
		expect( selectors.getCustomerPassword( state ) ).toBe( 'x' );
		expect( selectors.getOrderNotes( state ) ).toBe( 'nota' );
		expect( selectors.getPrefersCollection( state ) ).toBe( true );
		expect( selectors.getExtensionData( state ) ).toBe(
			state.extensionData
		);
		expect( selectors.getAdditionalFields( state ) ).toBe(
			state.additionalFields
		);
		expect( selectors.getPaymentResult( state ) ).toBe( paymentResult );
		expect( selectors.getPaymentResult( DEFAULT_STATE ) ).toBeNull();
	} );
} );
