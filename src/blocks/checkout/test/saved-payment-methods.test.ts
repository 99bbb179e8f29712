/**
 * Labels of saved payment methods (spec section 8).
 */
import type { SavedPaymentMethod } from '../checkout-settings';
import {
	getSavedPaymentMethodLabel,
	getUsableSavedPaymentMethods,
} from '../saved-payment-methods';

function saved(
	method: Partial< SavedPaymentMethod[ 'method' ] > = {},
	tokenId = '7'
): SavedPaymentMethod {
	return {
		tokenId,
		method: {
			gateway: 'rueda_sandbox_card',
			brand: 'visa',
			last4: '4242',
			display_brand: '',
			...method,
		},
		expiry: '12/28',
	};
}

describe( 'getSavedPaymentMethodLabel', () => {
	it( 'names the brand, the last four digits and the expiry date', () => {
		expect( getSavedPaymentMethodLabel( saved() ) ).toBe(
			'Visa ending in 4242 (expires 12/28)'
		);
	} );

	it( 'prefers the display brand', () => {
		expect(
			getSavedPaymentMethodLabel(
				saved( { brand: 'mc', display_brand: 'Mastercard' } )
			)
		).toBe( 'Mastercard ending in 4242 (expires 12/28)' );
	} );

	it( 'falls back to the gateway when the brand or digits are missing', () => {
		expect(
			getSavedPaymentMethodLabel( saved( { brand: '' } ), 'Card' )
		).toBe( 'Saved token for Card' );
		expect( getSavedPaymentMethodLabel( saved( { last4: '' } ) ) ).toBe(
			'Saved token for rueda_sandbox_card'
		);
	} );
} );

describe( 'getUsableSavedPaymentMethods', () => {
	it( 'keeps the methods of usable gateways only', () => {
		const card = saved( {}, '1' );
		const other = saved( { gateway: 'acme_pay' }, '2' );

		expect(
			getUsableSavedPaymentMethods(
				[ card, other ],
				[ 'rueda_sandbox_card' ]
			)
		).toEqual( [ card ] );
		expect( getUsableSavedPaymentMethods( [ card, other ], [] ) ).toEqual(
			[]
		);
	} );
} );
