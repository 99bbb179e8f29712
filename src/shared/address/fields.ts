/**
 * The default address-form fields (spec sections 3 and 5) and how their
 * conditional rules are read. Built on call, not at import, so the labels are
 * translated with the translations the page has loaded by then.
 */
import { __ } from '@wordpress/i18n';

import { reportRuleError } from './rule-errors';
import type {
	Address,
	AddressField,
	AddressFieldKey,
	FieldRule,
} from './types';

/**
 * The fields every country starts from: company, apartment and phone are
 * optional; the state's rule is set per country (locales.ts).
 */
export function getDefaultFields(): Record< AddressFieldKey, AddressField > {
	return {
		email: {
			key: 'email',
			label: __( 'Email address', 'rueda' ),
			optionalLabel: __( 'Email address (optional)', 'rueda' ),
			required: true,
			hidden: false,
			index: 0,
			type: 'email',
			autocomplete: 'email',
			autocapitalize: 'none',
			attributes: { spellCheck: false },
		},
		first_name: {
			key: 'first_name',
			label: __( 'First name', 'rueda' ),
			optionalLabel: __( 'First name (optional)', 'rueda' ),
			required: true,
			hidden: false,
			index: 10,
			type: 'text',
			autocomplete: 'given-name',
			autocapitalize: 'sentences',
		},
		last_name: {
			key: 'last_name',
			label: __( 'Last name', 'rueda' ),
			optionalLabel: __( 'Last name (optional)', 'rueda' ),
			required: true,
			hidden: false,
			index: 20,
			type: 'text',
			autocomplete: 'family-name',
			autocapitalize: 'sentences',
		},
		company: {
			key: 'company',
			label: __( 'Company', 'rueda' ),
			optionalLabel: __( 'Company (optional)', 'rueda' ),
			required: false,
			hidden: false,
			index: 30,
			type: 'text',
			autocomplete: 'organization',
			autocapitalize: 'sentences',
		},
		country: {
			key: 'country',
			label: __( 'Country/Region', 'rueda' ),
			optionalLabel: __( 'Country/Region (optional)', 'rueda' ),
			required: true,
			hidden: false,
			index: 40,
			type: 'select',
			autocomplete: 'country',
			placeholder: __( 'Select a country', 'rueda' ),
		},
		address_1: {
			key: 'address_1',
			label: __( 'Address', 'rueda' ),
			optionalLabel: __( 'Address (optional)', 'rueda' ),
			required: true,
			hidden: false,
			index: 50,
			type: 'text',
			autocomplete: 'address-line1',
			autocapitalize: 'sentences',
		},
		address_2: {
			key: 'address_2',
			label: __( 'Apartment, suite, etc.', 'rueda' ),
			optionalLabel: __( 'Apartment, suite, etc. (optional)', 'rueda' ),
			required: false,
			hidden: false,
			index: 60,
			type: 'text',
			autocomplete: 'address-line2',
			autocapitalize: 'sentences',
		},
		city: {
			key: 'city',
			label: __( 'City', 'rueda' ),
			optionalLabel: __( 'City (optional)', 'rueda' ),
			required: true,
			hidden: false,
			index: 70,
			type: 'text',
			autocomplete: 'address-level2',
			autocapitalize: 'sentences',
		},
		state: {
			key: 'state',
			label: __( 'State/County', 'rueda' ),
			optionalLabel: __( 'State/County (optional)', 'rueda' ),
			required: false,
			hidden: false,
			index: 80,
			type: 'text',
			autocomplete: 'address-level1',
			autocapitalize: 'sentences',
		},
		postcode: {
			key: 'postcode',
			label: __( 'Postal code', 'rueda' ),
			optionalLabel: __( 'Postal code (optional)', 'rueda' ),
			required: true,
			hidden: false,
			index: 90,
			type: 'text',
			autocomplete: 'postal-code',
			autocapitalize: 'characters',
		},
		phone: {
			key: 'phone',
			label: __( 'Phone', 'rueda' ),
			optionalLabel: __( 'Phone (optional)', 'rueda' ),
			required: false,
			hidden: false,
			index: 100,
			type: 'tel',
			autocomplete: 'tel',
			autocapitalize: 'none',
		},
	};
}

/**
 * Reads a fixed or conditional rule for an address.
 *
 * @param rule    The field's `required` or `hidden`.
 * @param address The address being edited.
 */
export function evaluateRule(
	rule: FieldRule,
	address: Readonly< Address >
): boolean {
	if ( typeof rule === 'boolean' ) {
		return rule;
	}
	if ( typeof rule === 'function' ) {
		try {
			return rule( address );
		} catch ( error ) {
			reportRuleError( error );
			return false;
		}
	}
	return rule.country.includes( address.country );
}

export function isFieldHidden(
	field: AddressField,
	address: Readonly< Address >
): boolean {
	return evaluateRule( field.hidden, address );
}

/**
 * Hidden fields are never required (spec section 5).
 *
 * @param field   Field definition.
 * @param address The address being edited.
 */
export function isFieldRequired(
	field: AddressField,
	address: Readonly< Address >
): boolean {
	return (
		! isFieldHidden( field, address ) &&
		evaluateRule( field.required, address )
	);
}

/**
 * The label to show: the optional variant when the field is not required.
 *
 * @param field   Field definition.
 * @param address The address being edited.
 */
export function getFieldLabel(
	field: AddressField,
	address: Readonly< Address >
): string {
	return isFieldRequired( field, address )
		? field.label
		: field.optionalLabel;
}
