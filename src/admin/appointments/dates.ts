/**
 * Calendar days of the day view, as Y-m-d strings (the shop's days, not the
 * browser's).
 */

/**
 * The day a number of days after (or before) another.
 *
 * @param date Y-m-d.
 * @param days Days to add (negative: before).
 */
export function shiftDate( date: string, days: number ): string {
	const [ year, month, day ] = date.split( '-' ).map( Number );
	const moved = new Date(
		Date.UTC( year ?? 1970, ( month ?? 1 ) - 1, ( day ?? 1 ) + days, 12 )
	);
	return moved.toISOString().slice( 0, 10 );
}

/**
 * The calendar day of an ISO time with offset: "2026-12-03T10:00:00+01:00" → "2026-12-03".
 *
 * @param iso Time.
 */
export function dateOf( iso: string ): string {
	return iso.slice( 0, 10 );
}
