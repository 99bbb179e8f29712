/**
 * Address field rules of the spec's section 5: postcodes per country, email
 * and phone patterns, and how inputs are normalised before they are checked.
 * Pure functions, shared by the checkout forms and the validation store.
 */

/** Postcode patterns by country; countries without one accept any postcode. */
const POSTCODE_PATTERNS: Record< string, RegExp > = {
	// Spain: 5 digits, the first two a province code 01-52.
	ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
	GB: /^([A-Z][0-9]{1,2}|[A-Z][A-HJ-Y][0-9]{1,2}|[A-Z][0-9][A-Z]|[A-Z][A-HJ-Y][0-9][A-Z]?) ?[0-9][A-Z]{2}$|^BFPO ?[0-9]{1,4}$/,
	NL: /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
	IN: /^[1-9][0-9]{2} ?[0-9]{3}$/,
	JP: /^[0-9]{3}-?[0-9]{4}$/,
	BA: /^[7-8][0-9]{4}$/,
	KH: /^[0-9]{6}$/,
	LI: /^94[8-9][0-9]$/,
	MN: /^[0-9]{5}$/,
	NI: /^[1-9][0-9]{4}$/,
	SI: /^[1-9][0-9]{3}$/,
};

/**
 * A postcode as it is checked and sent: leading spaces gone, upper case.
 *
 * @param postcode As typed.
 */
export function normalizePostcode( postcode: string ): string {
	return postcode.trimStart().toUpperCase();
}

/**
 * Whether a postcode is valid for a country (empty postcodes are a matter of
 * the required rule, not of this one).
 *
 * @param postcode As typed.
 * @param country  ISO country code.
 */
export function isValidPostcode( postcode: string, country: string ): boolean {
	const pattern = POSTCODE_PATTERNS[ country.toUpperCase() ];
	const value = normalizePostcode( postcode ).trimEnd();
	return ! pattern || value === '' || pattern.test( value );
}

/**
 * Email addresses: a local part, a domain and a top-level domain of 2 to 63 letters.
 *
 * @param email As typed.
 */
export function isValidEmail( email: string ): boolean {
	return /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/.test(
		email.trim()
	);
}

/**
 * Phone numbers: 6 to 15 digits with an optional leading plus; spaces,
 * dashes, dots and brackets between them are allowed.
 *
 * @param phone As typed.
 */
export function isValidPhone( phone: string ): boolean {
	const compact = phone.trim().replace( /[\s\-.()]/g, '' );
	return /^\+?\d{6,15}$/.test( compact );
}

/**
 * A field's name inside a message: lower case, except in German, where nouns
 * keep their capital; "field" when the field has no label.
 *
 * @param label    Field label.
 * @param locale   Site locale, e.g. es_ES.
 * @param fallback Word used without a label (translated "field").
 */
export function fieldNameInMessage(
	label: string,
	locale: string,
	fallback: string
): string {
	const name = label.trim() || fallback;
	return locale.toLowerCase().startsWith( 'de' ) ? name : name.toLowerCase();
}
