/**
 * How many orders there are in each status (GET /rueda/v1/orders/counts).
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

import { ORDERS_PATH } from './types';

export function useStatusCounts(): [ Record< string, number >, () => void ] {
	const [ counts, setCounts ] = useState< Record< string, number > >( {} );
	const [ generation, setGeneration ] = useState( 0 );

	useEffect( () => {
		let isCurrent = true;
		apiFetch< Record< string, number > >( {
			path: `${ ORDERS_PATH }/counts`,
		} )
			.then( ( loaded ) => isCurrent && setCounts( loaded ) )
			// The list shows the error; the filter just goes without numbers.
			.catch( () => undefined );
		return () => {
			isCurrent = false;
		};
	}, [ generation ] );

	const reload = useCallback( () => setGeneration( ( n ) => n + 1 ), [] );
	return [ counts, reload ];
}
