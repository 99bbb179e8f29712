/**
 * The rueda/v1 account routes' answers, snake_case as on the wire, with
 * shallow runtime guards: the server is another program, so the keys the
 * dashboard relies on are checked before use.
 */
import { isRecord, type CurrencyInfo } from '@rueda/shared/api';
import type { BillingAddress, ShippingAddress } from '@rueda/shared/address';

export type { BillingAddress, ShippingAddress };

export type Account = {
	id: number;
	first_name: string;
	last_name: string;
	display_name: string;
	email: string;
	/** A new address waiting for its emailed link ('' when none). */
	pending_email?: string;
};

export type OrderSummary = CurrencyInfo & {
	id: number;
	number: string;
	/** RFC 3339. */
	date_created: string;
	status: string;
	status_label: string;
	total: string;
	items_count: number;
	/** Null until the order is paid (absent from older servers). */
	invoice?: OrderInvoice | null;
};

/** An issued invoice: number, issue date (RFC 3339) and printable page. */
export type OrderInvoice = { number: string; date: string; url: string };

/** A refund's rectifying invoice: the invoice's fields, what it rectifies, its total (negative, minor units). */
export type OrderRectifyingInvoice = OrderInvoice & {
	rectifies: string;
	total: number;
};

export type OrderItem = {
	id: number;
	name: string;
	quantity: number;
	totals: CurrencyInfo & {
		line_subtotal: string;
		line_subtotal_tax: string;
		line_total: string;
		line_total_tax: string;
	};
};

export type OrderCoupon = {
	code: string;
	totals: CurrencyInfo & {
		total_discount: string;
		total_discount_tax: string;
	};
};

/** A fee of the order (the tyres' ecovalor, an extension's fee). */
export type OrderFee = {
	id: string;
	name: string;
	totals: CurrencyInfo & {
		total: string;
		total_tax: string;
	};
};

export type OrderShippingLine = {
	name: string;
	rate_id: string;
	price: string;
	taxes: string;
};

export type OrderTotals = CurrencyInfo & {
	total_discount: string;
	total_discount_tax: string;
	total_fees: string;
	total_fees_tax: string;
	total_shipping: string;
	total_shipping_tax: string;
	total_tax: string;
	total_price: string;
};

export type OrderDelivery = {
	type: 'shipping' | 'pickup' | 'none';
	name: string;
	address: string;
};

export type OrderDetail = {
	id: number;
	number: string;
	status: string;
	status_label: string;
	date_created: string;
	items: OrderItem[];
	coupons: OrderCoupon[];
	fees: OrderFee[];
	shipping_lines: OrderShippingLine[];
	totals: OrderTotals;
	billing_address: BillingAddress;
	shipping_address: ShippingAddress;
	payment_method: string;
	payment_method_title: string;
	needs_payment: boolean;
	customer_note: string;
	delivery: OrderDelivery;
	/** Null until the order is paid (absent from older servers). */
	invoice?: OrderInvoice | null;
	/** One per refund, oldest first (absent from older servers). */
	rectifying_invoices?: OrderRectifyingInvoice[];
};

export type ReorderResult = {
	added: Array< { id: number; name: string; quantity: number } >;
	skipped: Array< { id: number; name: string; reason: string } >;
	items_count: number;
};

export type Addresses = {
	billing: BillingAddress;
	shipping: ShippingAddress;
};

export type SavedPaymentMethod = {
	id: string;
	gateway: string;
	brand: string;
	/** The brand's name as the shop says it ("Visa", "Tarjeta"); older answers lack it. */
	display_brand?: string;
	last4: string;
	/** MM/YY. */
	expiry: string;
	is_default: boolean;
};

export type OrdersPage = {
	orders: OrderSummary[];
	total: number;
	totalPages: number;
};

function isArrayOf< T >(
	value: unknown,
	guard: ( entry: unknown ) => entry is T
): value is T[] {
	return Array.isArray( value ) && value.every( guard );
}

function hasStrings( value: Record< string, unknown >, keys: string[] ) {
	return keys.every( ( key ) => typeof value[ key ] === 'string' );
}

export function isAccount( value: unknown ): value is Account {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		hasStrings( value, [
			'first_name',
			'last_name',
			'display_name',
			'email',
		] )
	);
}

export function isOrderSummary( value: unknown ): value is OrderSummary {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		typeof value.items_count === 'number' &&
		typeof value.currency_minor_unit === 'number' &&
		hasStrings( value, [
			'number',
			'date_created',
			'status',
			'status_label',
			'total',
		] )
	);
}

export function isOrderSummaryList( value: unknown ): value is OrderSummary[] {
	return isArrayOf( value, isOrderSummary );
}

export function isOrderDetail( value: unknown ): value is OrderDetail {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		hasStrings( value, [ 'number', 'status_label', 'date_created' ] ) &&
		Array.isArray( value.items ) &&
		Array.isArray( value.coupons ) &&
		isRecord( value.totals ) &&
		isRecord( value.billing_address ) &&
		isRecord( value.shipping_address ) &&
		isRecord( value.delivery )
	);
}

export function isReorderResult( value: unknown ): value is ReorderResult {
	return (
		isRecord( value ) &&
		Array.isArray( value.added ) &&
		Array.isArray( value.skipped ) &&
		typeof value.items_count === 'number'
	);
}

export function isAddresses( value: unknown ): value is Addresses {
	return (
		isRecord( value ) &&
		isRecord( value.billing ) &&
		isRecord( value.shipping )
	);
}

export function isSavedPaymentMethod(
	value: unknown
): value is SavedPaymentMethod {
	return (
		isRecord( value ) &&
		hasStrings( value, [ 'id', 'gateway', 'brand', 'last4', 'expiry' ] )
	);
}

export function isSavedPaymentMethodList(
	value: unknown
): value is SavedPaymentMethod[] {
	return isArrayOf( value, isSavedPaymentMethod );
}
