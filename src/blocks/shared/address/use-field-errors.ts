/**
 * Keeps a form's errors in the rueda/validation store: a new error stays
 * hidden until the shopper has touched its field (changed or left it), so
 * nobody is scolded before typing (spec section 5); placing the order shows
 * them all. A form that goes away takes its errors with it.
 */
import { useDispatch, useRegistry } from '@wordpress/data';
import { useCallback, useEffect, useRef } from '@wordpress/element';

import { validationStore } from '@rueda/runtime';
import type { ValidationError } from '@rueda/stores/validation';

/**
 * @param errors Message by validation id, '' for a valid field; every field of
 *               the form should be listed so fixed errors are cleared. Only
 *               differences reach the store, so a new object each render is
 *               harmless (memoise it to skip the comparison).
 * @return `touch(id)`: call when the shopper changes or leaves a field.
 */
export function useFieldErrors( errors: Readonly< Record< string, string > > ) {
	const registry = useRegistry();
	const { setValidationErrors, clearValidationErrors, showValidationError } =
		useDispatch( validationStore );
	const touched = useRef( new Set< string >() );
	const owned = useRef( new Set< string >() );

	useEffect( () => {
		const current = registry.select( validationStore );
		const next: Record< string, ValidationError > = {};
		// Fields gone from the form (hidden, another country) lose their errors too.
		const fixed = [ ...owned.current ].filter(
			( id ) => ! ( id in errors ) && current.getValidationError( id )
		);
		for ( const [ id, message ] of Object.entries( errors ) ) {
			owned.current.add( id );
			const existing = current.getValidationError( id );
			if ( message === '' ) {
				if ( existing ) {
					fixed.push( id );
				}
			} else if ( existing?.message !== message ) {
				next[ id ] = {
					message,
					// Once shown (touched, or every error shown to place the
					// order), an error stays shown as its message changes.
					hidden:
						! touched.current.has( id ) &&
						( existing?.hidden ?? true ),
				};
			}
		}
		if ( fixed.length > 0 ) {
			clearValidationErrors( fixed );
		}
		if ( Object.keys( next ).length > 0 ) {
			setValidationErrors( next );
		}
	}, [ errors, registry, setValidationErrors, clearValidationErrors ] );

	useEffect( () => {
		const ids = owned.current;
		return () => {
			clearValidationErrors( [ ...ids ] );
		};
	}, [ clearValidationErrors ] );

	return useCallback(
		( id: string ) => {
			touched.current.add( id );
			showValidationError( id );
		},
		[ showValidationError ]
	);
}
