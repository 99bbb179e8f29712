/**
 * The record open on a screen, kept in the address (`&product=ID`,
 * `&product=new`) so a form can be linked, reloaded and left with the browser's
 * back button; the record itself is read from the server when the address
 * names one the screen does not have yet.
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

/** A record's id, 'new' for the form of a new one, or null for the list. */
export type RecordParam = number | 'new' | null;

/**
 * The value of a parameter of the address.
 *
 * @param key    Parameter, e.g. 'product'.
 * @param search The address's query string.
 */
export function readRecordParam(
	key: string,
	search: string = window.location.search
): RecordParam {
	const value = new URLSearchParams( search ).get( key );
	if ( value === 'new' ) {
		return 'new';
	}
	const id = Number( value );
	return value && Number.isInteger( id ) && id > 0 ? id : null;
}

/**
 * The address with the parameter set, or without it for null.
 *
 * @param key   Parameter.
 * @param value Value.
 * @param href  The current address.
 */
export function withRecordParam(
	key: string,
	value: RecordParam,
	href: string = window.location.href
): URL {
	const url = new URL( href );
	if ( value === null ) {
		url.searchParams.delete( key );
	} else {
		url.searchParams.set( key, String( value ) );
	}
	return url;
}

/**
 * The parameter, following the back and forward buttons, and a function that
 * opens another value as a new history entry (or in place, `replace`).
 *
 * @param key Parameter.
 */
export function useRecordParam(
	key: string
): [ RecordParam, ( value: RecordParam, replace?: boolean ) => void ] {
	const [ param, setParam ] = useState< RecordParam >( () =>
		readRecordParam( key )
	);

	useEffect( () => {
		const follow = () => setParam( readRecordParam( key ) );
		window.addEventListener( 'popstate', follow );
		return () => window.removeEventListener( 'popstate', follow );
	}, [ key ] );

	const open = useCallback(
		( value: RecordParam, replace = false ) => {
			const url = withRecordParam( key, value );
			if ( url.href !== window.location.href ) {
				window.history[ replace ? 'replaceState' : 'pushState' ](
					{},
					'',
					url
				);
			}
			setParam( value );
		},
		[ key ]
	);

	return [ param, open ];
}

export type RecordScreen< T > = {
	/** What the address names. */
	param: RecordParam;
	/** The record of the form, once read (null for a new one or while reading). */
	record: T | null;
	/** Why the record could not be read. */
	error: string;
	/** Opens the list (null), a new record's form ('new') or a record's form. */
	open: ( value: RecordParam ) => void;
	/** Opens a record already at hand (from the list, or just saved). */
	show: ( record: T ) => void;
};

/**
 * The record the address names, read from `${ path }/${ id }` when needed.
 *
 * @param key  Parameter, e.g. 'product'.
 * @param path The records' route, e.g. /rueda/v1/products.
 */
export function useRecordScreen< T extends { id: number } >(
	key: string,
	path: string
): RecordScreen< T > {
	const [ param, setParam ] = useRecordParam( key );
	const [ record, setRecord ] = useState< T | null >( null );
	const [ error, setError ] = useState( '' );
	const wanted = typeof param === 'number' ? param : 0;
	const missing = wanted > 0 && record?.id !== wanted;

	useEffect( () => {
		if ( ! missing ) {
			return;
		}
		let live = true;
		setError( '' );
		apiFetch< T >( { path: `${ path }/${ wanted }` } )
			.then( ( found ) => live && setRecord( found ) )
			.catch(
				( failure: { message?: string } ) =>
					live && setError( failure.message ?? '' )
			);
		return () => {
			live = false;
		};
	}, [ missing, path, wanted ] );

	const show = useCallback(
		( found: T ) => {
			setRecord( found );
			// A record just created replaces its "new" form in the history.
			setParam( found.id, readRecordParam( key ) === 'new' );
		},
		[ key, setParam ]
	);

	return {
		param,
		// Only the record the address names: back on the list, or on a new form, the
		// record last open is not the form's.
		record: wanted > 0 && ! missing ? record : null,
		error: missing ? error : '',
		open: setParam,
		show,
	};
}
