import { DEFAULT_CURRENCY, formatAmount, parseAmount } from '../money';

describe( 'amounts', () => {
	it( 'shows minor units with the decimal separator', () => {
		expect( formatAmount( 995, DEFAULT_CURRENCY ) ).toBe( '9,95' );
		expect( formatAmount( 0, DEFAULT_CURRENCY ) ).toBe( '0,00' );
		expect( formatAmount( 'abc', DEFAULT_CURRENCY ) ).toBe( 'abc' );
	} );

	it( 'reads what the owner types', () => {
		expect( parseAmount( '9,95', DEFAULT_CURRENCY ) ).toBe( 995 );
		expect( parseAmount( '12', DEFAULT_CURRENCY ) ).toBe( 1200 );
		expect( parseAmount( '1.250,5 €', DEFAULT_CURRENCY ) ).toBe( 125050 );
		expect( parseAmount( '0,1', DEFAULT_CURRENCY ) ).toBe( 10 );
		expect(
			parseAmount( '9.95', {
				...DEFAULT_CURRENCY,
				decimalSeparator: '.',
				thousandSeparator: ',',
			} )
		).toBe( 995 );
	} );

	it( 'keeps text that is not an amount for the server to refuse', () => {
		expect( parseAmount( '-1', DEFAULT_CURRENCY ) ).toBe( '-1' );
		expect( parseAmount( '9,999', DEFAULT_CURRENCY ) ).toBe( '9,999' );
		expect( parseAmount( '', DEFAULT_CURRENCY ) ).toBe( '' );
		expect( parseAmount( 'gratis', DEFAULT_CURRENCY ) ).toBe( 'gratis' );
	} );
} );
