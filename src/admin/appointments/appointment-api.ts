/**
 * Moving and cancelling an appointment (rueda/v1/appointments/{id}/…), and
 * the free slots it could move to.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import {
	isAppointmentDayList,
	type AppointmentDay,
} from '@rueda/shared/appointments/types';
import { APPOINTMENTS_PATH, type AdminAppointment } from './types';

/** A refusal as api-fetch throws it: the route's code, message and data. */
export type ApiRefusal = {
	code?: string;
	message?: string;
	data?: { slots?: unknown };
};

/**
 * @param id   Appointment.
 * @param from First day, Y-m-d.
 * @param days Open days.
 */
export async function fetchMoveSlots(
	id: number,
	from: string,
	days = 14
): Promise< AppointmentDay[] > {
	const body = await apiFetch< unknown >( {
		path: addQueryArgs( `${ APPOINTMENTS_PATH }/${ id }/slots`, {
			from,
			days,
		} ),
	} );
	if ( ! isAppointmentDayList( body ) ) {
		throw { message: '' };
	}
	return body;
}

/**
 * @param id    Appointment.
 * @param start New start (ISO).
 */
export function moveAppointment(
	id: number,
	start: string
): Promise< AdminAppointment > {
	return apiFetch< AdminAppointment >( {
		path: `${ APPOINTMENTS_PATH }/${ id }/move`,
		method: 'POST',
		data: { start },
	} );
}

/**
 * @param id Appointment.
 */
export function cancelAppointment( id: number ): Promise< AdminAppointment > {
	return apiFetch< AdminAppointment >( {
		path: `${ APPOINTMENTS_PATH }/${ id }/cancel`,
		method: 'POST',
	} );
}
