/**
 * Reading the workshop's day and moving an appointment to its next status.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { APPOINTMENTS_PATH } from '../appointments/types';
import {
	TODAY_PATH,
	isTodayData,
	type TodayData,
	type TodayRange,
	type TodayStatus,
} from './types';

/**
 * @param date  Y-m-d.
 * @param range A day or its week.
 */
export async function fetchToday(
	date: string,
	range: TodayRange
): Promise< TodayData > {
	const body = await apiFetch< unknown >( {
		path: addQueryArgs( TODAY_PATH, { date, range } ),
	} );
	if ( ! isTodayData( body ) ) {
		throw { message: '' };
	}
	return body;
}

/**
 * @param id     Appointment.
 * @param status Its next status.
 */
export function changeStatus( id: number, status: TodayStatus ) {
	return apiFetch( {
		path: `${ APPOINTMENTS_PATH }/${ id }/status`,
		method: 'POST',
		data: { status },
	} );
}
