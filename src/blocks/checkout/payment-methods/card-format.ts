/**
 * Card inputs as shoppers type them on a numeric keyboard: the number in
 * groups of four, the expiry as MM/YY with the slash added.
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
