/**
 * One option of a radio list (pickup locations, payment methods): the input,
 * its label and, when chosen, what belongs to it.
 */
import type { ReactNode } from 'react';

import { classNames } from '../../../shared/cart/class-names';

export default function RadioOption( {
	id,
	name,
	value,
	checked,
	onSelect,
	label,
	children,
}: {
	id: string;
	name: string;
	value: string;
	checked: boolean;
	onSelect: () => void;
	label: ReactNode;
	/** Shown under the label while the option is chosen. */
	children?: ReactNode;
} ) {
	return (
		<div
			className={ classNames(
				'rueda-radio-option',
				checked && 'is-checked'
			) }
		>
			<input
				id={ id }
				type="radio"
				name={ name }
				value={ value }
				checked={ checked }
				onChange={ onSelect }
			/>
			<label htmlFor={ id } className="rueda-radio-option__label">
				{ label }
			</label>
			{ checked && children && (
				<div className="rueda-radio-option__content">{ children }</div>
			) }
		</div>
	);
}
