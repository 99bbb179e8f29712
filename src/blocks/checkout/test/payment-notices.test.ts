/**
 * The payment step's notices (spec section 8).
 */
import { getPaymentMethodsNotice } from '../payment-notices';

const base = {
	registered: 3,
	available: 0,
	express: 0,
	showErrorDetails: false,
};

describe( 'getPaymentMethodsNotice', () => {
	it( 'says nothing when a method is available', () => {
		expect( getPaymentMethodsNotice( { ...base, available: 1 } ) ).toBe(
			''
		);
	} );

	it( 'asks to use an express method when only those are available', () => {
		expect( getPaymentMethodsNotice( { ...base, express: 1 } ) ).toBe(
			'Only express payment methods are available for this order. Please select one to continue.'
		);
	} );

	it( 'tells shoppers to get in touch when nothing is available', () => {
		expect( getPaymentMethodsNotice( base ) ).toBe(
			'There are no payment methods available. Please contact us for help placing your order.'
		);
		expect( getPaymentMethodsNotice( { ...base, registered: 0 } ) ).toBe(
			'There are no payment methods available. Please contact us for help placing your order.'
		);
	} );

	it( 'tells administrators when no method registered its UI', () => {
		expect(
			getPaymentMethodsNotice( {
				...base,
				registered: 0,
				showErrorDetails: true,
			} )
		).toBe( 'No registered Payment Methods.' );
		expect(
			getPaymentMethodsNotice( { ...base, showErrorDetails: true } )
		).toBe(
			'There are no payment methods available. Please contact us for help placing your order.'
		);
	} );
} );
