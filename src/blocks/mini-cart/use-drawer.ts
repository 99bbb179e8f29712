/**
 * The drawer's state with its closing delay.
 */
import { useCallback, useEffect, useReducer } from '@wordpress/element';

import {
	DRAWER_CLOSE_DELAY_MS,
	drawerReducer,
	type DrawerState,
} from './drawer-state';

export function useDrawer(): {
	state: DrawerState;
	open: () => void;
	close: () => void;
} {
	const [ state, send ] = useReducer( drawerReducer, 'hidden' );

	useEffect( () => {
		if ( state !== 'closing' ) {
			return;
		}
		const timer = setTimeout(
			() => send( 'CLOSED' ),
			DRAWER_CLOSE_DELAY_MS
		);
		return () => clearTimeout( timer );
	}, [ state ] );

	return {
		state,
		open: useCallback( () => send( 'OPEN' ), [] ),
		close: useCallback( () => send( 'CLOSE' ), [] ),
	};
}
