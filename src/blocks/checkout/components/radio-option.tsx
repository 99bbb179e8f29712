/**
 * One option of a radio list (pickup locations, payment methods): the input,
 * its label and, when chosen, what belongs to it.
 */
import type { ReactNode } from 'react';

import { classNames } from '@rueda/shared/cart/class-names';

export default function RadioOption( {
	id,
	name,
	value,
	checked,
	onSelect,
	label,
	aside,
	description,
	children,
}: {
	id: string;
	name: string;
	value: string;
	checked: boolean;
	onSelect: () => void;
	label: ReactNode;
	/** Beside the label, outside it (e.g. a method's icons): not part of the input's name. */
	aside?: ReactNode;
	/**
	 * Under the label, always shown, and the input's description rather than part of
	 * its name (a pickup location's address and opening hours).
	 */
	description?: ReactNode;
	/** Shown under the label while the option is chosen. */
	children?: ReactNode;
} ) {
	const descriptionId = description ? `${ id }-description` : undefined;
	return (
		<div
			className={ classNames(
				'rueda-radio-option',
				checked && 'is-checked',
				!! aside && 'has-aside'
			) }
		>
			<input
				id={ id }
				type="radio"
				name={ name }
				value={ value }
				checked={ checked }
				onChange={ onSelect }
				aria-describedby={ descriptionId }
			/>
			<label htmlFor={ id } className="rueda-radio-option__label">
				{ label }
			</label>
			{ aside && (
				<span className="rueda-radio-option__aside">{ aside }</span>
			) }
			{ description && (
				<div
					id={ descriptionId }
					className="rueda-radio-option__description"
				>
					{ description }
				</div>
			) }
			{ checked && children && (
				<div className="rueda-radio-option__content">{ children }</div>
			) }
		</div>
	);
}
