/**
 * One group of settings on the screen: what the server has, the shop owner's
 * edits, the server's refusals by field, and saving.
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

export type FieldErrors = Record< string, string >;

export type SettingsGroup< T > = {
	draft: T | null;
	isDirty: boolean;
	errors: FieldErrors;
	loadError: string;
	change: ( changes: Partial< T > ) => void;
	/** Sends the edits; rejects with the server's error after noting its fields. */
	save: () => Promise< void >;
};

function fieldErrorsOf( error: unknown ): FieldErrors {
	const params = ( error as { data?: { params?: unknown } } )?.data?.params;
	return params && typeof params === 'object'
		? ( params as FieldErrors )
		: {};
}

/**
 * @param path The group's route, e.g. /rueda/v1/settings/checkout.
 */
export function useSettingsGroup< T extends object >(
	path: string
): SettingsGroup< T > {
	const [ saved, setSaved ] = useState< T | null >( null );
	const [ draft, setDraft ] = useState< T | null >( null );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ loadError, setLoadError ] = useState( '' );

	useEffect( () => {
		apiFetch< T >( { path } )
			.then( ( settings ) => {
				setSaved( settings );
				setDraft( settings );
			} )
			.catch( ( error: { message?: string } ) =>
				setLoadError( error.message ?? '' )
			);
	}, [ path ] );

	const change = useCallback(
		( changes: Partial< T > ) =>
			setDraft( ( current ) =>
				current ? { ...current, ...changes } : current
			),
		[]
	);

	const save = useCallback( async () => {
		setErrors( {} );
		try {
			const settings = await apiFetch< T >( {
				path,
				method: 'POST',
				data: draft,
			} );
			setSaved( settings );
			setDraft( settings );
		} catch ( error ) {
			setErrors( fieldErrorsOf( error ) );
			throw error;
		}
	}, [ path, draft ] );

	return {
		draft,
		isDirty: JSON.stringify( saved ) !== JSON.stringify( draft ),
		errors,
		loadError,
		change,
		save,
	};
}
