/**
 * The appointment step of a cart of services only (nothing ships, so there
 * is no pickup step): the location, when the shop has several, and the
 * slot picker.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import CheckoutStep from '../components/checkout-step';
import RadioOption from '../components/radio-option';
import AppointmentPicker from './appointment-picker';
import type { AppointmentLocation } from './books-workshop';

export default function WorkshopAppointmentStep( {
	locations,
	instanceId,
}: {
	locations: readonly AppointmentLocation[];
	instanceId: string;
} ) {
	const [ chosen, setChosen ] = useState( locations[ 0 ]?.index ?? null );
	if ( chosen === null ) {
		return null;
	}
	const name = `rueda-appointment-location-${ instanceId }`;
	return (
		<CheckoutStep
			className="rueda-workshop-appointment"
			title={ __( 'Workshop', 'rueda' ) }
		>
			{ locations.length > 1 &&
				locations.map( ( location ) => (
					<RadioOption
						key={ location.index }
						id={ `${ name }-${ location.index }` }
						name={ name }
						value={ String( location.index ) }
						checked={ location.index === chosen }
						onSelect={ () => setChosen( location.index ) }
						label={
							<span className="rueda-pickup-option">
								<span className="rueda-pickup-option__name">
									{ location.name }
								</span>
								<span className="rueda-pickup-option__address">
									{ location.address }
								</span>
							</span>
						}
					/>
				) ) }
			{ locations.length === 1 && (
				<p className="rueda-workshop-appointment__place">
					<strong>{ locations[ 0 ]?.name }</strong>
					<br />
					{ locations[ 0 ]?.address }
				</p>
			) }
			<AppointmentPicker
				location={ chosen }
				idPrefix={ `rueda-appointment-${ instanceId }` }
			/>
		</CheckoutStep>
	);
}
