/**
 * How address forms differ by country (labels, order, which fields apply),
 * and getAddressFields(), which merges the defaults, the country's locale and
 * any caller overrides into the list a form renders.
 */
import { __ } from '@wordpress/i18n';

import { getDefaultFields } from './fields';
import { countryHasStates } from './settings';
import type {
	AddressField,
	AddressFieldOverrides,
	AddressSettings,
	AddressType,
	FieldOption,
} from './types';

/** Index that puts the postcode between the apartment and the city. */
const POSTCODE_BEFORE_CITY = 65;

/**
 * The overrides of a country; countries without any use the defaults
 * (state "State/County", required only when the country has states).
 *
 * @param country Country code.
 */
export function getLocaleOverrides( country: string ): AddressFieldOverrides {
	switch ( country ) {
		case 'ES':
		case 'IT': {
			const province = {
				label: __( 'Province', 'rueda' ),
				optionalLabel: __( 'Province (optional)', 'rueda' ),
			};
			return {
				postcode: { index: POSTCODE_BEFORE_CITY },
				// Spain always needs its province; Italy only with a list (default rule).
				state:
					country === 'ES'
						? { ...province, required: true }
						: province,
			};
		}
		// Addresses there need no region: the field is hidden (and so blanked).
		case 'PT':
		case 'FR':
		case 'DE':
			return {
				postcode: { index: POSTCODE_BEFORE_CITY },
				state: { required: false, hidden: true },
			};
		case 'GB':
			return {
				postcode: {
					label: __( 'Postcode', 'rueda' ),
					optionalLabel: __( 'Postcode (optional)', 'rueda' ),
				},
				state: {
					label: __( 'County', 'rueda' ),
					optionalLabel: __( 'County (optional)', 'rueda' ),
					required: false,
				},
			};
		case 'US':
			return {
				postcode: {
					label: __( 'ZIP Code', 'rueda' ),
					optionalLabel: __( 'ZIP Code (optional)', 'rueda' ),
				},
				state: {
					label: __( 'State', 'rueda' ),
					optionalLabel: __( 'State (optional)', 'rueda' ),
				},
			};
		default:
			return {};
	}
}

function toOptions(
	names: Readonly< Record< string, string > >
): FieldOption[] {
	return Object.entries( names ).map( ( [ value, label ] ) => ( {
		value,
		label,
	} ) );
}

export type GetAddressFieldsOptions = {
	/** Applied last (block settings, extensions). */
	overrides?: AddressFieldOverrides;
	/** The countries and states offered (the page's: getAddressSettings()). */
	settings: AddressSettings;
};

/**
 * The fields of an address form for a country, sorted by index. Billing
 * forms include the email; the country choices are the billing (selling) or
 * shipping countries; the state is a select when the country has states.
 *
 * @param country Country code ('' before one is chosen).
 * @param type    Billing or shipping.
 * @param options Overrides and settings.
 */
export function getAddressFields(
	country: string,
	type: AddressType,
	options: GetAddressFieldsOptions
): AddressField[] {
	const { overrides = {}, settings } = options;
	const defaults = getDefaultFields();
	const locale = getLocaleOverrides( country );
	const hasStates = countryHasStates( settings.states, country );
	const countries =
		type === 'billing' ? settings.countries : settings.shippingCountries;

	defaults.country = {
		...defaults.country,
		options: toOptions( countries ),
	};
	defaults.state = {
		...defaults.state,
		// Evaluated against the address: stays right if its country changes.
		required: {
			country: Object.keys( settings.states ).filter( ( code ) =>
				countryHasStates( settings.states, code )
			),
		},
		type: hasStates ? 'select' : 'text',
		options: hasStates
			? toOptions( settings.states[ country ] ?? {} )
			: undefined,
	};

	return Object.values( defaults )
		.filter( ( field ) => type === 'billing' || field.key !== 'email' )
		.map( ( field ) => ( {
			...field,
			...locale[ field.key ],
			...overrides[ field.key ],
			key: field.key,
		} ) )
		.sort( ( a, b ) => a.index - b.index );
}
