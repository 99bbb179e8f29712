/**
 * The site menu's states (spec section 4): which submenus are open, whether
 * the mobile layout applies and its menu is open, keyboard-navigation mode,
 * and isEditMode (true in the editor preview, where links do not navigate).
 *
 * Pure: no DOM, no timers. The controller (menu.ts) renders the state.
 */
export type OpenMode = 'hover' | 'hoverIntent' | 'click';

export type MenuState = Readonly< {
	/** Open submenus (their ids), outermost first: one open branch at a time. */
	open: readonly string[];
	/** The viewport is at or below the breakpoint: the toggle bar shows. */
	isMobile: boolean;
	/** The mobile menu, below the toggle bar, is open. */
	mobileOpen: boolean;
	/** Keyboard-navigation mode: on with the keyboard, off with the mouse. */
	keyboard: boolean;
	isEditMode: boolean;
} >;

export type MenuEvent =
	/** Opens a submenu; `depth` is how many submenus contain its button. */
	| { type: 'OPEN'; id: string; depth: number }
	/** Closes a submenu and the ones inside it. */
	| { type: 'CLOSE'; id: string }
	| { type: 'CLOSE_ALL' }
	| { type: 'SET_MOBILE_OPEN'; open: boolean }
	| { type: 'SET_LAYOUT'; isMobile: boolean }
	| { type: 'SET_KEYBOARD'; on: boolean };

const NONE: readonly string[] = [];

export function createMenuState( isEditMode = false ): MenuState {
	return {
		open: NONE,
		isMobile: false,
		mobileOpen: false,
		keyboard: false,
		isEditMode,
	};
}

/**
 * The next state; the same object when nothing changes.
 *
 * @param state Current state.
 * @param event What happened.
 */
export function menuReducer( state: MenuState, event: MenuEvent ): MenuState {
	switch ( event.type ) {
		case 'OPEN': {
			if ( state.open[ event.depth ] === event.id ) {
				return state;
			}
			// Opening an item closes its siblings and anything inside them.
			const open = [ ...state.open.slice( 0, event.depth ), event.id ];
			return { ...state, open };
		}
		case 'CLOSE': {
			const index = state.open.indexOf( event.id );
			return index < 0
				? state
				: { ...state, open: state.open.slice( 0, index ) };
		}
		case 'CLOSE_ALL':
			return state.open.length ? { ...state, open: NONE } : state;
		case 'SET_MOBILE_OPEN':
			return state.mobileOpen === event.open &&
				( event.open || ! state.open.length )
				? state
				: {
						...state,
						mobileOpen: event.open,
						open: event.open ? state.open : NONE,
					};
		case 'SET_LAYOUT':
			// Switching layouts starts from a closed menu.
			return state.isMobile === event.isMobile
				? state
				: {
						...state,
						isMobile: event.isMobile,
						mobileOpen: false,
						open: NONE,
					};
		case 'SET_KEYBOARD':
			return state.keyboard === event.on
				? state
				: { ...state, keyboard: event.on };
		default:
			return state;
	}
}

export const isSubmenuOpen = ( state: MenuState, id: string ): boolean =>
	state.open.includes( id );
