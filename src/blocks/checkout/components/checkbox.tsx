/**
 * A checkbox with its label and, once shown, its validation error.
 */
import type { ReactNode } from 'react';

import { classNames } from '@rueda/shared/cart/class-names';

export default function Checkbox( {
	id,
	label,
	checked,
	onChange,
	error,
	required,
	className,
}: {
	id: string;
	label: ReactNode;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	/** The error to show; '' for none. */
	error?: string;
	required?: boolean;
	className?: string;
} ) {
	const errorId = `${ id }-error`;
	return (
		<div
			className={ classNames(
				'rueda-checkbox',
				error && 'has-error',
				className
			) }
		>
			<input
				id={ id }
				type="checkbox"
				checked={ checked }
				required={ required }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? errorId : undefined }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<label htmlFor={ id }>{ label }</label>
			{ error && (
				<p id={ errorId } className="rueda-field-error" role="alert">
					{ error }
				</p>
			) }
		</div>
	);
}
