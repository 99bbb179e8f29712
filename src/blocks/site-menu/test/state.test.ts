import { createMenuState, isSubmenuOpen, menuReducer } from '../state';

describe( 'menuReducer', () => {
	const closed = createMenuState();

	it( 'starts closed, in mouse mode, and live unless told it is the editor', () => {
		expect( closed ).toEqual( {
			open: [],
			isMobile: false,
			mobileOpen: false,
			keyboard: false,
			isEditMode: false,
		} );
		expect( createMenuState( true ).isEditMode ).toBe( true );
	} );

	it( 'keeps one open branch: opening an item closes its siblings', () => {
		let state = menuReducer( closed, { type: 'OPEN', id: 'a', depth: 0 } );
		state = menuReducer( state, { type: 'OPEN', id: 'a1', depth: 1 } );
		expect( state.open ).toEqual( [ 'a', 'a1' ] );

		state = menuReducer( state, { type: 'OPEN', id: 'b', depth: 0 } );
		expect( state.open ).toEqual( [ 'b' ] );
		expect( isSubmenuOpen( state, 'a' ) ).toBe( false );
	} );

	it( 'closes a submenu with the ones inside it', () => {
		let state = menuReducer( closed, { type: 'OPEN', id: 'a', depth: 0 } );
		state = menuReducer( state, { type: 'OPEN', id: 'a1', depth: 1 } );
		expect( menuReducer( state, { type: 'CLOSE', id: 'a' } ).open ).toEqual(
			[]
		);
		expect(
			menuReducer( state, { type: 'CLOSE', id: 'a1' } ).open
		).toEqual( [ 'a' ] );
	} );

	it( 'returns the same state when nothing changes', () => {
		expect( menuReducer( closed, { type: 'CLOSE', id: 'x' } ) ).toBe(
			closed
		);
		expect( menuReducer( closed, { type: 'CLOSE_ALL' } ) ).toBe( closed );
		expect(
			menuReducer( closed, { type: 'SET_KEYBOARD', on: false } )
		).toBe( closed );
		expect(
			menuReducer( closed, { type: 'SET_LAYOUT', isMobile: false } )
		).toBe( closed );
	} );

	it( 'closes the mobile menu and its submenus together', () => {
		let state = menuReducer( closed, {
			type: 'SET_LAYOUT',
			isMobile: true,
		} );
		state = menuReducer( state, { type: 'SET_MOBILE_OPEN', open: true } );
		state = menuReducer( state, { type: 'OPEN', id: 'a', depth: 0 } );
		state = menuReducer( state, { type: 'SET_MOBILE_OPEN', open: false } );
		expect( state ).toMatchObject( { mobileOpen: false, open: [] } );
	} );

	it( 'starts a new layout from a closed menu', () => {
		let state = menuReducer( closed, { type: 'OPEN', id: 'a', depth: 0 } );
		state = menuReducer( state, { type: 'SET_LAYOUT', isMobile: true } );
		expect( state ).toMatchObject( { isMobile: true, open: [] } );
	} );
} );
