/**
 * A labelled select of the finder. Disabled until it has options, with a
 * first option saying why it is empty ("Choose…" or "Loading…").
 */
import { __ } from '@wordpress/i18n';

export type FinderSelectProps = {
	id: string;
	label: string;
	value: string;
	options: Array< { value: string; label: string } >;
	onChange: ( value: string ) => void;
	isLoading?: boolean;
	/** The first option's text when it stands for "all" rather than "nothing". */
	emptyLabel?: string;
	disabled?: boolean;
};

export default function FinderSelect( {
	id,
	label,
	value,
	options,
	onChange,
	isLoading = false,
	emptyLabel,
	disabled = ! options.length,
}: FinderSelectProps ) {
	return (
		<div className="rueda-tyre-finder__field">
			<label htmlFor={ id }>{ label }</label>
			<select
				id={ id }
				value={ value }
				disabled={ disabled || isLoading }
				aria-busy={ isLoading || undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				<option value="">
					{ ( isLoading && __( 'Loading…', 'rueda' ) ) ||
						emptyLabel ||
						__( 'Choose…', 'rueda' ) }
				</option>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</div>
	);
}
