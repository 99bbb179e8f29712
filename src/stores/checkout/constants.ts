/**
 * Constants of the rueda/checkout store.
 */
export const STORE_KEY = 'rueda/checkout';

/** The checkout status machine of spec section 4 (calculating is a counter beside it). */
export const CHECKOUT_STATUS = {
	IDLE: 'idle',
	BEFORE_PROCESSING: 'before-processing',
	PROCESSING: 'processing',
	AFTER_PROCESSING: 'after-processing',
	COMPLETE: 'complete',
} as const;

/** Notice area (rueda/notices context) of the checkout's own errors. */
export const CHECKOUT_NOTICE_CONTEXT = 'rueda/checkout';

/** The id of the checkout's error notice: a newer one replaces it. */
export const CHECKOUT_ERROR_NOTICE_ID = 'rueda-checkout-error';

/** Response header carrying the customer id (a new account logs the shopper in). */
export const USER_ID_HEADER = 'User-ID';

// Shared empty values keep selector results stable by reference.
export const EMPTY_OBJECT: Readonly< Record< string, never > > = Object.freeze(
	{}
);
