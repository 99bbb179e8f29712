/**
 * Plain actions of the rueda/appointments store.
 */
import type { AppointmentDay } from '@rueda/shared/appointments/types';
import { ACTION_TYPES } from './action-types';

/**
 * @param location Pickup location.
 * @param append   Whether days are added at the end (else the list starts over).
 */
export function startLoading( location: number, append = false ) {
	return { type: ACTION_TYPES.START_LOADING, location, append } as const;
}

/**
 * @param days    Days received.
 * @param append  Added at the end of the list.
 * @param hasMore Whether later days may follow.
 */
export function receiveDays(
	days: readonly AppointmentDay[],
	append: boolean,
	hasMore: boolean
) {
	return { type: ACTION_TYPES.RECEIVE_DAYS, days, append, hasMore } as const;
}

/**
 * @param message Why loading failed.
 * @param append  Whether it was a page of more days (the days shown stay).
 */
export function receiveError( message: string, append = false ) {
	return { type: ACTION_TYPES.RECEIVE_ERROR, message, append } as const;
}

export function selectDate( date: string ) {
	return { type: ACTION_TYPES.SELECT_DATE, date } as const;
}

export function selectStart( start: string | null ) {
	return { type: ACTION_TYPES.SELECT_START, start } as const;
}

export function setNotice( notice: string ) {
	return { type: ACTION_TYPES.SET_NOTICE, notice } as const;
}
