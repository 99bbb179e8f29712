/**
 * Runtime checks of Store API answers: the server is another program, so what
 * it sends is verified before the stores trust it.
 *
 * The checks are shallow on purpose: they confirm the keys the client relies
 * on, not every nested field, to stay cheap on every cart response.
 */
import type {
	ApiErrorResponse,
	CartItem,
	CartResponse,
	CheckoutResponse,
	ProductAttributeTerm,
	ProductCollectionData,
	ProductResponse,
	ShippingPackage,
} from './types';

export function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function isArrayOf< T >(
	value: unknown,
	guard: ( entry: unknown ) => entry is T
): value is T[] {
	return Array.isArray( value ) && value.every( guard );
}

export function isApiErrorResponse(
	value: unknown
): value is ApiErrorResponse {
	if (
		! isRecord( value ) ||
		typeof value.code !== 'string' ||
		typeof value.message !== 'string'
	) {
		return false;
	}
	if ( value.data === undefined ) {
		return true;
	}
	return isRecord( value.data ) && typeof value.data.status === 'number';
}

export function isCartItem( value: unknown ): value is CartItem {
	return (
		isRecord( value ) &&
		typeof value.key === 'string' &&
		typeof value.id === 'number' &&
		typeof value.quantity === 'number' &&
		isRecord( value.quantity_limits ) &&
		isRecord( value.prices ) &&
		isRecord( value.totals )
	);
}

export function isShippingPackage( value: unknown ): value is ShippingPackage {
	return (
		isRecord( value ) &&
		( typeof value.package_id === 'number' ||
			typeof value.package_id === 'string' ) &&
		Array.isArray( value.shipping_rates ) &&
		value.shipping_rates.every(
			( rate ) => isRecord( rate ) && typeof rate.rate_id === 'string'
		)
	);
}

const CART_ARRAY_KEYS = [
	'coupons',
	'fees',
	'payment_requirements',
	'cross_sells',
	'errors',
	'payment_methods',
] as const;

const CART_OBJECT_KEYS = [
	'totals',
	'shipping_address',
	'billing_address',
	'extensions',
] as const;

const CART_BOOLEAN_KEYS = [
	'needs_payment',
	'needs_shipping',
	'has_calculated_shipping',
] as const;

export function isCartResponse( value: unknown ): value is CartResponse {
	return (
		isRecord( value ) &&
		isArrayOf( value.items, isCartItem ) &&
		isArrayOf( value.shipping_rates, isShippingPackage ) &&
		CART_ARRAY_KEYS.every( ( key ) => Array.isArray( value[ key ] ) ) &&
		CART_OBJECT_KEYS.every( ( key ) => isRecord( value[ key ] ) ) &&
		CART_BOOLEAN_KEYS.every(
			( key ) => typeof value[ key ] === 'boolean'
		) &&
		typeof value.items_count === 'number' &&
		typeof value.items_weight === 'number'
	);
}

export function isProductResponse( value: unknown ): value is ProductResponse {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		typeof value.name === 'string' &&
		typeof value.is_purchasable === 'boolean' &&
		typeof value.is_in_stock === 'boolean' &&
		isRecord( value.prices ) &&
		isRecord( value.add_to_cart ) &&
		Array.isArray( value.images )
	);
}

export function isProductList( value: unknown ): value is ProductResponse[] {
	return isArrayOf( value, isProductResponse );
}

function isCountList( value: unknown, key: string ): boolean {
	return (
		value === null ||
		( Array.isArray( value ) &&
			value.every(
				( item ) =>
					isRecord( item ) &&
					item[ key ] !== undefined &&
					typeof item.count === 'number'
			) )
	);
}

export function isProductCollectionData(
	value: unknown
): value is ProductCollectionData {
	return (
		isRecord( value ) &&
		isCountList( value.attribute_counts, 'term' ) &&
		isCountList( value.stock_status_counts, 'status' ) &&
		isCountList( value.rating_counts, 'rating' )
	);
}

export function isProductAttributeTerm(
	value: unknown
): value is ProductAttributeTerm {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		typeof value.name === 'string' &&
		typeof value.slug === 'string' &&
		typeof value.count === 'number'
	);
}

export function isProductAttributeTermList(
	value: unknown
): value is ProductAttributeTerm[] {
	return isArrayOf( value, isProductAttributeTerm );
}

const PAYMENT_STATUSES: readonly unknown[] = [
	'success',
	'failure',
	'pending',
	'error',
];

function isMetaData( value: unknown ): boolean {
	return (
		isRecord( value ) &&
		typeof value.key === 'string' &&
		typeof value.value === 'string'
	);
}

/**
 * The answer of POST /checkout: the keys the checkout flow reads.
 * @param value
 */
export function isCheckoutResponse(
	value: unknown
): value is CheckoutResponse {
	if ( ! isRecord( value ) || ! isRecord( value.payment_result ) ) {
		return false;
	}
	const result = value.payment_result;
	return (
		typeof value.order_id === 'number' &&
		typeof value.status === 'string' &&
		typeof value.customer_id === 'number' &&
		PAYMENT_STATUSES.includes( result.payment_status ) &&
		Array.isArray( result.payment_details ) &&
		result.payment_details.every( isMetaData ) &&
		typeof result.redirect_url === 'string'
	);
}

/**
 * The cart a failed write carries (409 and others), when it is a valid one.
 * @param error
 */
export function getCartFromError( error: unknown ): CartResponse | null {
	const cart = isApiErrorResponse( error ) ? error.data?.cart : undefined;
	return isCartResponse( cart ) ? cart : null;
}
