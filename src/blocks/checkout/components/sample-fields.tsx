/**
 * Form fields for the editor previews: labels and empty inputs that show the
 * shape of a step without its stores.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

let lastId = 0;

export function SampleField( {
	label,
	type = 'text',
}: {
	label: string;
	type?: string;
} ) {
	const [ id ] = useState( () => `rueda-sample-field-${ ++lastId }` );
	return (
		<div className="rueda-sample-field">
			<label htmlFor={ id }>{ label }</label>
			<input id={ id } type={ type } readOnly />
		</div>
	);
}

export function SampleAddressForm() {
	return (
		<div className="rueda-sample-address">
			<SampleField label={ __( 'Country/Region', 'rueda' ) } />
			<SampleField label={ __( 'First name', 'rueda' ) } />
			<SampleField label={ __( 'Last name', 'rueda' ) } />
			<SampleField label={ __( 'Address', 'rueda' ) } />
			<SampleField label={ __( 'City', 'rueda' ) } />
			<SampleField label={ __( 'Province', 'rueda' ) } />
			<SampleField label={ __( 'Postal code', 'rueda' ) } />
			<SampleField
				label={ __( 'Phone (optional)', 'rueda' ) }
				type="tel"
			/>
		</div>
	);
}
