/**
 * How the slot picker writes days and times. Dates ("2026-12-03") are read
 * as calendar days, whatever the browser's timezone; a time is read from the
 * ISO string itself, which carries the shop's offset, so "10:00" is the
 * workshop's 10:00 for a shopper abroad too.
 */

/** The page's language, for day and month names ("es-ES"). */
export function pageLocale(): string {
	return (
		( typeof document !== 'undefined' && document.documentElement.lang ) ||
		'es-ES'
	);
}

function calendarDay( date: string ): Date {
	const [ year, month, day ] = date.split( '-' ).map( Number );
	return new Date(
		Date.UTC( year ?? 1970, ( month ?? 1 ) - 1, day ?? 1, 12 )
	);
}

function part(
	date: string,
	locale: string,
	options: Intl.DateTimeFormatOptions
): string {
	return new Intl.DateTimeFormat( locale, {
		...options,
		timeZone: 'UTC',
	} ).format( calendarDay( date ) );
}

/**
 * A day chip's three lines: "jue", "3", "dic".
 *
 * @param date   Y-m-d.
 * @param locale Language.
 */
export function dayParts(
	date: string,
	locale = pageLocale()
): { weekday: string; day: string; month: string } {
	return {
		weekday: part( date, locale, { weekday: 'short' } ).replace( '.', '' ),
		day: String( Number( date.slice( 8, 10 ) ) ),
		month: part( date, locale, { month: 'short' } ).replace( '.', '' ),
	};
}

/**
 * A day in full: "jueves, 3 de diciembre".
 *
 * @param date   Y-m-d.
 * @param locale Language.
 */
export function longDay( date: string, locale = pageLocale() ): string {
	return part( date, locale, {
		weekday: 'long',
		day: 'numeric',
		month: 'long',
	} );
}

/**
 * The wall-clock time of an ISO time with offset: "10:00".
 *
 * @param iso "2026-12-03T10:00:00+01:00".
 */
export function timeOf( iso: string ): string {
	return iso.slice( 11, 16 );
}

/**
 * The calendar day after a date.
 *
 * @param date Y-m-d.
 */
export function nextDate( date: string ): string {
	const day = calendarDay( date );
	day.setUTCDate( day.getUTCDate() + 1 );
	return day.toISOString().slice( 0, 10 );
}
