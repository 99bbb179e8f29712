/**
 * Makes an element inert (no focus, no clicks, hidden from assistive
 * technology) while a condition holds. Set on the DOM: React 18 and 19 treat
 * the `inert` prop differently.
 */
import { useLayoutEffect, useRef } from '@wordpress/element';

export function useInert< T extends HTMLElement >( isInert: boolean ) {
	const ref = useRef< T >( null );
	useLayoutEffect( () => {
		ref.current?.toggleAttribute( 'inert', isInert );
	}, [ isInert ] );
	return ref;
}
