/**
 * The countries and states the address forms offer, from the shop settings'
 * `checkout` key (contract: CheckoutSettings). Checked before use; anything
 * missing or malformed reads as empty, so a form still renders. The page's
 * own are read by getAddressSettings() (src/blocks/shared/address/settings.ts).
 */
import { isRecord } from '../api';
import type { AddressSettings, StatesByCountry } from './types';

function readNames( value: unknown ): Record< string, string > {
	const names: Record< string, string > = {};
	if ( isRecord( value ) ) {
		for ( const [ code, name ] of Object.entries( value ) ) {
			if ( typeof name === 'string' ) {
				names[ code ] = name;
			}
		}
	}
	return names;
}

function readStates( value: unknown ): StatesByCountry {
	const states: Record< string, Record< string, string > > = {};
	if ( isRecord( value ) ) {
		for ( const [ country, names ] of Object.entries( value ) ) {
			states[ country ] = readNames( names );
		}
	}
	return states;
}

function readString( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * @param checkout The settings' `checkout` value, as sent.
 */
export function parseAddressSettings( checkout: unknown ): AddressSettings {
	const value = isRecord( checkout ) ? checkout : {};
	return {
		countries: readNames( value.countries ),
		shippingCountries: readNames( value.shippingCountries ),
		states: readStates( value.states ),
		defaultCountry: readString( value.defaultCountry ),
		customerEmail: readString( value.customerEmail ),
	};
}

/**
 * Whether a country has a list of states to choose from.
 *
 * @param states  States by country.
 * @param country Country code.
 */
export function countryHasStates(
	states: StatesByCountry,
	country: string
): boolean {
	return Object.keys( states[ country ] ?? {} ).length > 0;
}
