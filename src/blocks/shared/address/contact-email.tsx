/**
 * The contact email of the checkout (the billing email): element and
 * validation id 'email', checked like any address field and shown once
 * touched. <ContactEmail /> is wired to useCheckoutAddress();
 * <ContactEmailField> takes the value and the handler (editor previews).
 */
import { useMemo } from '@wordpress/element';

import AddressFieldInput from './address-field';
import { CONTACT_EMAIL_ID } from '@rueda/shared/address/constants';
import {
	getDefaultFields,
	getFieldLabel,
	isFieldRequired,
} from '@rueda/shared/address/fields';
import type { Address, AddressField } from '@rueda/shared/address/types';
import { useCheckoutAddress } from './use-checkout-address';
import { useFieldErrors } from './use-field-errors';
import { validateField } from '@rueda/shared/address/validation';

export type ContactEmailFieldProps = {
	value: string;
	onChange: ( email: string ) => void;
	/** Changes to the email field's definition. */
	field?: Partial< Omit< AddressField, 'key' > >;
};

/** Only the email of this address matters to its rules. */
const NO_ADDRESS: Address = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
};

export function ContactEmailField( {
	value,
	onChange,
	field: override,
}: ContactEmailFieldProps ) {
	const field = useMemo(
		(): AddressField => ( {
			...getDefaultFields().email,
			...override,
			key: 'email',
		} ),
		[ override ]
	);
	const address = { ...NO_ADDRESS, email: value };
	const error = validateField( field, address, 'billing' );
	const touch = useFieldErrors(
		useMemo( () => ( { [ CONTACT_EMAIL_ID ]: error } ), [ error ] )
	);

	return (
		<div className="rueda-contact-email">
			<AddressFieldInput
				field={ field }
				elementId={ CONTACT_EMAIL_ID }
				validationId={ CONTACT_EMAIL_ID }
				label={ getFieldLabel( field, address ) }
				required={ isFieldRequired( field, address ) }
				value={ value }
				autoComplete={ field.autocomplete }
				onChange={ ( next ) => {
					touch( CONTACT_EMAIL_ID );
					onChange( next );
				} }
				onBlur={ () => {
					touch( CONTACT_EMAIL_ID );
					if ( value.trim() !== value ) {
						onChange( value.trim() );
					}
				} }
			/>
		</div>
	);
}

export default function ContactEmail() {
	const { billingAddress, setEmail } = useCheckoutAddress();
	return (
		<ContactEmailField
			value={ billingAddress.email }
			onChange={ setEmail }
		/>
	);
}
