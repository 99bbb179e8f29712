/**
 * A labelled text input with its error underneath (aria-invalid and
 * aria-describedby while there is one).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

export type TextFieldProps = Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'onChange' | 'value'
> & {
	id: string;
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error?: string;
	/** Shown between the input and the error (the strength meter). */
	children?: ReactNode;
};

export default function TextField( {
	id,
	label,
	value,
	onChange,
	error,
	children,
	type = 'text',
	...inputProps
}: TextFieldProps ) {
	const errorId = `${ id }-error`;
	return (
		<div
			className={ `rueda-customer-account__field${
				error ? ' has-error' : ''
			}` }
		>
			<label htmlFor={ id }>{ label }</label>
			<input
				{ ...inputProps }
				id={ id }
				type={ type }
				value={ value }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? errorId : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ children }
			{ error && (
				<p id={ errorId } className="rueda-field-error">
					{ error }
				</p>
			) }
		</div>
	);
}
