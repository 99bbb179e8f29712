/**
 * "Matrícula" in the contact step of an order that books the workshop: the
 * plate (required, checked as typed by the server's rules), a box for a
 * foreign plate, and the vehicle the shopper chose in the tyre finder. The
 * plate's error is shown like the address fields' (under it, once touched or
 * when placing the order).
 */
import { __ } from '@wordpress/i18n';

import Checkbox from '../components/checkbox';

export type VehicleFieldsProps = {
	/** Makes the ids unique on the page. */
	instanceId: string;
	plate: string;
	foreign: boolean;
	/** The tyre finder's vehicle ('' for none). */
	vehicle: string;
	onChangePlate: ( plate: string ) => void;
	onBlurPlate: () => void;
	onChangeForeign: ( foreign: boolean ) => void;
	/** The plate's shown error ('' for none). */
	error: string;
	/** The plate input's id (the validation store's id for the field). */
	plateElementId: string;
};

export default function VehicleFields( {
	instanceId,
	plate,
	foreign,
	vehicle,
	onChangePlate,
	onBlurPlate,
	onChangeForeign,
	error,
	plateElementId,
}: VehicleFieldsProps ) {
	const errorId = `${ plateElementId }-error`;
	const hintId = `${ plateElementId }-hint`;
	return (
		<div className="rueda-vehicle-fields">
			<div
				className={ `rueda-address-form__field rueda-vehicle-fields__plate${
					error ? ' has-error' : ''
				}` }
			>
				<label htmlFor={ plateElementId }>
					{ __( 'Number plate', 'rueda' ) }
				</label>
				<input
					id={ plateElementId }
					type="text"
					value={ plate }
					autoComplete="off"
					autoCapitalize="characters"
					spellCheck={ false }
					maxLength={ 20 }
					aria-required
					aria-invalid={ error ? true : undefined }
					aria-describedby={
						error ? `${ errorId } ${ hintId }` : hintId
					}
					onChange={ ( event ) =>
						onChangePlate( event.target.value )
					}
					onBlur={ onBlurPlate }
				/>
				{ error && (
					<p
						id={ errorId }
						className="rueda-address-form__error"
						role="alert"
					>
						{ error }
					</p>
				) }
				<p id={ hintId } className="rueda-vehicle-fields__hint">
					{ __(
						'So that the workshop has your job ready when you arrive.',
						'rueda'
					) }
				</p>
			</div>
			<Checkbox
				id={ `rueda-vehicle-foreign-${ instanceId }` }
				className="rueda-vehicle-fields__foreign"
				label={ __( 'Foreign plate', 'rueda' ) }
				checked={ foreign }
				onChange={ onChangeForeign }
			/>
			{ vehicle && (
				<p className="rueda-vehicle-fields__vehicle">
					{ __( 'Vehicle:', 'rueda' ) } <strong>{ vehicle }</strong>
				</p>
			) }
		</div>
	);
}
