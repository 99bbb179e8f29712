/**
 * "Hoy en el taller" as rueda/v1/workshop/today sends it
 * (includes/Workshop/Rest/TodayRoute.php).
 */
export const TODAY_PATH = '/rueda/v1/workshop/today';

export type TodayStatus =
	'held' | 'confirmed' | 'arrived' | 'done' | 'no_show' | 'cancelled';

export type TodayLine = { name: string; quantity: number };

type OrderSummary = {
	order_id: number;
	order_number: string;
	customer: string;
	phone: string;
	email: string;
};

export type TodayAppointment = OrderSummary & {
	id: number;
	/** ISO 8601 with the shop's offset. */
	start: string;
	end: string;
	location: number;
	location_name: string;
	/** The bay (from 1) of its location it is drawn in. */
	bay: number;
	status: TodayStatus;
	status_label: string;
	/** The statuses it may move to, with the words of their buttons. */
	next: Array< { status: TodayStatus; label: string } >;
	plate: string;
	vehicle: string;
	services: TodayLine[];
};

export type TodayBay = {
	location: number;
	location_name: string;
	bay: number;
	label: string;
};

export type TodayPickup = OrderSummary & {
	items: TodayLine[];
	pickup_location: string;
	created: string;
};

export type TodayUnpaid = OrderSummary & {
	items: TodayLine[];
	total: number;
	total_text: string;
	appointment: string | null;
};

export type TodayLowStock = {
	id: number;
	name: string;
	sku: string;
	stock: number;
	threshold: number;
};

export type TodayRange = 'day' | 'week';

export type TodayData = {
	date: string;
	range: TodayRange;
	from: string;
	to: string;
	bays: TodayBay[];
	appointments: TodayAppointment[];
	pickups: TodayPickup[];
	unpaid: TodayUnpaid[];
	low_stock: TodayLowStock[];
};

/**
 * Whether an answer has the shape of the route's (its lists at least).
 *
 * @param value The answer.
 */
export function isTodayData( value: unknown ): value is TodayData {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const data = value as Record< string, unknown >;
	return (
		typeof data.from === 'string' &&
		[ 'bays', 'appointments', 'pickups', 'unpaid', 'low_stock' ].every(
			( key ) => Array.isArray( data[ key ] )
		)
	);
}

/** What includes/Workshop/Admin/TodayPage.php prints as window.ruedaAdmin. */
export type TodayPageData = {
	/** Today in the shop's timezone, Y-m-d. */
	today: string;
	ordersUrl: string;
	appointmentsUrl: string;
	productsUrl: string;
};
