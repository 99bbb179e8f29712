/**
 * Constants of the rueda/appointments store.
 */
import type { AppointmentDay } from '@rueda/shared/appointments/types';

export const STORE_KEY = 'rueda/appointments';

/** Open days asked for at a time (the picker lazy-loads more). */
export const DAYS_PER_PAGE = 14;

/** The most days the route lists at once. */
export const MAX_DAYS = 31;

export const EMPTY_DAYS: readonly AppointmentDay[] = Object.freeze( [] );
