/**
 * A DataViews list backed by a rueda/v1 collection route: the view (search,
 * filters, sort, page) becomes the query, and the WordPress headers X-WP-Total
 * and X-WP-TotalPages become the pagination.
 */
import apiFetch from '@wordpress/api-fetch';
import type { View } from '@wordpress/dataviews/wp';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

export type RestList< T > = {
	items: T[];
	paginationInfo: { totalItems: number; totalPages: number };
	isLoading: boolean;
	error: string;
	/** Fetches the same page again, e.g. after a bulk action. */
	reload: () => void;
};

/**
 * The collection query of a view: empty filters are left out.
 * @param view
 */
export function queryArgsOf( view: View ): Record< string, unknown > {
	const args: Record< string, unknown > = {
		page: view.page ?? 1,
		per_page: view.perPage ?? 20,
	};
	if ( view.search ) {
		args.search = view.search;
	}
	if ( view.sort ) {
		args.orderby = view.sort.field;
		args.order = view.sort.direction;
	}
	for ( const filter of view.filters ?? [] ) {
		const isEmpty =
			filter.value === undefined ||
			filter.value === '' ||
			( Array.isArray( filter.value ) && ! filter.value.length );
		if ( ! isEmpty ) {
			args[ filter.field ] = filter.value;
		}
	}
	return args;
}

/**
 * @param path Collection route, e.g. /rueda/v1/products.
 * @param view The DataViews view.
 */
export function useRestList< T >( path: string, view: View ): RestList< T > {
	const [ items, setItems ] = useState< T[] >( [] );
	const [ paginationInfo, setPaginationInfo ] = useState( {
		totalItems: 0,
		totalPages: 0,
	} );
	const [ isLoading, setIsLoading ] = useState( true );
	const [ error, setError ] = useState( '' );
	const [ generation, setGeneration ] = useState( 0 );
	const url = addQueryArgs( path, queryArgsOf( view ) );

	useEffect( () => {
		let isCurrent = true;
		setIsLoading( true );
		apiFetch< Response, false >( { path: url, parse: false } )
			.then( async ( response ) => {
				const body = ( await response.json() ) as T[];
				if ( ! isCurrent ) {
					return;
				}
				setItems( body );
				setPaginationInfo( {
					totalItems: Number( response.headers.get( 'X-WP-Total' ) ),
					totalPages: Number(
						response.headers.get( 'X-WP-TotalPages' )
					),
				} );
				setError( '' );
			} )
			.catch( ( failure: { message?: string } ) => {
				if ( isCurrent ) {
					setError( failure.message ?? '' );
				}
			} )
			.finally( () => isCurrent && setIsLoading( false ) );
		return () => {
			isCurrent = false;
		};
	}, [ url, generation ] );

	const reload = useCallback( () => setGeneration( ( n ) => n + 1 ), [] );
	return { items, paginationInfo, isLoading, error, reload };
}
