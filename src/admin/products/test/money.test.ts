import { formatAmount, parseAmount } from '../money';

describe( 'parseAmount', () => {
	it( 'reads decimals with a comma or a point as cents', () => {
		expect( parseAmount( '89,95', 2 ) ).toBe( 8995 );
		expect( parseAmount( ' 89.9 ', 2 ) ).toBe( 8990 );
		expect( parseAmount( '120', 2 ) ).toBe( 12000 );
		expect( parseAmount( '0,05', 2 ) ).toBe( 5 );
	} );

	it( 'tells empty from invalid', () => {
		expect( parseAmount( '', 2 ) ).toBeNull();
		expect( parseAmount( '-3', 2 ) ).toBeUndefined();
		expect( parseAmount( '1,234', 2 ) ).toBeUndefined();
		expect( parseAmount( 'gratis', 2 ) ).toBeUndefined();
	} );
} );

describe( 'formatAmount', () => {
	it( 'writes cents as the owner types them', () => {
		expect( formatAmount( 8995, 2, ',' ) ).toBe( '89,95' );
		expect( formatAmount( 5, 2, '.' ) ).toBe( '0.05' );
		expect( formatAmount( null, 2, ',' ) ).toBe( '' );
	} );
} );
