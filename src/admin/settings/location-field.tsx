/**
 * Countries and provinces of a zone, as tokens.
 */
import { FormTokenField } from '@wordpress/components';

import { codesToNames, namesToCodes } from './countries';
import FieldError from './field-error';

export default function LocationField( {
	label,
	value,
	names,
	error,
	onChange,
}: {
	label: string;
	value: string[];
	/** Code => name of every country and province. */
	names: Readonly< Record< string, string > >;
	error?: string;
	onChange: ( codes: string[] ) => void;
} ) {
	return (
		<>
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				value={ codesToNames( value, names ) }
				suggestions={ Object.values( names ) }
				onChange={ ( tokens ) =>
					onChange( namesToCodes( tokens.map( String ), names ) )
				}
			/>
			<FieldError message={ error } />
		</>
	);
}
