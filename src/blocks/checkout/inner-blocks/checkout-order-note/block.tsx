/**
 * "Add a note to your order": a checkbox that reveals the note's text area.
 */
import { __ } from '@wordpress/i18n';

import Checkbox from '../../components/checkbox';

export default function OrderNote( {
	isOpen,
	note,
	onToggle,
	onChange,
	instanceId,
}: {
	isOpen: boolean;
	note: string;
	onToggle: ( open: boolean ) => void;
	onChange: ( note: string ) => void;
	instanceId: string;
} ) {
	const id = `rueda-order-note-${ instanceId }`;
	return (
		<div className="rueda-order-note">
			<Checkbox
				id={ `${ id }-toggle` }
				label={ __( 'Add a note to your order', 'rueda' ) }
				checked={ isOpen }
				onChange={ onToggle }
			/>
			{ isOpen && (
				<>
					<label className="rueda-visually-hidden" htmlFor={ id }>
						{ __( 'Order note', 'rueda' ) }
					</label>
					<textarea
						id={ id }
						className="rueda-order-note__text"
						rows={ 3 }
						value={ note }
						placeholder={ __(
							'Notes about your order, e.g. special notes for delivery or fitting.',
							'rueda'
						) }
						onChange={ ( event ) => onChange( event.target.value ) }
					/>
				</>
			) }
		</div>
	);
}
