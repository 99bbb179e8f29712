/**
 * The state of a small form: its values, its field errors, and the props each
 * TextField needs (an error clears as soon as the field is edited).
 */
import { useState } from '@wordpress/element';

export type FieldErrors< Values > = Partial< Record< keyof Values, string > >;

/**
 * @param initial  The fields' first values.
 * @param idPrefix Start of each field's element id ("rueda-lookup").
 */
export function useFormFields< Values extends Record< string, string > >(
	initial: Values,
	idPrefix: string
) {
	const [ values, setValues ] = useState< Values >( initial );
	const [ errors, setErrors ] = useState< FieldErrors< Values > >( {} );

	const field = ( key: keyof Values & string ) => ( {
		id: `${ idPrefix }-${ key.replace( /_/g, '-' ) }`,
		value: values[ key ],
		error: errors[ key ],
		onChange: ( value: string ) => {
			setValues( { ...values, [ key ]: value } );
			if ( errors[ key ] ) {
				setErrors( { ...errors, [ key ]: undefined } );
			}
		},
	} );

	return { values, setValues, errors, setErrors, field };
}
