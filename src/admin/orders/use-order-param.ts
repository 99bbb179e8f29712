/**
 * The order open on the screen, kept in the address (`&order=ID`) so it can be
 * linked, reloaded and left with the browser's back button.
 */
import { useCallback } from '@wordpress/element';

import { useRecordParam } from '../shared/use-record-param';

export function useOrderParam(): [ number, ( id: number ) => void ] {
	const [ param, setParam ] = useRecordParam( 'order' );
	const open = useCallback(
		( id: number ) => setParam( id > 0 ? id : null ),
		[ setParam ]
	);
	return [ typeof param === 'number' ? param : 0, open ];
}
