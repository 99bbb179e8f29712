/**
 * App-side types of the rueda/appointments store (the wire types live in
 * shared/appointments).
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';

import type { AppointmentDay } from '@rueda/shared/appointments/types';
import type * as actions from './actions';
import type * as selectors from './selectors';

/** Where the days of the picker stand. */
export type SlotsStatus = 'idle' | 'loading' | 'ready' | 'error';

export type AppointmentsState = {
	/** Pickup location whose slots are listed; null before the first load. */
	location: number | null;
	days: readonly AppointmentDay[];
	status: SlotsStatus;
	/** Why the days could not be loaded ('' when they could). */
	error: string;
	/** More days are being added at the end of the list. */
	isLoadingMore: boolean;
	/** Whether the last page was full, so later days may follow. */
	hasMore: boolean;
	selectedDate: string | null;
	/** Start of the chosen slot (ISO); what the checkout sends. */
	selectedStart: string | null;
	/** A message for the shopper, e.g. their time was just taken ('' for none). */
	notice: string;
};

export type AppointmentsAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;

export type AppointmentsThunkArgs = ThunkArgs<
	StoreDescriptor<
		ReduxStoreConfig< AppointmentsState, typeof actions, typeof selectors >
	>
>;
