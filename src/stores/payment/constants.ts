/**
 * Constants of the rueda/payment store.
 */
export const STORE_KEY = 'rueda/payment';

/** The payment status machine of spec section 4. */
export const PAYMENT_STATUS = {
	IDLE: 'idle',
	/** An express method's sheet is open. */
	STARTED: 'started',
	PROCESSING: 'processing',
	READY: 'ready',
	ERROR: 'error',
} as const;

/** Notice area (rueda/notices context) of payment errors. */
export const PAYMENT_NOTICE_CONTEXT = 'rueda/payment';

/** Notice area of express payment errors. */
export const EXPRESS_PAYMENT_NOTICE_CONTEXT = 'rueda/express-payment';

/** The id of the payment error notice: a newer one replaces it. */
export const PAYMENT_ERROR_NOTICE_ID = 'rueda-payment-error';

// Shared empty values keep selector results stable by reference.
export const EMPTY_ARRAY: readonly never[] = Object.freeze( [] );
export const EMPTY_OBJECT: Readonly< Record< string, never > > = Object.freeze(
	{}
);
