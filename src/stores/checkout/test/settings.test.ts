/**
 * The flow's page settings, read defensively.
 */
import { readCheckoutFlowSettings } from '../flow/settings';

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

describe( 'readCheckoutFlowSettings', () => {
	it( 'reads the checkout key of the shop settings', () => {
		expect(
			readCheckoutFlowSettings( {
				showErrorDetails: true,
				checkout: {
					customerId: 12,
					allowsGuest: false,
					savedPaymentMethods: [ CARD, { tokenId: 3 } ],
				},
			} )
		).toEqual( {
			customerId: 12,
			allowsGuest: false,
			savedPaymentMethods: [ CARD ],
			showErrorDetails: true,
		} );
	} );

	it( 'falls back to a guest, guests allowed, nothing saved', () => {
		const defaults = {
			customerId: 0,
			allowsGuest: true,
			savedPaymentMethods: [],
			showErrorDetails: false,
		};
		expect( readCheckoutFlowSettings( { root: '/' } ) ).toEqual( defaults );
		expect( readCheckoutFlowSettings( null ) ).toEqual( defaults );
		expect(
			readCheckoutFlowSettings( {
				checkout: { customerId: '5', savedPaymentMethods: {} },
			} )
		).toEqual( defaults );
	} );
} );
