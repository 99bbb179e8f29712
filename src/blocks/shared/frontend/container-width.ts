/**
 * Width classes of a block's container (spec section 9): above 700 px
 * is-large, above 520 is-medium, above 400 is-small, else is-mobile. The
 * layout follows the block's own width, not the window's.
 */
import { useEffect } from '@wordpress/element';

const WIDTH_CLASSES = [
	[ 700, 'is-large' ],
	[ 520, 'is-medium' ],
	[ 400, 'is-small' ],
] as const;

export type ContainerWidthClass =
	( typeof WIDTH_CLASSES )[ number ][ 1 ] | 'is-mobile';

export function getContainerWidthClass( width: number ): ContainerWidthClass {
	return (
		WIDTH_CLASSES.find( ( [ min ] ) => width > min )?.[ 1 ] ?? 'is-mobile'
	);
}

/**
 * Keeps the width class of an element up to date as it resizes.
 *
 * @param element The block's wrapper.
 */
export function useContainerWidthClass( element: HTMLElement ): void {
	useEffect( () => {
		const apply = ( width: number ) => {
			element.classList.remove(
				'is-large',
				'is-medium',
				'is-small',
				'is-mobile'
			);
			element.classList.add( getContainerWidthClass( width ) );
		};
		apply( element.getBoundingClientRect().width );
		if ( typeof ResizeObserver === 'undefined' ) {
			return;
		}
		const observer = new ResizeObserver( ( [ entry ] ) => {
			if ( entry ) {
				apply( entry.contentRect.width );
			}
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ element ] );
}
