/**
 * The shapes of rueda/v1/orders (includes/Admin/Rest/OrderResponse.php).
 */
import type { JobVehicle } from '../shared/vehicle-facts';
import type { AmountFormat } from '../shared/money';

export const ORDERS_PATH = '/rueda/v1/orders';

export type StatusOption = { value: string; label: string };

export type OrdersPageData = { statuses: StatusOption[] };

/**
 * How the order reaches the customer: the shipping method's name, or the pickup
 * location's (an object, so that a workshop appointment can add its slot).
 */
export type OrderDelivery = {
	type: 'shipping' | 'pickup' | 'none';
	label: string;
};

export type OrderSummary = {
	id: number;
	number: string;
	status: string;
	status_label: string;
	next_statuses: string[];
	date_created_gmt: string;
	date_display: string;
	customer: { id: number; name: string; email: string; phone: string };
	/** The car's plate and the tyre finder's vehicle (absent from older servers). */
	vehicle?: JobVehicle;
	total: number;
	total_display: string;
	payment_method: string;
	payment_method_title: string;
	delivery: OrderDelivery;
};

export type OrderAddress = { lines: string[] };

export type OrderNote = {
	id: number;
	date_display: string;
	author: string;
	note: string;
	customer_visible: boolean;
	system: boolean;
};

export type OrderDetail = OrderSummary & {
	items: Array< {
		id: number;
		name: string;
		sku: string;
		quantity: number;
		price_display: string;
		subtotal_display: string;
	} >;
	coupons: Array< { code: string; discount_display: string } >;
	fees: Array< { name: string; total_display: string } >;
	shipping_lines: Array< { name: string; total_display: string } >;
	is_pickup: boolean;
	/** The workshop appointment, if the order booked one. */
	appointment: OrderAppointment | null;
	/** The printable work order, '' when the order books no workshop job (absent from older servers). */
	work_order_url?: string;
	totals: Record<
		'subtotal' | 'discount' | 'shipping' | 'tax' | 'total',
		number
	> &
		Record<
			| 'subtotal_display'
			| 'discount_display'
			| 'shipping_display'
			| 'tax_display'
			| 'total_display',
			string
		>;
	billing_address: OrderAddress;
	shipping_address: OrderAddress;
	payment: {
		method: string;
		title: string;
		transaction_id: string;
		/** When it was paid or confirmed, as the shop writes dates; '' until then. */
		paid_at: string;
		details: Array< { label: string; value: string } >;
	};
	customer_note: string;
	/** What the shopper accepted at checkout and when (date_gmt: ISO 8601, UTC). */
	legal_consents: Array< {
		label: string;
		date: string;
		date_gmt: string;
		/** The words ticked ('' for the terms). */
		text: string;
	} >;
	/** Null until the order is paid. */
	invoice: OrderInvoice | null;
	/** The NIF/NIE/CIF of a full invoice, '' for a simplified one. */
	customer_tax_id: string;
	/** The factura completa that replaced the simplified invoice (absent from older servers). */
	invoice_substitute?: ( OrderInvoice & { replaces: string } ) | null;
	/** Whether the invoice is a simplified one that may still be replaced. */
	invoice_replaceable?: boolean;
	notes: OrderNote[];
	/** What the Reembolsar form needs (absent from older servers). */
	refund?: RefundSummary;
	/** The order's refunds, oldest first. */
	refunds?: OrderRefund[];
};

/** A product line as the refund form counts it: amount with IVA, units refunded so far. */
export type RefundLine = {
	id: number;
	quantity: number;
	refunded: number;
	total: number;
	/** Bought fitted: on the customer's car, not back to stock by default. */
	fitted: boolean;
};

export type RefundSummary = {
	/** Paid, and something left to refund. */
	allowed: boolean;
	/** gateway: the bank gives the money back; manual: the owner says how they did. */
	method: 'gateway' | 'manual';
	refunded: number;
	refunded_display: string;
	remaining: number;
	remaining_display: string;
	net: number;
	net_display: string;
	lines: RefundLine[];
	format: AmountFormat & { prefix: string; suffix: string };
};

export type OrderRefund = {
	id: number;
	number: number;
	pending: boolean;
	date_display: string;
	amount: number;
	amount_display: string;
	lines: Array< {
		line_id: number;
		quantity: number;
		restock: boolean;
		name: string;
	} >;
	reason: string;
	method: 'gateway' | 'manual';
	paid_back: string;
	reference: string;
	author: string;
	rectifying_invoice: ( OrderInvoice & { rectifies: string } ) | null;
};

/** An issued invoice: number, issue date (RFC 3339) and printable page. */
export type OrderInvoice = { number: string; date: string; url: string };

/** Changes that undo an order (stock goes back): they are confirmed first. */
export const DESTRUCTIVE_STATUSES = [ 'cancelled' ];

/** An order's workshop appointment (rueda/v1/appointments shape, in part). */
export type OrderAppointment = {
	id: number;
	status: 'held' | 'confirmed' | 'arrived' | 'done' | 'no_show' | 'cancelled';
	status_label: string;
	/** "Cita en el taller: jueves 3 de diciembre, 10:00, …". */
	summary: string;
	/** ISO 8601 in the site's time zone, e.g. "2026-12-03T10:00:00+01:00". */
	start: string;
};
