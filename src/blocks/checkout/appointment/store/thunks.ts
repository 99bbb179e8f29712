/**
 * Thunks of the rueda/appointments store: loading the free slots of the cart
 * at a location (14 open days at a time), and the shopper's choice, which
 * goes into the checkout store as `extensions.rueda.appointment`.
 */
import { checkoutStore } from '@rueda/runtime';
import { addQueryArgs } from '@wordpress/url';

import { isAbortError, storeApiFetch } from '@rueda/shared/api';
import { nextDate } from '@rueda/shared/appointments/format';
import {
	APPOINTMENT_NAMESPACE,
	APPOINTMENT_SLOTS_PATH,
	isAppointmentDayList,
} from '@rueda/shared/appointments/types';
import { DAYS_PER_PAGE, MAX_DAYS } from './constants';
import type { AppointmentsThunkArgs } from './types';

// The request in flight per registry: a newer load aborts the older one, so
// the slots of a location the shopper left never replace the current ones.
const loads = new WeakMap< object, AbortController >();

type LoadOptions = {
	/** First day (Y-m-d); the cart's earliest day when left out. */
	from?: string;
	/** Open days to ask for. */
	days?: number;
	/** Add the days after those listed. */
	append?: boolean;
};

/**
 * Loads the free slots of a location.
 *
 * @param location Pickup location index.
 * @param options  First day, how many days, whether to append.
 */
export const loadSlots =
	( location: number, options: LoadOptions = {} ) =>
	async ( {
		dispatch,
		registry,
	}: AppointmentsThunkArgs ): Promise< void > => {
		const days = Math.min( MAX_DAYS, options.days ?? DAYS_PER_PAGE );
		const append = options.append ?? false;
		loads.get( registry )?.abort();
		const controller = new AbortController();
		loads.set( registry, controller );
		dispatch.startLoading( location, append );
		try {
			const { body } = await storeApiFetch( {
				path: addQueryArgs( APPOINTMENT_SLOTS_PATH, {
					location,
					days,
					...( options.from ? { from: options.from } : {} ),
				} ),
				validate: isAppointmentDayList,
				signal: controller.signal,
			} );
			dispatch.receiveDays( body, append, body.length === days );
		} catch ( error ) {
			if ( ! isAbortError( error ) ) {
				const message =
					error &&
					typeof error === 'object' &&
					'message' in error &&
					typeof error.message === 'string'
						? error.message
						: '';
				dispatch.receiveError( message, append );
			}
		} finally {
			if ( loads.get( registry ) === controller ) {
				loads.delete( registry );
			}
		}
	};

/** Adds the next open days after those listed. */
export const loadMoreDays =
	() =>
	async ( { dispatch, select }: AppointmentsThunkArgs ): Promise< void > => {
		const location = select.getLocation();
		const listed = select.getDays();
		const last = listed[ listed.length - 1 ];
		if ( location === null || ! last ) {
			return;
		}
		await dispatch(
			loadSlots( location, {
				from: nextDate( last.date ),
				append: true,
			} )
		);
	};

/**
 * The shopper chose a slot: it goes with the order.
 *
 * @param start The slot's start (ISO).
 */
export const chooseSlot =
	( start: string ) =>
	( { dispatch, select, registry }: AppointmentsThunkArgs ): void => {
		const location = select.getLocation();
		if ( location === null ) {
			return;
		}
		dispatch.selectStart( start );
		dispatch.setNotice( '' );
		registry
			.dispatch( checkoutStore )
			.setExtensionData(
				APPOINTMENT_NAMESPACE,
				{ appointment: { location, start } },
				true
			);
	};

/** No slot goes with the order (none chosen, or none needed any more). */
export const clearChoice =
	() =>
	( { dispatch, registry }: AppointmentsThunkArgs ): void => {
		dispatch.selectStart( null );
		registry
			.dispatch( checkoutStore )
			.setExtensionData(
				APPOINTMENT_NAMESPACE,
				{ appointment: null },
				true
			);
	};

/**
 * Someone booked the chosen slot first (409 rueda_appointment_slot_taken):
 * the choice is dropped, the shopper is told, and the days listed are loaded
 * again.
 *
 * @param message The server's message.
 */
export const slotTaken =
	( message: string ) =>
	async ( { dispatch, select }: AppointmentsThunkArgs ): Promise< void > => {
		const location = select.getLocation();
		const days = select.getDays();
		dispatch( clearChoice() );
		dispatch.setNotice( message );
		if ( location !== null ) {
			await dispatch(
				loadSlots( location, {
					from: days[ 0 ]?.date,
					days: Math.max( days.length, DAYS_PER_PAGE ),
				} )
			);
		}
	};
