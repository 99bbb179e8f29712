/**
 * A filter's checklist, with "Show more" when it is long. An option that
 * would find nothing with the other filters as they are (count 0) cannot be
 * ticked, unless it already is.
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { getVisibleOptions, isTruncatable } from './checkbox-list-options';

export type CheckboxOption = {
	value: string;
	label: string;
	count?: number;
};

export type CheckboxListProps = {
	legend: string;
	options: readonly CheckboxOption[];
	checked: readonly string[];
	onToggle: ( value: string ) => void;
	disabled?: boolean;
};

export default function CheckboxList( {
	legend,
	options,
	checked,
	onToggle,
	disabled = false,
}: CheckboxListProps ) {
	const [ expanded, setExpanded ] = useState( false );
	const id = useId();
	const isChecked = ( option: CheckboxOption ) =>
		checked.includes( option.value );
	if ( ! options.length ) {
		return null;
	}
	const visible = getVisibleOptions( options, expanded, isChecked );
	return (
		<fieldset className="rueda-checkbox-list">
			<legend className="rueda-checkbox-list__legend">{ legend }</legend>
			<ul>
				{ visible.map( ( option ) => {
					const isEmpty = option.count === 0 && ! isChecked( option );
					return (
						<li
							key={ option.value }
							className={ isEmpty ? 'is-empty' : undefined }
						>
							<input
								id={ `${ id }-${ option.value }` }
								type="checkbox"
								checked={ isChecked( option ) }
								disabled={ disabled || isEmpty }
								onChange={ () => onToggle( option.value ) }
							/>
							<label htmlFor={ `${ id }-${ option.value }` }>
								{ option.label }
							</label>
							{ option.count !== undefined && (
								<span
									className="rueda-checkbox-list__count"
									aria-hidden="true"
								>
									{ option.count }
								</span>
							) }
						</li>
					);
				} ) }
			</ul>
			{ isTruncatable( options.length ) && (
				<button
					type="button"
					className="rueda-link-button rueda-checkbox-list__toggle"
					aria-expanded={ expanded }
					onClick={ () => setExpanded( ! expanded ) }
				>
					{ expanded
						? __( 'Show less', 'rueda' )
						: __( 'Show more', 'rueda' ) }
				</button>
			) }
		</fieldset>
	);
}
