/**
 * The quantities the buy box offers.
 */
import {
	getDefaultQuantity,
	getProductLimits,
	getQuickQuantities,
	hasAllowedQuantity,
} from '../quantity-options';
import { getServiceQuantity } from '../suggested-services';
import { product, service } from './fixtures';

function limits( minimum: number, maximum: number, multipleOf = 1 ) {
	return getProductLimits(
		product( {
			add_to_cart: {
				...product().add_to_cart,
				minimum,
				maximum,
				multiple_of: multipleOf,
			},
		} )
	);
}

describe( 'getQuickQuantities', () => {
	it( 'offers 1, 2 and 4 when the limits allow them', () => {
		expect( getQuickQuantities( limits( 1, 36 ) ) ).toEqual( [ 1, 2, 4 ] );
	} );

	it( 'leaves out what the stock does not reach', () => {
		expect( getQuickQuantities( limits( 1, 3 ) ) ).toEqual( [ 1, 2 ] );
		expect( getQuickQuantities( limits( 1, 1 ) ) ).toEqual( [ 1 ] );
	} );

	it( 'leaves out what is below the minimum or off the step', () => {
		expect( getQuickQuantities( limits( 2, 8 ) ) ).toEqual( [ 2, 4 ] );
		expect( getQuickQuantities( limits( 1, 8, 2 ) ) ).toEqual( [ 2, 4 ] );
		expect( getQuickQuantities( limits( 1, 8, 4 ) ) ).toEqual( [ 4 ] );
	} );

	it( 'offers none for products sold individually', () => {
		expect(
			getQuickQuantities(
				getProductLimits( service( { sold_individually: true } ) )
			)
		).toEqual( [] );
	} );
} );

describe( 'getDefaultQuantity', () => {
	it( 'chooses a set of four tyres when there are enough', () => {
		expect( getDefaultQuantity( limits( 1, 8 ), true ) ).toBe( 4 );
		expect( getDefaultQuantity( limits( 1, 4 ), true ) ).toBe( 4 );
	} );

	it( 'falls back to the minimum for tyres short of four', () => {
		expect( getDefaultQuantity( limits( 1, 3 ), true ) ).toBe( 1 );
		expect( getDefaultQuantity( limits( 1, 8, 3 ), true ) ).toBe( 3 );
	} );

	it( 'chooses the minimum for services', () => {
		expect( getDefaultQuantity( limits( 1, 4 ), false ) ).toBe( 1 );
		expect( getDefaultQuantity( limits( 2, 4 ), false ) ).toBe( 2 );
	} );
} );

describe( 'hasAllowedQuantity', () => {
	it( 'is false when the stock allows no unit', () => {
		const base = product().add_to_cart;
		expect( hasAllowedQuantity( product() ) ).toBe( true );
		expect(
			hasAllowedQuantity(
				product( { add_to_cart: { ...base, maximum: 0 } } )
			)
		).toBe( false );
		expect(
			hasAllowedQuantity(
				product( {
					add_to_cart: { ...base, maximum: 3, multiple_of: 4 },
				} )
			)
		).toBe( false );
	} );
} );

describe( 'getServiceQuantity', () => {
	it( 'adds per-wheel services in the tyre quantity, within their limits', () => {
		expect( getServiceQuantity( service(), 4 ) ).toBe( 4 );
		expect( getServiceQuantity( service(), 2 ) ).toBe( 2 );
		expect( getServiceQuantity( service(), 8 ) ).toBe( 4 );
	} );

	it( 'adds other services once', () => {
		expect(
			getServiceQuantity( service( { sold_individually: true } ), 4 )
		).toBe( 1 );
		expect(
			getServiceQuantity(
				service( {
					add_to_cart: { ...service().add_to_cart, maximum: 1 },
				} ),
				4
			)
		).toBe( 1 );
	} );
} );
