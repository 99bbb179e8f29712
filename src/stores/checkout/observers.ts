/**
 * The checkout's observable events (spec section 4): checkout_validation,
 * checkout_success and checkout_fail. Listeners run by ascending priority
 * (default 10, ties in the order they subscribed) and may be async. The abort
 * variant stops at the first listener that answers an error or a failure, or
 * throws (its error is logged and answered as an error response).
 */
export const CHECKOUT_EVENTS = {
	validation: 'checkout_validation',
	success: 'checkout_success',
	fail: 'checkout_fail',
} as const;

export type CheckoutEvent =
	( typeof CHECKOUT_EVENTS )[ keyof typeof CHECKOUT_EVENTS ];

/** Where a response's message belongs on the page. */
export const NOTICE_CONTEXTS = [
	'cart',
	'checkout',
	'payments',
	'express-payments',
	'contact-information',
	'shipping-address',
	'billing-address',
	'shipping-methods',
	'checkout-actions',
	'order-information',
] as const;

export type NoticeContext = ( typeof NOTICE_CONTEXTS )[ number ];

export type ObserverResponse = {
	type: 'success' | 'failure' | 'error';
	message?: string;
	messageContext?: NoticeContext;
	/** Anything else the listener returns (meta, retry...). */
	[ key: string ]: unknown;
};

export type ObserverResult = ObserverResponse | boolean | void;

export type Observer< Payload > = (
	payload: Payload
) => ObserverResult | Promise< ObserverResult >;

type Registered< Payload > = {
	callback: Observer< Payload >;
	priority: number;
	order: number;
};

export const DEFAULT_PRIORITY = 10;

/**
 * Whether a listener's answer stops an abortable emit.
 *
 * @param result What the listener returned.
 */
export function isErrorOrFailure(
	result: ObserverResult
): result is ObserverResponse {
	return (
		typeof result === 'object' &&
		result !== null &&
		( result.type === 'error' || result.type === 'failure' )
	);
}

export function createObservers< Payload = unknown >() {
	const registry = new Map< string, Registered< Payload >[] >();
	let counter = 0;

	function sorted( event: string ): Registered< Payload >[] {
		return [ ...( registry.get( event ) ?? [] ) ].sort(
			( a, b ) => a.priority - b.priority || a.order - b.order
		);
	}

	async function run(
		event: string,
		payload: Payload,
		abort: boolean
	): Promise< ObserverResult[] > {
		const results: ObserverResult[] = [];
		for ( const { callback } of sorted( event ) ) {
			let result: ObserverResult;
			try {
				result = await callback( payload );
			} catch ( error ) {
				// eslint-disable-next-line no-console -- the spec asks for listener errors to be logged.
				console.error( error );
				result = {
					type: 'error',
					message:
						error instanceof Error
							? error.message
							: String( error ),
				};
			}
			results.push( result );
			if ( abort && isErrorOrFailure( result ) ) {
				break;
			}
		}
		return results;
	}

	return {
		/**
		 * Adds a listener; returns the function that removes it.
		 *
		 * @param event    Event name.
		 * @param callback Listener.
		 * @param priority Lower runs first (default 10).
		 */
		subscribe(
			event: CheckoutEvent,
			callback: Observer< Payload >,
			priority = DEFAULT_PRIORITY
		): () => void {
			const entry = { callback, priority, order: counter++ };
			registry.set( event, [
				...( registry.get( event ) ?? [] ),
				entry,
			] );
			return () =>
				registry.set(
					event,
					( registry.get( event ) ?? [] ).filter(
						( item ) => item !== entry
					)
				);
		},
		/**
		 * Runs every listener; resolves with their answers.
		 *
		 * @param event   Event name.
		 * @param payload What listeners get.
		 */
		emit: ( event: CheckoutEvent, payload: Payload ) =>
			run( event, payload, false ),
		/**
		 * Runs listeners until one answers an error or failure, or throws.
		 *
		 * @param event   Event name.
		 * @param payload What listeners get.
		 */
		emitWithAbort: ( event: CheckoutEvent, payload: Payload ) =>
			run( event, payload, true ),
	};
}
