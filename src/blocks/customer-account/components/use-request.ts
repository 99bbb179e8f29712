/**
 * Loads something once a component appears (and again on `reload()`):
 * loading, the value, or the refusal. A late answer for a component that has
 * gone is dropped.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import type { ApiErrorResponse } from '@rueda/shared/api';

export type RequestState< T > = {
	value: T | null;
	error: ApiErrorResponse | null;
	isLoading: boolean;
	reload: () => void;
	/** Replaces the value (after a save answered the new one). */
	setValue: ( value: T ) => void;
};

export function useRequest< T >(
	load: () => Promise< T >,
	deps: readonly unknown[]
): RequestState< T > {
	const [ value, setValue ] = useState< T | null >( null );
	const [ error, setError ] = useState< ApiErrorResponse | null >( null );
	const [ isLoading, setLoading ] = useState( true );
	const [ attempt, setAttempt ] = useState( 0 );
	const loader = useRef( load );
	loader.current = load;

	useEffect( () => {
		let current = true;
		setLoading( true );
		setError( null );
		loader
			.current()
			.then( ( next ) => current && setValue( () => next ) )
			.catch(
				( reason: ApiErrorResponse ) => current && setError( reason )
			)
			.finally( () => current && setLoading( false ) );
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the request depends on.
	}, [ attempt, ...deps ] );

	return {
		value,
		error,
		isLoading,
		reload: useCallback( () => setAttempt( ( n ) => n + 1 ), [] ),
		setValue: useCallback( ( next: T ) => setValue( () => next ), [] ),
	};
}
