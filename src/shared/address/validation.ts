/**
 * Validation of address fields (spec section 5): which fields are checked,
 * with which message, and the edits the rules imply (hidden fields blanked,
 * state and postcode reset with the country). Pure functions over the field
 * definitions; the forms put the results in the rueda/validation store.
 */
import { __, _x, getLocaleData, sprintf } from '@wordpress/i18n';

import { isFieldHidden, isFieldRequired } from './fields';
import { getInvalidMessage, getRequiredMessage } from './messages';
import { reportRuleError } from './rule-errors';
import {
	fieldNameInMessage,
	isValidEmail,
	isValidPhone,
	isValidPostcode,
	normalizePostcode,
} from './rules';
import type {
	Address,
	AddressErrors,
	AddressField,
	AddressFieldKey,
	AddressType,
} from './types';

/** The value of a checked checkbox field (unchecked is ''). */
export const CHECKBOX_CHECKED = '1';

/** Fields whose value needs a country (spec: "Please select your country"). */
const NEEDS_COUNTRY: readonly AddressFieldKey[] = [
	'city',
	'state',
	'postcode',
];

/** The locale of the loaded translations, which is the labels' language. */
function getLabelLocale(): string {
	const meta = getLocaleData( 'rueda' )[ '' ];
	const lang = meta && ! Array.isArray( meta ) ? meta.lang : undefined;
	return typeof lang === 'string' ? lang : document.documentElement.lang;
}

/**
 * The state field's name inside its message ("province", "county"): the
 * label differs by country, the message does not.
 *
 * @param field The state field.
 */
function stateNameInMessage( field: AddressField ): string {
	return fieldNameInMessage(
		field.label,
		getLabelLocale(),
		__( 'field', 'rueda' )
	);
}

function isValueOf( field: AddressField, value: string ): boolean {
	const options = field.options ?? [];
	// No choices known (settings missing): nothing to check against.
	return (
		options.length === 0 ||
		options.some( ( option ) => option.value === value )
	);
}

function emptyFailure( field: AddressField, address: Address ): string {
	if ( field.type === 'checkbox' ) {
		return __( 'Please check this box if you want to proceed.', 'rueda' );
	}
	if ( field.key === 'state' ) {
		return address.country !== ''
			? sprintf(
					/* translators: %s: the state field's name in lower case (province, state, county). */
					_x( 'Please select a %s.', 'address form error', 'rueda' ),
					stateNameInMessage( field )
				)
			: __( 'Please select a valid option.', 'rueda' );
	}
	return getRequiredMessage( field.key );
}

function countryFailure( type: AddressType ): string {
	return type === 'billing'
		? __(
				'Sorry, we do not allow orders from the selected country.',
				'rueda'
			)
		: __(
				'Sorry, we do not ship orders to the selected country.',
				'rueda'
			);
}

function typeFailure(
	field: AddressField,
	value: string,
	address: Address,
	type: AddressType
): string {
	if ( field.key === 'country' && ! isValueOf( field, value ) ) {
		return countryFailure( type );
	}
	if ( field.type === 'select' && ! isValueOf( field, value ) ) {
		return (
			getInvalidMessage( field.key ) ||
			__( 'Please select a valid option.', 'rueda' )
		);
	}
	if ( field.type === 'email' && ! isValidEmail( value ) ) {
		return getInvalidMessage( 'email' );
	}
	if (
		field.key === 'postcode' &&
		! isValidPostcode( value, address.country )
	) {
		return getInvalidMessage( 'postcode' );
	}
	if ( field.type === 'tel' && ! isValidPhone( value ) ) {
		return getInvalidMessage( 'phone' );
	}
	return '';
}

function ruleFailure( field: AddressField, value: string ): string {
	const { pattern, minLength, maxLength } = field.validation ?? {};
	if ( pattern !== undefined && ! matchesWhole( pattern, value ) ) {
		return sprintf(
			/* translators: 1: field label, 2: regular expression. */
			__( '%1$s must match the pattern %2$s', 'rueda' ),
			field.label,
			pattern
		);
	}
	if (
		( minLength !== undefined && value.length < minLength ) ||
		( maxLength !== undefined && value.length > maxLength )
	) {
		/* translators: %s: field label. */
		return sprintf( __( '%s is invalid', 'rueda' ), field.label );
	}
	return '';
}

/**
 * Whether the whole value matches, as the HTML pattern attribute reads it.
 *
 * @param pattern Regular expression source.
 * @param value   Trimmed value.
 */
function matchesWhole( pattern: string, value: string ): boolean {
	try {
		return new RegExp( `^(?:${ pattern })$`, 'u' ).test( value );
	} catch ( error ) {
		reportRuleError( error );
		return true;
	}
}

/**
 * The error of one field of an address, or '' when it is valid. Hidden
 * fields and empty optional ones are valid; a field's own errorMessage
 * replaces any message.
 *
 * @param field   Field definition.
 * @param address The whole address (rules read the country).
 * @param type    Billing or shipping (the country message differs).
 */
export function validateField(
	field: AddressField,
	address: Address,
	type: AddressType
): string {
	if ( isFieldHidden( field, address ) ) {
		return '';
	}
	const value = ( address[ field.key ] ?? '' ).trim();
	let failure = '';
	if ( value === '' ) {
		if (
			field.key === 'country' &&
			NEEDS_COUNTRY.some(
				( key ) => ( address[ key ] ?? '' ).trim() !== ''
			)
		) {
			failure = __( 'Please select your country.', 'rueda' );
		} else if ( isFieldRequired( field, address ) ) {
			failure = emptyFailure( field, address );
		}
	} else {
		failure =
			typeFailure( field, value, address, type ) ||
			ruleFailure( field, value );
	}
	return failure && ( field.errorMessage || failure );
}

/**
 * The errors of an address, by field key (valid fields have no entry).
 *
 * @param address The address.
 * @param fields  Its form's fields.
 * @param type    Billing or shipping.
 */
export function validateAddress(
	address: Address,
	fields: readonly AddressField[],
	type: AddressType
): AddressErrors {
	const errors: AddressErrors = {};
	for ( const field of fields ) {
		const message = validateField( field, address, type );
		if ( message ) {
			errors[ field.key ] = message;
		}
	}
	return errors;
}

/**
 * The value to keep for what the shopper typed: postcodes lose leading
 * spaces and are upper-cased; other values are kept as typed (trimmed on blur,
 * so spaces between words can still be typed).
 *
 * @param key   Field key.
 * @param value As typed.
 */
export function normalizeFieldValue(
	key: AddressFieldKey,
	value: string
): string {
	return key === 'postcode' ? normalizePostcode( value ) : value;
}

/**
 * The address with its hidden fields blanked (spec: blanked before sending);
 * the same object when none needs it.
 *
 * @param address The address.
 * @param fields  Its form's fields.
 */
export function clearHiddenFields< A extends Address >(
	address: A,
	fields: readonly AddressField[]
): A {
	const hidden = fields.filter(
		( field ) =>
			isFieldHidden( field, address ) &&
			( address[ field.key ] ?? '' ) !== ''
	);
	if ( hidden.length === 0 ) {
		return address;
	}
	const next = { ...address };
	hidden.forEach( ( field ) => ( next[ field.key ] = '' ) );
	return next;
}

/**
 * A new country resets the state and the postcode, which belonged to the old one.
 *
 * @param address The address.
 * @param country New country code.
 */
export function changeCountry< A extends Address >(
	address: A,
	country: string
): A {
	return country === address.country
		? address
		: { ...address, country, state: '', postcode: '' };
}

/**
 * Whether an address is complete enough to quote shipping: a country, and
 * state, postcode and city each hidden, optional or filled.
 *
 * @param address The address.
 * @param fields  Its form's fields.
 */
export function isAddressComplete(
	address: Address,
	fields: readonly AddressField[]
): boolean {
	if ( address.country.trim() === '' ) {
		return false;
	}
	const keys: readonly AddressFieldKey[] = [
		'state',
		'country',
		'postcode',
		'city',
	];
	return keys.every( ( key ) => {
		const field = fields.find( ( candidate ) => candidate.key === key );
		return (
			! field ||
			! isFieldRequired( field, address ) ||
			( address[ key ] ?? '' ).trim() !== ''
		);
	} );
}
