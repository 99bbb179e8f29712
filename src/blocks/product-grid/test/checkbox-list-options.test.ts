/**
 * Checkbox list truncation (spec section 9).
 */
import { getVisibleOptions, isTruncatable } from '../checkbox-list-options';

const options = ( count: number ) =>
	Array.from( { length: count }, ( _, index ) => String( index + 1 ) );
const none = () => false;

describe( 'checkbox list options', () => {
	it( 'shows every option up to the limit plus 5', () => {
		expect( isTruncatable( 15 ) ).toBe( false );
		expect( getVisibleOptions( options( 15 ), false, none ) ).toHaveLength(
			15
		);
	} );

	it( 'shows 10 options when there are more than 15', () => {
		expect( isTruncatable( 16 ) ).toBe( true );
		expect( getVisibleOptions( options( 16 ), false, none ) ).toEqual(
			options( 10 )
		);
	} );

	it( 'shows all once expanded', () => {
		expect( getVisibleOptions( options( 30 ), true, none ) ).toHaveLength(
			30
		);
	} );

	it( 'keeps checked options beyond the limit visible', () => {
		expect(
			getVisibleOptions(
				options( 20 ),
				false,
				( option ) => option === '18'
			)
		).toEqual( [ ...options( 10 ), '18' ] );
	} );

	it( 'honours another limit', () => {
		expect( isTruncatable( 8, 3 ) ).toBe( false );
		expect( getVisibleOptions( options( 9 ), false, none, 3 ) ).toEqual(
			options( 3 )
		);
	} );
} );
