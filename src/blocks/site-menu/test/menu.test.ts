import userEvent from '@testing-library/user-event';

import { createSiteMenu, type SiteMenu } from '../menu';
import { renderMenu } from './fixture';

// What style.scss does for submenus once the script runs, so Tab skips closed ones.
const STYLE =
	'.is-ready .rueda-site-menu__submenu{display:none}.is-ready .is-open>.rueda-site-menu__submenu{display:block}';

let menu: SiteMenu | undefined;

function setup( options: { openMode?: string; breakpoint?: number } = {} ) {
	const nav = renderMenu( options );
	const style = document.createElement( 'style' );
	style.textContent = STYLE;
	document.head.replaceChildren( style );
	menu = createSiteMenu( nav );
	const byText = ( text: string ) =>
		Array.from( nav.querySelectorAll< HTMLElement >( 'a,button' ) ).find(
			( element ) =>
				element.textContent === text ||
				element.getAttribute( 'aria-label' ) === text
		)!;
	return { nav, byText };
}

function pointer( type: string, target: Element, x = 0, y = 0 ) {
	target.dispatchEvent(
		new MouseEvent( type, { clientX: x, clientY: y, bubbles: false } )
	);
}

const itemOf = ( element: Element ) => element.parentElement!;

afterEach( () => {
	menu?.destroy();
	menu = undefined;
	jest.useRealTimers();
} );

describe( 'createSiteMenu', () => {
	describe( 'hover intent', () => {
		beforeEach( () => jest.useFakeTimers() );

		it( 'does not open on a fast sweep over an item', () => {
			const { byText } = setup();
			const item = itemOf( byText( 'Servicios' ) );
			pointer( 'pointerenter', item, 0, 10 );
			for ( let x = 30; x <= 90; x += 30 ) {
				pointer( 'pointermove', item, x, 10 );
				jest.advanceTimersByTime( 30 );
			}
			pointer( 'pointerleave', item, 120, 10 );
			jest.advanceTimersByTime( 1000 );
			expect( byText( 'Servicios' ) ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );

		it( 'opens when the pointer rests, closes after the delay, and stays open on re-entering', () => {
			const { byText } = setup();
			const button = byText( 'Servicios' );
			const item = itemOf( button );
			pointer( 'pointerenter', item, 10, 10 );
			jest.advanceTimersByTime( 100 );
			expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
			expect( item ).toHaveClass( 'is-open' );

			pointer( 'pointerleave', item );
			jest.advanceTimersByTime( 200 );
			pointer( 'pointerenter', item, 12, 12 );
			jest.advanceTimersByTime( 1000 );
			expect( button ).toHaveAttribute( 'aria-expanded', 'true' );

			pointer( 'pointerleave', item );
			jest.advanceTimersByTime( 299 );
			expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
			jest.advanceTimersByTime( 1 );
			expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		} );

		it( 'opens on entering in hover mode', () => {
			const { byText } = setup( { openMode: 'hover' } );
			pointer( 'pointerenter', itemOf( byText( 'Servicios' ) ) );
			expect( byText( 'Servicios' ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
		} );
	} );

	describe( 'click mode', () => {
		it( 'ignores hovering and toggles on click; a click outside closes', () => {
			jest.useFakeTimers();
			const { byText } = setup( { openMode: 'click' } );
			const button = byText( 'Servicios' );
			pointer( 'pointerenter', itemOf( button ) );
			jest.advanceTimersByTime( 500 );
			expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

			button.click();
			expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
			button.click();
			expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

			button.click();
			document.body.click();
			expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		} );

		it( 'opens the Tienda submenu from its own button, its link still a link', () => {
			const { byText } = setup( { openMode: 'click' } );
			byText( 'Submenú de Tienda' ).click();
			expect( byText( 'Submenú de Tienda' ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			expect( byText( 'Tienda' ) ).toHaveAttribute( 'href', '/tienda/' );
		} );
	} );

	describe( 'keyboard-navigation mode', () => {
		it( 'switches on with the keyboard and off with the mouse', () => {
			const { nav } = setup();
			expect( nav ).not.toHaveClass( 'is-keyboard' );
			document.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: 'Tab' } )
			);
			expect( nav ).toHaveClass( 'is-keyboard' );
			expect( menu!.getState().keyboard ).toBe( true );
			document.dispatchEvent( new MouseEvent( 'mousedown' ) );
			expect( nav ).not.toHaveClass( 'is-keyboard' );
		} );
	} );

	describe( 'keys of the disclosure-navigation pattern', () => {
		it( 'Tab and Shift+Tab move through the top items, skipping closed submenus', async () => {
			const user = userEvent.setup();
			const { byText } = setup();
			byText( 'Inicio' ).focus();
			await user.tab();
			expect( byText( 'Tienda' ) ).toHaveFocus();
			await user.tab();
			expect( byText( 'Submenú de Tienda' ) ).toHaveFocus();
			await user.tab();
			expect( byText( 'Servicios' ) ).toHaveFocus();
			await user.tab( { shift: true } );
			expect( byText( 'Submenú de Tienda' ) ).toHaveFocus();
		} );

		it( 'Enter and Space toggle a submenu, then Tab moves into it', async () => {
			const user = userEvent.setup();
			const { byText } = setup();
			byText( 'Servicios' ).focus();
			await user.keyboard( '{Enter}' );
			expect( byText( 'Servicios' ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			await user.tab();
			expect( byText( 'Montaje' ) ).toHaveFocus();
			await user.tab( { shift: true } );
			await user.keyboard( ' ' );
			expect( byText( 'Servicios' ) ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );

		it( 'arrow keys move along the top items and open and enter submenus', async () => {
			const user = userEvent.setup();
			const { byText } = setup();
			byText( 'Inicio' ).focus();
			await user.keyboard( '{ArrowRight}' );
			expect( byText( 'Tienda' ) ).toHaveFocus();
			await user.keyboard( '{ArrowRight}{ArrowRight}' );
			expect( byText( 'Servicios' ) ).toHaveFocus();
			await user.keyboard( '{ArrowLeft}' );
			expect( byText( 'Submenú de Tienda' ) ).toHaveFocus();
			await user.keyboard( '{ArrowRight}{ArrowDown}' );
			expect( byText( 'Servicios' ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			expect( byText( 'Montaje' ) ).toHaveFocus();
			await user.keyboard( '{ArrowDown}{ArrowDown}' );
			expect( byText( 'Alineación' ) ).toHaveFocus();
			await user.keyboard( '{ArrowUp}' );
			expect( byText( 'Equilibrado' ) ).toHaveFocus();
		} );

		it( 'ArrowUp opens a submenu at its last item; ArrowRight enters a nested one and ArrowLeft leaves it', async () => {
			const user = userEvent.setup();
			const { byText } = setup();
			byText( 'Servicios' ).focus();
			await user.keyboard( '{ArrowUp}' );
			expect( byText( 'Pre-ITV' ) ).toHaveFocus();

			byText( 'Submenú de Tienda' ).focus();
			await user.keyboard( '{ArrowDown}' );
			expect( byText( 'Neumáticos' ) ).toHaveFocus();
			await user.keyboard( '{ArrowRight}' );
			expect( byText( 'Verano' ) ).toHaveFocus();
			expect( menu!.getState().open ).toEqual( [
				'rueda-site-menu-1-1',
				'rueda-site-menu-1-2',
			] );
			await user.keyboard( '{ArrowLeft}' );
			expect( byText( 'Neumáticos' ) ).toHaveFocus();
			expect( byText( 'Neumáticos' ) ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );

		it( 'Escape closes the submenu and returns focus to its button', async () => {
			const user = userEvent.setup();
			const { byText } = setup();
			byText( 'Servicios' ).focus();
			await user.keyboard( '{ArrowDown}{ArrowDown}' );
			expect( byText( 'Equilibrado' ) ).toHaveFocus();
			await user.keyboard( '{Escape}' );
			expect( byText( 'Servicios' ) ).toHaveFocus();
			expect( byText( 'Servicios' ) ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );

		it( 'Home and End go to the first and last item of the list', async () => {
			const user = userEvent.setup();
			const { byText } = setup();
			byText( 'Servicios' ).focus();
			await user.keyboard( '{End}' );
			expect( byText( 'Sobre nosotros' ) ).toHaveFocus();
			await user.keyboard( '{Home}' );
			expect( byText( 'Inicio' ) ).toHaveFocus();

			byText( 'Servicios' ).focus();
			await user.keyboard( '{ArrowDown}{End}' );
			expect( byText( 'Pre-ITV' ) ).toHaveFocus();
			await user.keyboard( '{Home}' );
			expect( byText( 'Montaje' ) ).toHaveFocus();
		} );

		it( 'Tabbing out of an open submenu closes it', async () => {
			const user = userEvent.setup();
			const { byText } = setup();
			byText( 'Servicios' ).focus();
			await user.keyboard( '{ArrowUp}' );
			await user.tab();
			expect( byText( 'Sobre nosotros' ) ).toHaveFocus();
			expect( byText( 'Servicios' ) ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );
	} );

	describe( 'breakpoint', () => {
		// The browser's media queries, on jsdom's window width.
		beforeEach( () => {
			window.matchMedia = ( query: string ) => {
				const max = Number( /max-width: (\d+)px/.exec( query )?.[ 1 ] );
				const list = new EventTarget();
				window.addEventListener( 'resize', () =>
					list.dispatchEvent( new Event( 'change' ) )
				);
				Object.defineProperty( list, 'matches', {
					get: () => window.innerWidth <= max,
				} );
				return list as MediaQueryList;
			};
		} );

		const resize = ( width: number ) => {
			window.innerWidth = width;
			window.dispatchEvent( new Event( 'resize' ) );
		};

		it( 'reads data-breakpoint: the toggle bar at 899 px, the desktop menu at 901 px', () => {
			resize( 899 );
			const { nav } = setup( { breakpoint: 900 } );
			expect( nav ).toHaveClass( 'is-mobile' );
			resize( 901 );
			expect( nav ).not.toHaveClass( 'is-mobile' );
			resize( 900 );
			expect( nav ).toHaveClass( 'is-mobile' );
		} );

		it( 'opens and closes the mobile menu with the toggle bar, and with Escape', async () => {
			resize( 390 );
			const user = userEvent.setup();
			const { nav, byText } = setup();
			const bar = byText( 'Menú' );
			expect( bar ).toHaveAttribute( 'aria-expanded', 'false' );
			await user.click( bar );
			expect( bar ).toHaveAttribute( 'aria-expanded', 'true' );
			expect( nav ).toHaveClass( 'is-menu-open' );
			await user.click( bar );
			expect( nav ).not.toHaveClass( 'is-menu-open' );

			await user.click( bar );
			byText( 'Inicio' ).focus();
			await user.keyboard( '{Escape}' );
			expect( nav ).not.toHaveClass( 'is-menu-open' );
			expect( bar ).toHaveFocus();
		} );
	} );

	describe( 'isEditMode', () => {
		it( 'is false on the live site: links navigate', () => {
			const { byText } = setup();
			const click = new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
			} );
			byText( 'Inicio' ).dispatchEvent( click );
			expect( menu!.getState().isEditMode ).toBe( false );
			expect( click.defaultPrevented ).toBe( false );
		} );

		it( 'stops links navigating in the editor preview, where submenus still open', () => {
			const nav = renderMenu( { openMode: 'click' } );
			menu = createSiteMenu( nav, { isEditMode: true } );
			expect( menu.getState().isEditMode ).toBe( true );
			const link = nav.querySelector( 'a' )!;
			const click = new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
			} );
			link.dispatchEvent( click );
			expect( click.defaultPrevented ).toBe( true );

			const button = nav.querySelector< HTMLElement >(
				'.rueda-site-menu__expand'
			)!;
			button.click();
			expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		} );
	} );
} );
