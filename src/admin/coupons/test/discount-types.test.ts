import {
	couponStatuses,
	describeDiscount,
	formatAmount,
} from '../discount-types';

const euro = {
	symbol: '€',
	minorUnit: 2,
	decimalSeparator: ',',
	thousandSeparator: '.',
	position: 'right_space' as const,
};

describe( 'formatAmount', () => {
	it( 'writes percentages and money', () => {
		expect( formatAmount( 'percent', 15, euro ) ).toBe( '15 %' );
		expect( formatAmount( 'fixed_cart', 1250.5, euro ) ).toBe(
			'1.250,50 €'
		);
	} );
} );

describe( 'describeDiscount', () => {
	it( 'names a free-shipping coupon without an amount', () => {
		expect(
			describeDiscount(
				{ discount_type: 'fixed_cart', amount: 0, free_shipping: true },
				euro
			)
		).toBe( 'Free shipping' );
	} );

	it( 'writes the type with its amount', () => {
		expect(
			describeDiscount(
				{ discount_type: 'percent', amount: 10, free_shipping: false },
				euro
			)
		).toBe( 'Percentage 10 %' );
		expect(
			describeDiscount(
				{
					discount_type: 'fixed_cart',
					amount: 5,
					free_shipping: false,
				},
				euro
			)
		).toBe( 'Fixed discount 5,00 €' );
		expect(
			describeDiscount(
				{
					discount_type: 'fixed_product',
					amount: 5,
					free_shipping: false,
				},
				euro
			)
		).toBe( 'Fixed discount per product 5,00 €' );
	} );

	it( 'adds free shipping to a discount', () => {
		expect(
			describeDiscount(
				{ discount_type: 'percent', amount: 12.5, free_shipping: true },
				euro
			)
		).toBe( 'Percentage 12,5 % + free shipping' );
	} );
} );

describe( 'couponStatuses', () => {
	it( 'labels every status the server sends', () => {
		expect( couponStatuses().map( ( { value } ) => value ) ).toEqual( [
			'active',
			'expired',
			'used_up',
		] );
	} );
} );
