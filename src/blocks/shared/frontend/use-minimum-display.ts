/**
 * Keeps a loading skeleton on screen for at least 2 seconds once it has
 * appeared, so it does not flash (spec section 9); people who prefer reduced
 * motion get no minimum.
 */
import { useLayoutEffect, useRef, useState } from '@wordpress/element';

export const SKELETON_MINIMUM_MS = 2000;

function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Whether the skeleton shows: true while `isLoading`, and after loading ends
 * until it has been shown for the minimum time.
 *
 * @param isLoading Whether the content is loading.
 * @param minimum   Minimum display time in ms.
 */
export function useMinimumDisplay(
	isLoading: boolean,
	minimum = SKELETON_MINIMUM_MS
): boolean {
	const shownAt = useRef< number | null >( null );
	const [ isHolding, setHolding ] = useState( false );

	if ( isLoading && shownAt.current === null ) {
		shownAt.current = Date.now();
	}

	// Before paint, so the skeleton does not blink off for a frame.
	useLayoutEffect( () => {
		if ( isLoading || shownAt.current === null ) {
			return undefined;
		}
		const left = minimum - ( Date.now() - shownAt.current );
		shownAt.current = null;
		if ( left <= 0 || prefersReducedMotion() ) {
			setHolding( false );
			return undefined;
		}
		setHolding( true );
		const timer = setTimeout( () => setHolding( false ), left );
		return () => clearTimeout( timer );
	}, [ isLoading, minimum ] );

	return isLoading || isHolding;
}
