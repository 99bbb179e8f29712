/**
 * The messages of the address fields, one per field and kind of failure, so
 * each translation can agree with its field (article, gender, number: "Introduce
 * tus apellidos", "Introduce un código postal válido"). A generic "Please enter
 * a valid %s" cannot: Spanish needs "tu nombre" but "tus apellidos".
 *
 * The server sends the same strings for the same faults
 * (includes/Domain/Customers/AddressRules.php): keep both lists in step.
 */
import { __ } from '@wordpress/i18n';

import type { AddressFieldKey } from './types';

/**
 * The message for a required field left empty. The state's message names the
 * country's own label and is built in validation.ts.
 *
 * @param key Field key.
 */
export function getRequiredMessage(
	key: Exclude< AddressFieldKey, 'state' >
): string {
	switch ( key ) {
		case 'email':
			return __( 'Please enter a valid email address.', 'rueda' );
		case 'first_name':
			return __( 'Please enter your first name.', 'rueda' );
		case 'last_name':
			return __( 'Please enter your last name.', 'rueda' );
		case 'company':
			return __( 'Please enter your company name.', 'rueda' );
		case 'country':
			return __( 'Please select your country.', 'rueda' );
		case 'address_1':
			return __( 'Please enter your address.', 'rueda' );
		case 'address_2':
			return __( 'Please enter your apartment, suite, etc.', 'rueda' );
		case 'city':
			return __( 'Please enter your city.', 'rueda' );
		case 'postcode':
			return __( 'Please enter a valid postcode.', 'rueda' );
		case 'phone':
			return __( 'Please enter your phone number.', 'rueda' );
	}
}

/**
 * The message for a value of the wrong form, for the fields whose type or
 * country rules can reject one ('' for the others: only their own
 * pattern or length rules can).
 *
 * @param key Field key.
 */
export function getInvalidMessage( key: AddressFieldKey ): string {
	switch ( key ) {
		case 'email':
			return __( 'Please enter a valid email address.', 'rueda' );
		case 'postcode':
			return __( 'Please enter a valid postcode.', 'rueda' );
		case 'phone':
			return __( 'Please enter a valid phone number.', 'rueda' );
		case 'state':
			return __( 'Please select a valid province.', 'rueda' );
		default:
			return '';
	}
}
