/**
 * Card inputs as shoppers type them on a numeric keyboard: the number in
 * groups of four, the expiry as MM/YY with the slash added, the security
 * code as digits.
 */
const MAX_CARD_DIGITS = 19;

export function formatCardNumber( value: string ): string {
	return value
		.replace( /\D/g, '' )
		.slice( 0, MAX_CARD_DIGITS )
		.replace( /(\d{4})(?=\d)/g, '$1 ' );
}

export function formatExpiry( value: string ): string {
	const digits = value.replace( /\D/g, '' ).slice( 0, 4 );
	return digits.length > 2
		? `${ digits.slice( 0, 2 ) }/${ digits.slice( 2 ) }`
		: digits;
}

/** A card's security code: 3 digits, 4 on American Express. */
const CVC_PATTERN = /^\d{3,4}$/;

/**
 * The security code as typed: digits only, at most four.
 *
 * @param value As typed.
 */
export function formatCvc( value: string ): string {
	return value.replace( /\D/g, '' ).slice( 0, 4 );
}

/**
 * Whether a security code has 3 or 4 digits (the gateway checks the same).
 *
 * @param cvc The code, formatted.
 */
export function isValidCvc( cvc: string ): boolean {
	return CVC_PATTERN.test( cvc );
}
