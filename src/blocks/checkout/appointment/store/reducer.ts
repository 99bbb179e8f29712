/**
 * Reducer of the rueda/appointments store.
 */
import type { AppointmentDay } from '@rueda/shared/appointments/types';
import { ACTION_TYPES } from './action-types';
import { EMPTY_DAYS } from './constants';
import type { AppointmentsAction, AppointmentsState } from './types';

export const DEFAULT_STATE: AppointmentsState = {
	location: null,
	days: EMPTY_DAYS,
	status: 'idle',
	error: '',
	isLoadingMore: false,
	hasMore: false,
	selectedDate: null,
	selectedStart: null,
	notice: '',
};

/**
 * The day to show once days arrive: the chosen one while it is listed, else
 * the first with a free slot, else the first.
 *
 * @param days     Days.
 * @param selected The chosen date.
 */
function dayToShow(
	days: readonly AppointmentDay[],
	selected: string | null
): string | null {
	if ( selected && days.some( ( day ) => day.date === selected ) ) {
		return selected;
	}
	return (
		days.find( ( day ) => day.slots.length > 0 )?.date ??
		days[ 0 ]?.date ??
		null
	);
}

/**
 * The chosen start, while it is still free in the days received.
 *
 * @param days  Days.
 * @param start The chosen start.
 */
function stillFree(
	days: readonly AppointmentDay[],
	start: string | null
): string | null {
	return start &&
		days.some( ( day ) =>
			day.slots.some( ( slot ) => slot.start === start )
		)
		? start
		: null;
}

export default function reducer(
	state: AppointmentsState = DEFAULT_STATE,
	action: AppointmentsAction
): AppointmentsState {
	switch ( action.type ) {
		case ACTION_TYPES.START_LOADING: {
			if ( action.append ) {
				return { ...state, isLoadingMore: true, error: '' };
			}
			const sameLocation = state.location === action.location;
			return {
				...state,
				location: action.location,
				status: 'loading',
				error: '',
				isLoadingMore: false,
				days: sameLocation ? state.days : EMPTY_DAYS,
				selectedDate: sameLocation ? state.selectedDate : null,
				selectedStart: sameLocation ? state.selectedStart : null,
			};
		}
		case ACTION_TYPES.RECEIVE_DAYS: {
			const days = action.append
				? [ ...state.days, ...action.days ]
				: action.days;
			return {
				...state,
				days,
				status: 'ready',
				isLoadingMore: false,
				hasMore: action.hasMore,
				selectedDate: dayToShow( days, state.selectedDate ),
				selectedStart: stillFree( days, state.selectedStart ),
			};
		}
		case ACTION_TYPES.RECEIVE_ERROR:
			return action.append
				? { ...state, isLoadingMore: false, error: action.message }
				: {
						...state,
						status: 'error',
						isLoadingMore: false,
						error: action.message,
					};
		case ACTION_TYPES.SELECT_DATE:
			return { ...state, selectedDate: action.date };
		case ACTION_TYPES.SELECT_START:
			return { ...state, selectedStart: action.start };
		case ACTION_TYPES.SET_NOTICE:
			return { ...state, notice: action.notice };
		default:
			return state;
	}
}
