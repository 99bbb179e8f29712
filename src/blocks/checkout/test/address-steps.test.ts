/**
 * Which address forms show.
 */
import {
	getBillingFieldOverrides,
	showsBillingAddress,
	showsShippingAddress,
} from '../address-steps';

const shipping = {
	needsShipping: true,
	prefersCollection: false,
	useShippingAsBilling: true,
};

describe( 'address steps', () => {
	it( 'shows the shipping form and copies it for billing by default', () => {
		expect( showsShippingAddress( shipping ) ).toBe( true );
		expect( showsBillingAddress( shipping ) ).toBe( false );
	} );

	it( 'shows both when billing differs', () => {
		const differs = { ...shipping, useShippingAsBilling: false };
		expect( showsShippingAddress( differs ) ).toBe( true );
		expect( showsBillingAddress( differs ) ).toBe( true );
	} );

	it( 'shows only billing for pickup or when nothing ships', () => {
		for ( const context of [
			{ ...shipping, prefersCollection: true },
			{ ...shipping, needsShipping: false },
		] ) {
			expect( showsShippingAddress( context ) ).toBe( false );
			expect( showsBillingAddress( context ) ).toBe( true );
		}
	} );

	describe( 'getBillingFieldOverrides', () => {
		it( 'requires the phone when the order is picked up', () => {
			const pickup = { ...shipping, prefersCollection: true };
			expect( getBillingFieldOverrides( pickup ) ).toEqual( {
				phone: { required: true },
			} );
			// The same object: the form keeps its memoised fields.
			expect( getBillingFieldOverrides( pickup ) ).toBe(
				getBillingFieldOverrides( pickup )
			);
		} );

		it( 'leaves the phone optional for delivery or when nothing ships', () => {
			expect( getBillingFieldOverrides( shipping ) ).toBeUndefined();
			expect(
				getBillingFieldOverrides( {
					needsShipping: false,
					prefersCollection: true,
				} )
			).toBeUndefined();
		} );
	} );
} );
