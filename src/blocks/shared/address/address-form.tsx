/**
 * <AddressForm>: the fields of a billing or shipping address for its country,
 * in index order. Changing the country resets state and postcode; hidden
 * fields are blanked; errors go to the rueda/validation store (ids
 * `${type}_${key}`) and show once the shopper has touched the field.
 */
import { useEffect, useMemo, useRef } from '@wordpress/element';

import AddressFieldInput from './address-field';
import {
	FOCUS_DELAY_MS,
	getFieldElementId,
	getFieldValidationId,
} from '@rueda/shared/address/constants';
import {
	getFieldLabel,
	isFieldHidden,
	isFieldRequired,
} from '@rueda/shared/address/fields';
import { getAddressFields } from '@rueda/shared/address/locales';
import { getAddressSettings } from './settings';
import type {
	Address,
	AddressField,
	AddressFieldOverrides,
	AddressSettings,
	AddressType,
} from '@rueda/shared/address/types';
import { useFieldErrors } from './use-field-errors';
import {
	changeCountry,
	clearHiddenFields,
	normalizeFieldValue,
	validateAddress,
} from '@rueda/shared/address/validation';

export type AddressFormProps< A extends Address > = {
	/** The form wrapper's id. */
	id: string;
	type: AddressType;
	address: A;
	onChange: ( address: A ) => void;
	/** Changes to the default fields (block settings, extensions). */
	fields?: AddressFieldOverrides;
	/** Countries and states; the page's checkout settings unless given (editor previews). */
	settings?: AddressSettings;
	/** Move the focus into the form shortly after it appears. */
	focusOnMount?: boolean;
};

/**
 * The email belongs to the contact step (ContactEmail), not to the address.
 *
 * @param field Field definition.
 */
function isAddressField( field: AddressField ): boolean {
	return field.key !== 'email';
}

export default function AddressForm< A extends Address >( {
	id,
	type,
	address,
	onChange,
	fields: overrides,
	settings = getAddressSettings(),
	focusOnMount = false,
}: AddressFormProps< A > ) {
	const wrapper = useRef< HTMLDivElement >( null );
	const fields = useMemo(
		() =>
			getAddressFields( address.country, type, {
				overrides,
				settings,
			} ).filter( isAddressField ),
		[ address.country, type, overrides, settings ]
	);

	const errors = useMemo( () => {
		const messages = validateAddress( address, fields, type );
		return Object.fromEntries(
			fields.map( ( field ) => [
				getFieldValidationId( type, field.key ),
				messages[ field.key ] ?? '',
			] )
		);
	}, [ address, fields, type ] );
	const touch = useFieldErrors( errors );

	// Hidden fields are blanked, so nothing the shopper cannot see is sent.
	useEffect( () => {
		const cleared = clearHiddenFields( address, fields );
		if ( cleared !== address ) {
			onChange( cleared );
		}
	}, [ address, fields, onChange ] );

	// Read once: the focus moves when the form appears, not when the prop changes.
	const shouldFocus = useRef( focusOnMount );
	useEffect( () => {
		if ( ! shouldFocus.current ) {
			return;
		}
		const timer = setTimeout(
			() =>
				wrapper.current
					?.querySelector< HTMLElement >( 'input, select' )
					?.focus(),
			FOCUS_DELAY_MS
		);
		return () => clearTimeout( timer );
	}, [] );

	return (
		<div id={ id } ref={ wrapper } className="rueda-address-form">
			{ fields
				.filter( ( field ) => ! isFieldHidden( field, address ) )
				.map( ( field ) => {
					const validationId = getFieldValidationId(
						type,
						field.key
					);
					const value = address[ field.key ] ?? '';
					return (
						<AddressFieldInput
							key={ field.key }
							field={ field }
							elementId={ getFieldElementId( type, field.key ) }
							validationId={ validationId }
							label={ getFieldLabel( field, address ) }
							required={ isFieldRequired( field, address ) }
							value={ value }
							autoComplete={ `${ type } ${ field.autocomplete }` }
							onChange={ ( next ) => {
								touch( validationId );
								onChange(
									field.key === 'country'
										? changeCountry( address, next )
										: {
												...address,
												[ field.key ]:
													normalizeFieldValue(
														field.key,
														next
													),
											}
								);
							} }
							onBlur={ () => {
								touch( validationId );
								// Trimmed on leaving, so spaces can be typed between words.
								if ( value.trim() !== value ) {
									onChange( {
										...address,
										[ field.key ]: value.trim(),
									} );
								}
							} }
						/>
					);
				} ) }
		</div>
	);
}
