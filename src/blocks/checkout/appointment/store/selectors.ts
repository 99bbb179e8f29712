/**
 * Selectors of the rueda/appointments store.
 */
import { createSelector } from '@wordpress/data';

import type {
	AppointmentDay,
	AppointmentSlot,
} from '@rueda/shared/appointments/types';
import type { AppointmentsState, SlotsStatus } from './types';

const NO_SLOTS: readonly AppointmentSlot[] = Object.freeze( [] );

export function getLocation( state: AppointmentsState ): number | null {
	return state.location;
}

export function getDays( state: AppointmentsState ): readonly AppointmentDay[] {
	return state.days;
}

export function getStatus( state: AppointmentsState ): SlotsStatus {
	return state.status;
}

export function getError( state: AppointmentsState ): string {
	return state.error;
}

export function isLoadingMore( state: AppointmentsState ): boolean {
	return state.isLoadingMore;
}

export function hasMoreDays( state: AppointmentsState ): boolean {
	return state.hasMore;
}

export function getSelectedDate( state: AppointmentsState ): string | null {
	return state.selectedDate;
}

export function getSelectedStart( state: AppointmentsState ): string | null {
	return state.selectedStart;
}

export function getNotice( state: AppointmentsState ): string {
	return state.notice;
}

/** The free slots of the chosen day (the same list while nothing changes). */
export const getSelectedDaySlots = createSelector(
	( state: AppointmentsState ): readonly AppointmentSlot[] =>
		state.days.find( ( day ) => day.date === state.selectedDate )?.slots ??
		NO_SLOTS,
	( state: AppointmentsState ) => [ state.days, state.selectedDate ]
);
