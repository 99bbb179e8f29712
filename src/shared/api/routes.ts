/**
 * Store API paths (see docs/store-api.md), in one place so the stores and the
 * server-side preloading agree on them.
 */
export const STORE_API_NAMESPACE = 'wc/store/v1';

export const STORE_API_ROUTES = {
	cart: '/wc/store/v1/cart',
	addItem: '/wc/store/v1/cart/add-item',
	removeItem: '/wc/store/v1/cart/remove-item',
	updateItem: '/wc/store/v1/cart/update-item',
	applyCoupon: '/wc/store/v1/cart/apply-coupon',
	removeCoupon: '/wc/store/v1/cart/remove-coupon',
	selectShippingRate: '/wc/store/v1/cart/select-shipping-rate',
	updateCustomer: '/wc/store/v1/cart/update-customer',
	cartExtensions: '/wc/store/v1/cart/extensions',
	checkout: '/wc/store/v1/checkout',
	products: '/wc/store/v1/products',
} as const;

// Matches the path (`/wc/store/...`) and both URL forms: pretty permalinks
// (`/wp-json/wc/store/...`) and plain ones (`?rest_route=%2Fwc%2Fstore%2F...`).
const STORE_API_PATTERN = /wc(?:\/|%2F)store(?:\/|%2F)/i;

/**
 * Whether a request goes to the Store API (and so takes its headers).
 *
 * @param options      The request options.
 * @param options.path Path relative to the REST root, if any.
 * @param options.url  Absolute URL, if any.
 */
export function isStoreApiRequest( options: {
	path?: string;
	url?: string;
} ): boolean {
	return STORE_API_PATTERN.test( options.path ?? options.url ?? '' );
}
