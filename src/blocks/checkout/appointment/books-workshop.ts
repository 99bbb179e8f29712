/**
 * When the checkout asks for a workshop appointment, and where: the server
 * asks for one when the order has a workshop service (a line that is no
 * tyre) and is collected, at the pickup location chosen, or at a location of
 * the shop's list when nothing ships (includes/Domain/Workshop/AppointmentCheckout.php).
 */
import type { CartItem } from '@rueda/shared/api';
import { isRecord } from '@rueda/shared/api/guards';

/** A pickup location that takes appointments. */
export type AppointmentLocation = {
	index: number;
	name: string;
	address: string;
};

/**
 * Whether the cart has a workshop service to book.
 *
 * @param items Cart lines.
 */
export function booksWorkshop(
	items: readonly Pick< CartItem, 'tyre' >[]
): boolean {
	return items.some( ( item ) => item.tyre === null );
}

/**
 * The location index of a pickup rate ("pickup_location:2" → 2), or null.
 *
 * @param rateId Rate id.
 */
export function pickupLocationIndex( rateId: string ): number | null {
	const match = /^pickup_location:(\d+)$/.exec( rateId );
	return match ? Number( match[ 1 ] ) : null;
}

/**
 * The locations the checkout's settings list (`appointmentLocations`),
 * malformed entries left out.
 *
 * @param checkout The checkout's settings.
 */
export function readAppointmentLocations(
	checkout: unknown
): AppointmentLocation[] {
	const list = isRecord( checkout ) ? checkout.appointmentLocations : null;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	return list.filter(
		( entry ): entry is AppointmentLocation =>
			isRecord( entry ) &&
			typeof entry.index === 'number' &&
			typeof entry.name === 'string' &&
			typeof entry.address === 'string'
	);
}
