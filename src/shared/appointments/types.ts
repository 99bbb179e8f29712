/**
 * Workshop appointments on the wire (GET /wc/store/v1/appointment-slots,
 * rueda/v1/appointments/{id}/slots): free slots by open day, times in ISO
 * 8601 with the shop's offset.
 */
import { isRecord } from '../api/guards';

export const APPOINTMENT_SLOTS_PATH = '/wc/store/v1/appointment-slots';

/** The checkout's extension namespace, `extensions.rueda.appointment`. */
export const APPOINTMENT_NAMESPACE = 'rueda';

export type AppointmentSlot = {
	/** "2026-12-03T10:00:00+01:00". */
	start: string;
	end: string;
	available_bays: number;
};

export type AppointmentDay = {
	/** "2026-12-03", in the shop's timezone. */
	date: string;
	/** Free slots; none when the day is fully booked. */
	slots: AppointmentSlot[];
};

/** What the checkout sends in `extensions.rueda.appointment`. */
export type AppointmentChoice = {
	location: number;
	start: string;
};

function isSlot( value: unknown ): value is AppointmentSlot {
	return (
		isRecord( value ) &&
		typeof value.start === 'string' &&
		typeof value.end === 'string' &&
		typeof value.available_bays === 'number'
	);
}

export function isAppointmentDay( value: unknown ): value is AppointmentDay {
	return (
		isRecord( value ) &&
		typeof value.date === 'string' &&
		Array.isArray( value.slots ) &&
		value.slots.every( isSlot )
	);
}

export function isAppointmentDayList(
	value: unknown
): value is AppointmentDay[] {
	return Array.isArray( value ) && value.every( isAppointmentDay );
}
