/**
 * The drawer's states (spec section 4): open, hidden, and closing, which
 * lasts DRAWER_CLOSE_DELAY_MS so the drawer can slide out before it hides.
 */
export const DRAWER_CLOSE_DELAY_MS = 300;

export type DrawerState = 'hidden' | 'open' | 'closing';

/** OPEN and CLOSE come from the shopper; CLOSED when the closing delay is over. */
export type DrawerEvent = 'OPEN' | 'CLOSE' | 'CLOSED';

export function drawerReducer(
	state: DrawerState,
	event: DrawerEvent
): DrawerState {
	switch ( event ) {
		// Also while closing: the shopper changed their mind.
		case 'OPEN':
			return 'open';
		case 'CLOSE':
			return state === 'open' ? 'closing' : state;
		case 'CLOSED':
			return state === 'closing' ? 'hidden' : state;
		default:
			return state;
	}
}
