import { formatAmount } from '../discount-types';

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
