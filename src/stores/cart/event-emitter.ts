/**
 * A tiny typed event emitter: listeners run in the order they subscribed.
 */
export type Listener< Payload > = ( payload: Payload ) => void;

export type EventEmitter< Events extends Record< string, unknown > > = {
	/** Returns a function that unsubscribes the listener. */
	subscribe: < E extends keyof Events >(
		event: E,
		listener: Listener< Events[ E ] >
	) => () => void;
	unsubscribe: < E extends keyof Events >(
		event: E,
		listener: Listener< Events[ E ] >
	) => void;
	emit: < E extends keyof Events >( event: E, payload: Events[ E ] ) => void;
};

export function createEventEmitter<
	Events extends Record< string, unknown >,
>(): EventEmitter< Events > {
	const listeners: {
		[ E in keyof Events ]?: Set< Listener< Events[ E ] > >;
	} = {};

	const unsubscribe: EventEmitter< Events >[ 'unsubscribe' ] = (
		event,
		listener
	) => {
		listeners[ event ]?.delete( listener );
	};

	return {
		subscribe( event, listener ) {
			const set = listeners[ event ] ?? new Set();
			set.add( listener );
			listeners[ event ] = set;
			return () => unsubscribe( event, listener );
		},
		unsubscribe,
		emit( event, payload ) {
			// A copy, so listeners may unsubscribe while the event runs.
			for ( const listener of [ ...( listeners[ event ] ?? [] ) ] ) {
				try {
					listener( payload );
				} catch ( error ) {
					// One broken listener must not stop the others or the cart request.
					// eslint-disable-next-line no-console -- the spec asks for listener errors to be logged.
					console.error( error );
				}
			}
		},
	};
}
