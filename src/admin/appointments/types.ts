/**
 * Appointments as rueda/v1/appointments sends them (includes/Admin/Rest/AppointmentResponse.php).
 */
import type { JobVehicle } from '../shared/vehicle-facts';

export const APPOINTMENTS_PATH = '/rueda/v1/appointments';

export type AppointmentStatus =
	'held' | 'confirmed' | 'arrived' | 'done' | 'no_show' | 'cancelled';

export type AdminAppointment = {
	id: number;
	order_id: number;
	order_number: string;
	customer: { name: string; email: string; phone: string };
	/** The car's plate and the tyre finder's vehicle (absent from older servers). */
	vehicle?: JobVehicle;
	/** The printable work order (absent from older servers). */
	work_order_url?: string;
	/** The order's lines. */
	items: Array< { name: string; quantity: number } >;
	location: number;
	location_name: string;
	/** ISO 8601 with the shop's offset. */
	start: string;
	end: string;
	status: AppointmentStatus;
	status_label: string;
	/** The statuses it may move to (none once done, missed or cancelled), with their buttons' words. */
	next: Array< { status: AppointmentStatus; label: string } >;
	/** The sentence customers read: "Cita en el taller: jueves 3 de diciembre, 10:00, …". */
	summary: string;
};

export type Option< T > = { value: T; label: string };

/** What includes/Admin/AppointmentsPage.php prints as window.ruedaAdmin. */
export type AppointmentsPageData = {
	locations: Array< Option< number > >;
	statuses: Array< Option< AppointmentStatus > >;
	/** Today in the shop's timezone, Y-m-d. */
	today: string;
	/** The orders screen, to open an appointment's order. */
	ordersUrl: string;
};
