/**
 * One field of an address form: a labelled input, select or checkbox with its
 * error from the rueda/validation store underneath once it is shown.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { ChangeEvent } from 'react';

import { validationStore } from '@rueda/runtime';
import type { AddressField } from '@rueda/shared/address/types';
import { CHECKBOX_CHECKED } from '@rueda/shared/address/validation';

export type AddressFieldInputProps = {
	field: AddressField;
	/** The input's id (the label points at it). */
	elementId: string;
	/** The field's id in the rueda/validation store. */
	validationId: string;
	label: string;
	required: boolean;
	value: string;
	/** Full autofill token, e.g. "shipping postal-code". */
	autoComplete: string;
	onChange: ( value: string ) => void;
	onBlur: () => void;
};

function FieldError( { id, message }: { id: string; message: string } ) {
	return (
		<p id={ id } className="rueda-address-form__error" role="alert">
			{ message }
		</p>
	);
}

export default function AddressFieldInput( {
	field,
	elementId,
	validationId,
	label,
	required,
	value,
	autoComplete,
	onChange,
	onBlur,
}: AddressFieldInputProps ) {
	const { error, errorId } = useSelect(
		( select ) => ( {
			error: select( validationStore ).getValidationError( validationId ),
			errorId:
				select( validationStore ).getValidationErrorId( validationId ),
		} ),
		[ validationId ]
	);
	const shown = error && ! error.hidden && errorId ? error : undefined;
	const common = {
		id: elementId,
		onBlur,
		'aria-required': required,
		'aria-invalid': shown ? true : undefined,
		'aria-describedby': shown ? errorId : undefined,
	};
	const change = (
		event: ChangeEvent< HTMLInputElement | HTMLSelectElement >
	) => onChange( event.target.value );

	let control;
	if ( field.type === 'select' ) {
		control = (
			<select
				{ ...common }
				value={ value }
				autoComplete={ autoComplete }
				onChange={ change }
			>
				<option value="">
					{ field.placeholder ?? __( 'Select an option…', 'rueda' ) }
				</option>
				{ ( field.options ?? [] ).map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		);
	} else if ( field.type === 'checkbox' ) {
		control = (
			<input
				{ ...common }
				{ ...field.attributes }
				type="checkbox"
				checked={ value !== '' }
				onChange={ ( event ) =>
					onChange( event.target.checked ? CHECKBOX_CHECKED : '' )
				}
			/>
		);
	} else {
		control = (
			<input
				{ ...common }
				{ ...field.attributes }
				type={ field.type }
				value={ value }
				autoComplete={ autoComplete }
				autoCapitalize={ field.autocapitalize }
				placeholder={ field.placeholder }
				onChange={ change }
			/>
		);
	}

	return (
		<div
			className={ `rueda-address-form__field rueda-address-form__${ field.key.replace(
				'_',
				'-'
			) }${ shown ? ' has-error' : '' }` }
		>
			{ field.type === 'checkbox' ? (
				<label htmlFor={ elementId }>
					{ control }
					{ label }
				</label>
			) : (
				<>
					<label htmlFor={ elementId }>{ label }</label>
					{ control }
				</>
			) }
			{ shown && errorId && (
				<FieldError id={ errorId } message={ shown.message } />
			) }
		</div>
	);
}
