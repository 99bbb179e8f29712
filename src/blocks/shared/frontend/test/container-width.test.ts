/**
 * Container width classes (spec section 9).
 */
import { getContainerWidthClass } from '../container-width';

describe( 'getContainerWidthClass', () => {
	it.each( [
		[ 1200, 'is-large' ],
		[ 701, 'is-large' ],
		[ 700, 'is-medium' ],
		[ 521, 'is-medium' ],
		[ 520, 'is-small' ],
		[ 401, 'is-small' ],
		[ 400, 'is-mobile' ],
		[ 0, 'is-mobile' ],
	] )( 'gives a %d px wide container %s', ( width, expected ) => {
		expect( getContainerWidthClass( width ) ).toBe( expected );
	} );
} );
