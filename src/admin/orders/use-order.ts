/**
 * One order (GET /rueda/v1/orders/{id}) and the changes the detail view makes
 * to it; each change answers with the order as it now is.
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

import { ORDERS_PATH, type OrderDetail } from './types';

export type LoadedOrder = {
	order: OrderDetail | null;
	error: string;
	/** Shows the order a change answered with. */
	replace: ( order: OrderDetail ) => void;
	reload: () => void;
};

/**
 * @param id Order id.
 */
export function useOrder( id: number ): LoadedOrder {
	const [ order, setOrder ] = useState< OrderDetail | null >( null );
	const [ error, setError ] = useState( '' );
	const [ generation, setGeneration ] = useState( 0 );

	useEffect( () => {
		let isCurrent = true;
		apiFetch< OrderDetail >( { path: `${ ORDERS_PATH }/${ id }` } )
			.then( ( loaded ) => {
				if ( isCurrent ) {
					setOrder( loaded );
					setError( '' );
				}
			} )
			.catch( ( failure: { message?: string } ) => {
				if ( isCurrent ) {
					setError( failure.message ?? '' );
				}
			} );
		return () => {
			isCurrent = false;
		};
	}, [ id, generation ] );

	const reload = useCallback( () => setGeneration( ( n ) => n + 1 ), [] );
	return { order, error, replace: setOrder, reload };
}
