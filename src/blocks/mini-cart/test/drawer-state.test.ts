/**
 * The drawer's state machine: every transition.
 */
import { drawerReducer, type DrawerState } from '../drawer-state';

describe( 'drawerReducer', () => {
	it.each<
		[ DrawerState, Parameters< typeof drawerReducer >[ 1 ], DrawerState ]
	>( [
		[ 'hidden', 'OPEN', 'open' ],
		[ 'hidden', 'CLOSE', 'hidden' ],
		[ 'hidden', 'CLOSED', 'hidden' ],
		[ 'open', 'OPEN', 'open' ],
		[ 'open', 'CLOSE', 'closing' ],
		[ 'open', 'CLOSED', 'open' ],
		[ 'closing', 'OPEN', 'open' ],
		[ 'closing', 'CLOSE', 'closing' ],
		[ 'closing', 'CLOSED', 'hidden' ],
	] )( 'goes from %s on %s to %s', ( state, event, expected ) => {
		expect( drawerReducer( state, event ) ).toBe( expected );
	} );
} );
