/**
 * Display helpers of the account: dates in the page's language and an
 * address as lines of text.
 */
import type { BillingAddress, ShippingAddress } from './types';

function pageLocale(): string | undefined {
	return document.documentElement.lang || undefined;
}

/**
 * @param value RFC 3339 date.
 * @return The date, e.g. "3 de marzo de 2026"; the value itself when unreadable.
 */
export function formatDate( value: string ): string {
	const date = new Date( value );
	if ( Number.isNaN( date.getTime() ) ) {
		return value;
	}
	try {
		return new Intl.DateTimeFormat( pageLocale(), {
			dateStyle: 'long',
		} ).format( date );
	} catch {
		return date.toLocaleDateString();
	}
}

/**
 * @param address   An order's or the customer's address.
 * @param countries Country names by code (codes shown when missing).
 * @param states    Province names by country and code.
 * @return Its non-empty lines.
 */
export function addressLines(
	address: Partial< BillingAddress | ShippingAddress >,
	countries: Readonly< Record< string, string > > = {},
	states: Readonly<
		Record< string, Readonly< Record< string, string > > >
	> = {}
): string[] {
	const country = address.country ?? '';
	const state = address.state
		? ( states[ country ]?.[ address.state ] ?? address.state )
		: '';
	return [
		[ address.first_name, address.last_name ].filter( Boolean ).join( ' ' ),
		address.company ?? '',
		address.address_1 ?? '',
		address.address_2 ?? '',
		[ address.postcode, address.city ].filter( Boolean ).join( ' ' ),
		state,
		country ? ( countries[ country ] ?? country ) : '',
		address.phone ?? '',
	]
		.map( ( line ) => line.trim() )
		.filter( Boolean );
}
