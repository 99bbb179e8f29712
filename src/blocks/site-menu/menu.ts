/**
 * The site menu's behaviour on its server markup (render.php): submenus on
 * hover, hover intent or click, the mobile toggle bar below the breakpoint the
 * markup gives (data-breakpoint, in px), and keyboard navigation as in the
 * ARIA disclosure-navigation pattern. Plain DOM: the live site loads it
 * alone, and the editor preview reuses it with isEditMode on.
 */
import { createHoverIntent, HOVER_INTENT_DEFAULTS } from './hover-intent';
import {
	createMenuState,
	menuReducer,
	type MenuEvent,
	type MenuState,
} from './state';

export const DEFAULT_BREAKPOINT = 767;

const SUBMENU = '.rueda-site-menu__submenu';
/** The links and buttons of one list's own items. */
const ITEMS = ':scope>li>a,:scope>li>button';

export type SiteMenu = {
	getState: () => MenuState;
	/** Removes the listeners and timers. */
	destroy: () => void;
};

function readNumber( value: string | undefined, fallback: number ): number {
	const number = Number( value );
	return value && number >= 0 ? number : fallback;
}

function itemsOf( list: Element | null ): HTMLElement[] {
	return list
		? Array.from( list.querySelectorAll< HTMLElement >( ITEMS ) )
		: [];
}

/**
 * Takes over a rendered menu.
 *
 * @param root               The block's <nav>.
 * @param options
 * @param options.isEditMode In the editor preview: hover and click do not navigate.
 */
export function createSiteMenu(
	root: HTMLElement,
	{ isEditMode = false }: { isEditMode?: boolean } = {}
): SiteMenu {
	const controller = new AbortController();
	const on = (
		target: EventTarget,
		type: string,
		listener: ( event: Event ) => void
	) =>
		target.addEventListener( type, listener, {
			signal: controller.signal,
		} );
	// The editor's canvas is an iframe: its own document and window.
	const doc = root.ownerDocument;
	const win = doc.defaultView ?? window;
	const data = root.dataset;
	const toggle = root.querySelector< HTMLElement >(
		'.rueda-site-menu__toggle'
	);
	const buttons = new Map< string, HTMLElement >();
	root.querySelectorAll< HTMLElement >( '.rueda-site-menu__expand' ).forEach(
		( button ) =>
			buttons.set( button.getAttribute( 'aria-controls' ) ?? '', button )
	);
	const intents: Array< { cancel: () => void } > = [];
	let state = createMenuState( isEditMode );

	const dispatch = ( event: MenuEvent ) => {
		const next = menuReducer( state, event );
		if ( next === state ) {
			return;
		}
		state = next;
		const classes = root.classList;
		classes.toggle( 'is-mobile', state.isMobile );
		classes.toggle( 'is-menu-open', state.mobileOpen );
		classes.toggle( 'is-keyboard', state.keyboard );
		toggle?.setAttribute( 'aria-expanded', String( state.mobileOpen ) );
		buttons.forEach( ( button, id ) => {
			const isOpen = state.open.includes( id );
			button.setAttribute( 'aria-expanded', String( isOpen ) );
			button.parentElement?.classList.toggle( 'is-open', isOpen );
		} );
	};
	const idOf = ( element: Element ) =>
		element.getAttribute( 'aria-controls' ) ?? '';
	const close = ( id: string ) => dispatch( { type: 'CLOSE', id } );
	const open = ( button: Element ) => {
		let depth = 0;
		for (
			let list = button.parentElement?.closest( SUBMENU );
			list;
			list = list.parentElement?.closest( SUBMENU )
		) {
			depth++;
		}
		dispatch( { type: 'OPEN', id: idOf( button ), depth } );
	};
	/**
	 * Opens a submenu and returns its first (or last) item to focus.
	 *
	 * @param button The submenu's button.
	 * @param last   Whether to return the last item.
	 */
	const enter = ( button: Element, last = false ) => {
		open( button );
		const items = itemsOf( button.nextElementSibling );
		return items[ last ? items.length - 1 : 0 ];
	};

	// Hover and hover intent, with a mouse on the desktop layout.
	const mode = data.openMode;
	if ( mode === 'hover' || mode === 'hoverIntent' ) {
		const timeout = readNumber(
			data.timeout,
			HOVER_INTENT_DEFAULTS.timeout
		);
		const options =
			mode === 'hover'
				? { sensitivity: Infinity, interval: 0, timeout }
				: {
						sensitivity: readNumber(
							data.sensitivity,
							HOVER_INTENT_DEFAULTS.sensitivity
						),
						interval: readNumber(
							data.interval,
							HOVER_INTENT_DEFAULTS.interval
						),
						timeout,
					};
		buttons.forEach( ( button, id ) => {
			const item = button.parentElement;
			if ( ! item ) {
				return;
			}
			const intent = createHoverIntent(
				options,
				() => open( button ),
				() => close( id )
			);
			intents.push( intent );
			const isMouse = ( event: Event ) =>
				! state.isMobile &&
				( event as PointerEvent ).pointerType !== 'touch';
			on( item, 'pointerenter', ( event ) => {
				if ( isMouse( event ) ) {
					intent.enter( event as PointerEvent );
				}
			} );
			on( item, 'pointermove', ( event ) =>
				intent.move( event as PointerEvent )
			);
			on( item, 'pointerleave', ( event ) => {
				if ( isMouse( event ) ) {
					intent.leave();
				}
			} );
		} );
	}

	on( root, 'click', ( event ) => {
		const target = event.target as Element;
		const button = target.closest( 'button' );
		if ( button && button === toggle ) {
			dispatch( { type: 'SET_MOBILE_OPEN', open: ! state.mobileOpen } );
		} else if ( button && buttons.has( idOf( button ) ) ) {
			if ( state.open.includes( idOf( button ) ) ) {
				close( idOf( button ) );
			} else {
				open( button );
			}
		} else if ( state.isEditMode && target.closest( 'a' ) ) {
			event.preventDefault();
		}
	} );
	on( doc, 'click', ( event ) => {
		if ( ! root.contains( event.target as Node ) ) {
			dispatch( { type: 'SET_MOBILE_OPEN', open: false } );
		}
	} );

	// Keyboard-navigation mode: on with the keyboard, off with the mouse.
	on( doc, 'keydown', () => dispatch( { type: 'SET_KEYBOARD', on: true } ) );
	on( doc, 'mousedown', () =>
		dispatch( { type: 'SET_KEYBOARD', on: false } )
	);
	// Tabbing out of an open submenu closes it.
	on( root, 'focusout', ( event ) => {
		const next = ( event as FocusEvent ).relatedTarget as Node | null;
		if ( state.keyboard ) {
			state.open.forEach( ( id ) => {
				if ( ! buttons.get( id )?.parentElement?.contains( next ) ) {
					close( id );
				}
			} );
		}
	} );

	on( root, 'keydown', ( event ) => {
		const { key, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
		const target = event.target as HTMLElement;
		const list = target.parentElement?.parentElement ?? null;
		if ( altKey || ctrlKey || metaKey || ! list?.matches( 'ul' ) ) {
			if ( key === 'Escape' && state.mobileOpen ) {
				dispatch( { type: 'SET_MOBILE_OPEN', open: false } );
				toggle?.focus();
			}
			return;
		}
		const items = itemsOf( list );
		const index = items.indexOf( target );
		const parent = list.matches( SUBMENU )
			? list.previousElementSibling
			: null;
		const isButton = buttons.has( idOf( target ) );
		const horizontal = ! parent && ! state.isMobile;
		let focus: Element | null | undefined;

		if ( key === 'Escape' ) {
			if ( isButton && state.open.includes( idOf( target ) ) ) {
				close( idOf( target ) );
			} else if ( parent ) {
				close( idOf( parent ) );
				focus = parent;
			} else if ( state.open.length ) {
				dispatch( { type: 'CLOSE_ALL' } );
			} else if ( state.mobileOpen ) {
				dispatch( { type: 'SET_MOBILE_OPEN', open: false } );
				focus = toggle;
			}
		} else if ( key === 'Home' ) {
			focus = items[ 0 ];
		} else if ( key === 'End' ) {
			focus = items[ items.length - 1 ];
		} else if (
			isButton &&
			key === ( horizontal ? 'ArrowDown' : 'ArrowRight' )
		) {
			focus = enter( target );
		} else if ( isButton && horizontal && key === 'ArrowUp' ) {
			focus = enter( target, true );
		} else if ( key === ( horizontal ? 'ArrowRight' : 'ArrowDown' ) ) {
			focus = items[ index + 1 ];
		} else if ( key === ( horizontal ? 'ArrowLeft' : 'ArrowUp' ) ) {
			focus = items[ index - 1 ];
		} else if ( key === 'ArrowLeft' && parent ) {
			close( idOf( parent ) );
			focus = parent;
		} else {
			return;
		}
		event.preventDefault();
		( focus as HTMLElement | null | undefined )?.focus();
	} );

	// The breakpoint comes from the markup, so one stylesheet fits any value.
	const query = win.matchMedia?.(
		`(max-width: ${ readNumber( data.breakpoint, DEFAULT_BREAKPOINT ) }px)`
	);
	const layout = () =>
		dispatch( {
			type: 'SET_LAYOUT',
			isMobile: query
				? query.matches
				: win.innerWidth <=
					readNumber( data.breakpoint, DEFAULT_BREAKPOINT ),
		} );
	on( query ?? win, query ? 'change' : 'resize', layout );
	layout();
	root.classList.add( 'is-ready' );

	return {
		getState: () => state,
		destroy() {
			controller.abort();
			intents.forEach( ( intent ) => intent.cancel() );
			root.classList.remove( 'is-ready' );
		},
	};
}
