/**
 * How "Hoy en el taller" lays appointments out: the day as rows of start times
 * by columns of bays, the week as rows of bays by columns of days. Times are
 * read from the ISO strings themselves (the shop's offset), never the browser's.
 */
import { shiftDate } from '../appointments/dates';
import type { TodayAppointment, TodayBay } from './types';

/**
 * A bay's key: its location and number ("0:2").
 *
 * @param bay The bay, or an appointment drawn in it.
 */
export function bayKey( bay: Pick< TodayBay, 'location' | 'bay' > ): string {
	return `${ bay.location }:${ bay.bay }`;
}

/**
 * "10:00" of "2026-12-03T10:00:00+01:00".
 *
 * @param iso Time.
 */
export function timeOf( iso: string ): string {
	return iso.slice( 11, 16 );
}

/**
 * The Monday to Sunday of a day's week, as Y-m-d.
 *
 * @param date Y-m-d.
 */
export function weekDays( date: string ): string[] {
	const [ year, month, day ] = date.split( '-' ).map( Number );
	const weekday = new Date(
		Date.UTC( year ?? 1970, ( month ?? 1 ) - 1, day ?? 1, 12 )
	).getUTCDay();
	const monday = shiftDate( date, -( ( weekday + 6 ) % 7 ) );
	return Array.from( { length: 7 }, ( _, index ) =>
		shiftDate( monday, index )
	);
}

export type DayRow = {
	/** Start time, "10:00". */
	time: string;
	/** One list per bay, in the order of the bays. */
	cells: TodayAppointment[][];
};

/**
 * The day's rows: one per start time, soonest first, each with the
 * appointments starting then in their bay's cell. An appointment in a bay
 * that is not listed gets no cell (the route lists every bay it uses).
 *
 * @param appointments The day's appointments.
 * @param bays         The columns.
 */
export function dayRows(
	appointments: TodayAppointment[],
	bays: TodayBay[]
): DayRow[] {
	const columns = new Map(
		bays.map( ( bay, index ) => [ bayKey( bay ), index ] )
	);
	const rows = new Map< string, DayRow >();
	const sorted = [ ...appointments ].sort(
		( a, b ) => a.start.localeCompare( b.start ) || a.id - b.id
	);
	for ( const appointment of sorted ) {
		const column = columns.get( bayKey( appointment ) );
		if ( column === undefined ) {
			continue;
		}
		const time = timeOf( appointment.start );
		let row = rows.get( time );
		if ( ! row ) {
			row = { time, cells: bays.map( () => [] ) };
			rows.set( time, row );
		}
		row.cells[ column ]?.push( appointment );
	}
	return [ ...rows.values() ].sort( ( a, b ) =>
		a.time.localeCompare( b.time )
	);
}

export type WeekRow = {
	bay: TodayBay;
	/** One list per day, Monday first, soonest first. */
	days: TodayAppointment[][];
};

/**
 * The week's rows: one per bay, each with its appointments by day.
 *
 * @param appointments The week's appointments.
 * @param bays         The bays.
 * @param days         The week's days, Y-m-d.
 */
export function weekRows(
	appointments: TodayAppointment[],
	bays: TodayBay[],
	days: string[]
): WeekRow[] {
	const sorted = [ ...appointments ].sort(
		( a, b ) => a.start.localeCompare( b.start ) || a.id - b.id
	);
	return bays.map( ( bay ) => ( {
		bay,
		days: days.map( ( day ) =>
			sorted.filter(
				( appointment ) =>
					bayKey( appointment ) === bayKey( bay ) &&
					appointment.start.slice( 0, 10 ) === day
			)
		),
	} ) );
}
