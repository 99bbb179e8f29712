/**
 * Observable events with listeners by priority, as the checkout's events
 * (spec section 4) and the payment events work: listeners run by ascending
 * priority (default 10, ties in the order they subscribed) and may be async.
 * The abort variant stops at the first listener that answers an error or a
 * failure, or throws (its error is logged and answered as an error response).
 *
 * Generic over the payload and the event names: the checkout store names its
 * events (src/stores/checkout/observers.ts), the payment registry its own
 * (src/shared/payments/events.ts).
 */
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

// Answers made for listeners that threw: their message may be technical, so
// callers can swap it for a generic one (spec section 6).
const thrownResponses = new WeakSet< ObserverResponse >();

/**
 * Whether an answer stands for a listener that threw rather than answered.
 *
 * @param result What the listener returned.
 */
export function isThrownResponse( result: ObserverResult ): boolean {
	return (
		typeof result === 'object' &&
		result !== null &&
		thrownResponses.has( result )
	);
}

export function createObservers<
	Payload = unknown,
	Event extends string = string,
>() {
	const registry = new Map< string, Registered< Payload >[] >();
	let counter = 0;

	function sorted( event: Event ): Registered< Payload >[] {
		return [ ...( registry.get( event ) ?? [] ) ].sort(
			( a, b ) => a.priority - b.priority || a.order - b.order
		);
	}

	async function run(
		event: Event,
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
				const response: ObserverResponse = {
					type: 'error',
					message:
						error instanceof Error
							? error.message
							: String( error ),
				};
				thrownResponses.add( response );
				result = response;
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
			event: Event,
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
		emit: ( event: Event, payload: Payload ) =>
			run( event, payload, false ),
		/**
		 * Runs listeners until one answers an error or failure, or throws.
		 *
		 * @param event   Event name.
		 * @param payload What listeners get.
		 */
		emitWithAbort: ( event: Event, payload: Payload ) =>
			run( event, payload, true ),
	};
}
