/**
 * Whether a media query matches, following changes (the filters fold into a
 * panel on phones).
 */
import { useCallback, useSyncExternalStore } from '@wordpress/element';

/** Below WordPress's 782 px breakpoint the filters fold into a panel. */
export const PHONE_QUERY = '(max-width: 781px)';

export function useMediaQuery( query: string ): boolean {
	const subscribe = useCallback(
		( onChange: () => void ) => {
			const list = window.matchMedia( query );
			list.addEventListener( 'change', onChange );
			return () => list.removeEventListener( 'change', onChange );
		},
		[ query ]
	);
	return useSyncExternalStore(
		subscribe,
		() => window.matchMedia( query ).matches,
		() => false
	);
}
