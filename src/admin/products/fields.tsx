/**
 * Small form controls bound to one field of the product draft, each showing
 * the server's refusal of that field under it.
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';

import FieldError from '../settings/field-error';

type Base = { label: string; error?: string; help?: string };

export function TextField( {
	label,
	error,
	help,
	value,
	onChange,
	type = 'text',
}: Base & {
	value: string;
	onChange: ( value: string ) => void;
	type?: 'text' | 'number' | 'date';
} ) {
	return (
		<div>
			<TextControl
				label={ label }
				help={ help }
				type={ type }
				value={ value }
				onChange={ onChange }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<FieldError message={ error } />
		</div>
	);
}

/**
 * A whole number, or null when empty.
 * @param props
 * @param props.value
 * @param props.onChange
 */
export function NumberField( {
	value,
	onChange,
	...props
}: Base & {
	value: number | null;
	onChange: ( value: number | null ) => void;
} ) {
	return (
		<TextField
			{ ...props }
			type="number"
			value={ value === null ? '' : String( value ) }
			onChange={ ( text ) =>
				onChange( text.trim() === '' ? null : Number( text ) )
			}
		/>
	);
}

export function TextAreaField( {
	label,
	error,
	value,
	onChange,
}: Base & { value: string; onChange: ( value: string ) => void } ) {
	return (
		<div>
			<TextareaControl
				label={ label }
				value={ value }
				onChange={ onChange }
				__nextHasNoMarginBottom
			/>
			<FieldError message={ error } />
		</div>
	);
}

/**
 * A choice among options; an empty option stands for null when `emptyLabel` is given.
 * @param props
 * @param props.value
 * @param props.options
 * @param props.emptyLabel
 * @param props.onChange
 * @param props.label
 * @param props.error
 */
export function SelectField( {
	value,
	options,
	emptyLabel,
	onChange,
	label,
	error,
}: Base & {
	value: string | null;
	options: { value: string; label: string }[];
	emptyLabel?: string;
	onChange: ( value: string | null ) => void;
} ) {
	const all =
		emptyLabel === undefined
			? options
			: [ { value: '', label: emptyLabel }, ...options ];
	return (
		<div>
			<SelectControl
				label={ label }
				value={ value ?? '' }
				options={ all }
				onChange={ ( next: string ) =>
					onChange(
						next === '' && emptyLabel !== undefined ? null : next
					)
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<FieldError message={ error } />
		</div>
	);
}

export function CheckboxField( {
	label,
	error,
	checked,
	onChange,
}: Base & { checked: boolean; onChange: ( checked: boolean ) => void } ) {
	return (
		<div>
			<CheckboxControl
				label={ label }
				checked={ checked }
				onChange={ onChange }
				__nextHasNoMarginBottom
			/>
			<FieldError message={ error } />
		</div>
	);
}
