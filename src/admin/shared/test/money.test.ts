import { formatAmount, parseAmount, type AmountFormat } from '../money';

const EUROS: AmountFormat = {
	minorUnit: 2,
	decimalSeparator: ',',
	thousandSeparator: '.',
	prefix: '',
	suffix: ' €',
};

describe( 'parseAmount', () => {
	it( 'reads decimals with a comma or a point as cents', () => {
		expect( parseAmount( '89,95', EUROS ) ).toBe( 8995 );
		expect( parseAmount( ' 89.9 ', EUROS ) ).toBe( 8990 );
		expect( parseAmount( '9.95', EUROS ) ).toBe( 995 );
		expect( parseAmount( '120', EUROS ) ).toBe( 12000 );
		expect( parseAmount( '0,05', EUROS ) ).toBe( 5 );
	} );

	it( 'reads thousands grouped the shop’s way, with the symbol', () => {
		expect( parseAmount( '1.250', EUROS ) ).toBe( 125000 );
		expect( parseAmount( '1.250,5 €', EUROS ) ).toBe( 125050 );
		expect( parseAmount( '1.234.567,89', EUROS ) ).toBe( 123456789 );
		expect(
			parseAmount( '$1,250.50', {
				minorUnit: 2,
				decimalSeparator: '.',
				thousandSeparator: ',',
				prefix: '$',
			} )
		).toBe( 125050 );
	} );

	it( 'tells empty from invalid', () => {
		expect( parseAmount( '', EUROS ) ).toBeNull();
		expect( parseAmount( ' € ', EUROS ) ).toBeNull();
		expect( parseAmount( '-3', EUROS ) ).toBeUndefined();
		expect( parseAmount( '9,999', EUROS ) ).toBeUndefined();
		expect( parseAmount( '1.25.0', EUROS ) ).toBeUndefined();
		expect( parseAmount( 'gratis', EUROS ) ).toBeUndefined();
	} );

	it( 'follows the currency’s decimals', () => {
		expect(
			parseAmount( '1500', { minorUnit: 0, decimalSeparator: ',' } )
		).toBe( 1500 );
		expect(
			parseAmount( '1,5', { minorUnit: 0, decimalSeparator: ',' } )
		).toBeUndefined();
	} );
} );

describe( 'formatAmount', () => {
	it( 'writes minor units as the owner types them', () => {
		expect( formatAmount( 8995, EUROS ) ).toBe( '89,95' );
		expect( formatAmount( 0, EUROS ) ).toBe( '0,00' );
		expect( formatAmount( 5, { ...EUROS, decimalSeparator: '.' } ) ).toBe(
			'0.05'
		);
		expect( formatAmount( null, EUROS ) ).toBe( '' );
	} );
} );
