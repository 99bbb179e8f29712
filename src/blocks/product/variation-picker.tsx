/**
 * The options of a variable product: per attribute a fieldset, with a
 * button per value (up to five) or a select. Values no available variation
 * has with the other choices are marked unavailable and cannot be chosen;
 * choosing the pressed value again clears it.
 */
import { __ } from '@wordpress/i18n';

import { classNames } from '@rueda/shared/cart/class-names';
import {
	isOptionPossible,
	type Choice,
	type ChoiceAttribute,
	type ChoiceVariation,
} from './variation-choices';

/** More values than this show as a select. */
export const MAX_BUTTONS = 5;

export type VariationPickerProps = {
	attributes: readonly ChoiceAttribute[];
	variations: readonly ChoiceVariation[];
	choice: Choice;
	/** value '' clears the attribute. */
	onChange: ( key: string, value: string ) => void;
	disabled?: boolean;
};

export default function VariationPicker( {
	attributes,
	variations,
	choice,
	onChange,
	disabled = false,
}: VariationPickerProps ) {
	const unavailable = __( '(unavailable)', 'rueda' );
	return (
		<div className="rueda-variation-picker">
			{ attributes.map( ( attribute ) => {
				const chosen = choice[ attribute.key ] ?? '';
				const possible = ( value: string ) =>
					isOptionPossible(
						variations,
						choice,
						attribute.key,
						value
					);
				const fieldId = `rueda-variation-${ attribute.key
					.toLowerCase()
					.replace( /[^a-z0-9]+/g, '-' ) }`;
				return (
					<fieldset
						key={ attribute.key }
						className="rueda-variation-picker__attribute"
					>
						<legend className="rueda-variation-picker__legend">
							{ attribute.options.length > MAX_BUTTONS ? (
								<label htmlFor={ fieldId }>
									{ attribute.label }
								</label>
							) : (
								attribute.label
							) }
						</legend>
						{ attribute.options.length > MAX_BUTTONS ? (
							<select
								id={ fieldId }
								className="rueda-variation-picker__select"
								value={ chosen }
								disabled={ disabled }
								onChange={ ( event ) =>
									onChange(
										attribute.key,
										event.target.value
									)
								}
							>
								<option value="">
									{ __( 'Choose an option', 'rueda' ) }
								</option>
								{ attribute.options.map( ( option ) => {
									const isPossible = possible( option.value );
									return (
										<option
											key={ option.value }
											value={ option.value }
											disabled={ ! isPossible }
										>
											{ isPossible
												? option.label
												: `${ option.label } ${ unavailable }` }
										</option>
									);
								} ) }
							</select>
						) : (
							<div className="rueda-variation-picker__options">
								{ attribute.options.map( ( option ) => {
									const isPossible = possible( option.value );
									const isChosen = chosen === option.value;
									return (
										<button
											key={ option.value }
											type="button"
											className={ classNames(
												'rueda-variation-picker__option',
												isChosen && 'is-chosen'
											) }
											aria-pressed={ isChosen }
											// Still focusable, so the value is found and heard.
											aria-disabled={ ! isPossible }
											disabled={ disabled }
											onClick={ () => {
												if ( isChosen ) {
													onChange(
														attribute.key,
														''
													);
												} else if ( isPossible ) {
													onChange(
														attribute.key,
														option.value
													);
												}
											} }
										>
											{ option.label }
											{ ! isPossible && (
												<span className="rueda-variation-picker__unavailable">
													{ unavailable }
												</span>
											) }
										</button>
									);
								} ) }
							</div>
						) }
					</fieldset>
				);
			} ) }
		</div>
	);
}
