/**
 * A phone number an owner can call with one tap from the admin (a `tel:` link).
 */

/**
 * The link.
 *
 * @param props       Props.
 * @param props.phone The number as the customer wrote it.
 */
export function PhoneLink( { phone }: { phone: string } ) {
	// The dialled form keeps only digits and a leading "+": "+34 916 00 01 23" → "+34916000123".
	const dialled = phone.trim().replace( /(?!^\+)[^\d]/g, '' );
	return <a href={ `tel:${ dialled }` }>{ phone }</a>;
}
