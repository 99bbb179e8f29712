/**
 * Direcciones: the billing and the shipping address, each its own form built
 * from the checkout's address components, so labels, required fields and
 * checks are the checkout's; the checkout then starts from them. Errors live
 * in the rueda/validation store like the checkout's; the server's refusals
 * are shown under their fields.
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { validationStore } from '@rueda/runtime';

import { AddressForm, ContactEmailField } from '@rueda/blocks/shared/address';
import {
	CONTACT_EMAIL_ID,
	getAddressFields,
	getDefaultFields,
	getFieldValidationId,
	validateAddress,
	validateField,
	type AddressFieldKey,
	type AddressSettings,
	type AddressType,
	type BillingAddress,
	type ShippingAddress,
} from '@rueda/shared/address';
import { getAddresses, getFieldErrors, updateAddresses } from '../api';
import LoadError from '../components/load-error';
import Loading from '../components/loading';
import Notice from '../components/notice';
import { useAccountForm } from '../components/use-account-form';
import { useRequest } from '../components/use-request';
import type { Addresses } from '../types';

export type AddressesSectionProps = {
	/** Countries and provinces (the page's checkout settings). */
	settings: AddressSettings;
};

type AnyAddress = BillingAddress | ShippingAddress;

/**
 * The id in the rueda/validation store of a refused field, e.g.
 * `billing.postcode` → `billing_postcode`, `billing.email` → `email`.
 *
 * @param type  The form's address.
 * @param param The key of `data.params`.
 * @return The id, or null when the key is not a field of this form.
 */
export function validationIdOfParam(
	type: AddressType,
	param: string
): string | null {
	const [ prefix, key ] = param.split( '.' );
	if ( prefix !== type || ! key ) {
		return null;
	}
	if ( key === 'email' ) {
		return type === 'billing' ? CONTACT_EMAIL_ID : null;
	}
	return getFieldValidationId( type, key as AddressFieldKey );
}

/**
 * The messages of the checkout's rules for an address, by validation id.
 *
 * @param type     Billing or shipping.
 * @param address  The address.
 * @param settings Countries and provinces.
 */
export function clientErrors(
	type: AddressType,
	address: AnyAddress,
	settings: AddressSettings
): Record< string, string > {
	const fields = getAddressFields( address.country, type, {
		settings,
	} ).filter( ( field ) => field.key !== 'email' );
	const errors: Record< string, string > = {};
	for ( const [ key, message ] of Object.entries(
		validateAddress( address, fields, type )
	) ) {
		if ( message ) {
			errors[ getFieldValidationId( type, key as AddressFieldKey ) ] =
				message;
		}
	}
	if ( type === 'billing' ) {
		const message = validateField(
			{ ...getDefaultFields().email, key: 'email' },
			address,
			'billing'
		);
		if ( message ) {
			errors[ CONTACT_EMAIL_ID ] = message;
		}
	}
	return errors;
}

function withDefaultCountry< A extends AnyAddress >(
	address: A,
	settings: AddressSettings
): A {
	return address.country || ! settings.defaultCountry
		? address
		: { ...address, country: settings.defaultCountry };
}

function AddressEditor< A extends AnyAddress >( {
	type,
	initial,
	settings,
	onSaved,
}: {
	type: AddressType;
	initial: A;
	settings: AddressSettings;
	onSaved: ( addresses: Addresses ) => void;
} ) {
	const [ address, setAddress ] = useState< A >( () =>
		withDefaultCountry( initial, settings )
	);
	const { setValidationErrors, showValidationError } =
		useDispatch( validationStore );
	const onChange = useCallback( ( next: A ) => setAddress( next ), [] );
	const title =
		type === 'billing'
			? __( 'Billing address', 'rueda' )
			: __( 'Shipping address', 'rueda' );
	const savedMessage =
		type === 'billing'
			? __( 'Billing address saved.', 'rueda' )
			: __( 'Shipping address saved.', 'rueda' );
	const { form, notice, status, isSending, submit } = useAccountForm( {
		check: () => {
			const errors = clientErrors( type, address, settings );
			Object.keys( errors ).forEach( ( id ) =>
				showValidationError( id )
			);
			return Object.keys( errors ).length === 0;
		},
		send: () => updateAddresses( { [ type ]: address } ),
		onSent: ( saved ) => {
			onSaved( saved );
			return savedMessage;
		},
		onRefused: ( error ) => {
			const fieldErrors = getFieldErrors( error );
			const shown: Record< string, { message: string; hidden: false } > =
				{};
			const others: string[] = [];
			for ( const [ param, message ] of Object.entries( fieldErrors ) ) {
				const id = validationIdOfParam( type, param );
				if ( id ) {
					shown[ id ] = { message, hidden: false };
				} else {
					others.push( message );
				}
			}
			setValidationErrors( shown );
			const hasFieldErrors = Object.keys( shown ).length > 0;
			return (
				others.join( ' ' ) ||
				( hasFieldErrors
					? __(
							'The address was not saved: please check the fields marked below.',
							'rueda'
						)
					: error.message )
			);
		},
	} );

	return (
		<form
			ref={ form }
			className="rueda-customer-account__address-form"
			onSubmit={ submit }
			noValidate
		>
			<fieldset>
				<legend>{ title }</legend>
				{ status && (
					<Notice ref={ notice } status={ status.type }>
						<p>{ status.message }</p>
					</Notice>
				) }
				{ type === 'billing' && (
					<ContactEmailField
						value={ ( address as BillingAddress ).email ?? '' }
						onChange={ ( email ) =>
							setAddress( { ...address, email } )
						}
					/>
				) }
				<AddressForm
					id={ `rueda-account-${ type }` }
					type={ type }
					address={ address }
					settings={ settings }
					onChange={ onChange }
				/>
				<button
					type="submit"
					className="rueda-button"
					disabled={ isSending }
				>
					{ isSending
						? __( 'Saving…', 'rueda' )
						: __( 'Save address', 'rueda' ) }
				</button>
			</fieldset>
		</form>
	);
}

export default function AddressesSection( {
	settings,
}: AddressesSectionProps ) {
	const { value, error, isLoading, reload, setValue } = useRequest(
		getAddresses,
		[]
	);
	if ( error ) {
		return <LoadError error={ error } onRetry={ reload } />;
	}
	if ( isLoading || ! value ) {
		return <Loading label={ __( 'Loading your addresses…', 'rueda' ) } />;
	}
	return (
		<div className="rueda-customer-account__addresses">
			<p className="rueda-customer-account__intro">
				{ __( 'The checkout starts from these addresses.', 'rueda' ) }
			</p>
			<AddressEditor
				type="billing"
				initial={ value.billing }
				settings={ settings }
				onSaved={ setValue }
			/>
			<AddressEditor
				type="shipping"
				initial={ value.shipping }
				settings={ settings }
				onSaved={ setValue }
			/>
		</div>
	);
}
