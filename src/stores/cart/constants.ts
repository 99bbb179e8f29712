/**
 * Constants of the rueda/cart store.
 */
export const STORE_KEY = 'rueda/cart';

/** Notice area (rueda/notices context) of the cart block. */
export const CART_NOTICE_CONTEXT = 'rueda/cart';

/** The id of the notice of a failed extension cart update: a newer one replaces it. */
export const EXTENSION_ERROR_NOTICE_ID = 'rueda-cart-extensions-error';

/** Quantity changes of one item are sent this long after the last one (spec 9). */
export const QUANTITY_SYNC_DEBOUNCE_MS = 400;

/** Response header with a hash of the cart contents. */
export const CART_HASH_HEADER = 'Cart-Hash';

/** localStorage key through which tabs tell each other the cart changed. */
export const CROSS_TAB_STORAGE_KEY = 'rueda-cart-hash';

/** Cart error codes of every shipping-rate problem start with this. */
export const SHIPPING_RATES_ERROR_PREFIX =
	'woocommerce_rest_cart_shipping_rates_';

/** Shipping-rate errors the shopper fixes by correcting the address. */
export const INVALID_ADDRESS_ERROR_CODES: readonly string[] = [
	'woocommerce_rest_cart_shipping_rates_invalid_country',
	'woocommerce_rest_cart_shipping_rates_missing_country',
	'woocommerce_rest_cart_shipping_rates_invalid_state',
];

// Shared empty values: selectors return these instead of fresh `[]`/`{}` so
// components that compare by reference do not re-render for nothing.
export const EMPTY_ARRAY: readonly never[] = Object.freeze( [] );
export const EMPTY_OBJECT: Readonly< Record< string, never > > = Object.freeze(
	{}
);
