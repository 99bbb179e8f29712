/**
 * Debounced quantity updates: changes of one item are sent once the shopper
 * stops for QUANTITY_SYNC_DEBOUNCE_MS, and a newer change aborts the request
 * of an older one, so a late answer never overwrites a newer choice.
 */
import type { CartResponse } from '../../shared/api';
import { QUANTITY_SYNC_DEBOUNCE_MS } from './constants';

type Waiter< T > = {
	resolve: ( value: T ) => void;
	reject: ( error: unknown ) => void;
};

type Entry< T > = {
	timer?: ReturnType< typeof setTimeout >;
	controller?: AbortController;
	/** Every caller since the last settled request gets its result. */
	waiters: Waiter< T >[];
};

export type KeyedDebouncer< T > = {
	schedule: (
		key: string,
		task: ( signal: AbortSignal ) => Promise< T >
	) => Promise< T >;
	/** Drops the pending work of a key and hands its callers over. */
	cancel: ( key: string ) => Waiter< T >[];
};

export function createKeyedDebouncer< T >(
	delay: number
): KeyedDebouncer< T > {
	const entries = new Map< string, Entry< T > >();

	const settle = (
		key: string,
		controller: AbortController,
		notify: ( waiter: Waiter< T > ) => void
	) => {
		const entry = entries.get( key );
		// Superseded or cancelled: a newer request answers the callers.
		if ( ! entry || entry.controller !== controller ) {
			return;
		}
		entries.delete( key );
		entry.waiters.forEach( notify );
	};

	const run = (
		key: string,
		entry: Entry< T >,
		task: ( signal: AbortSignal ) => Promise< T >
	) => {
		const controller = new AbortController();
		entry.timer = undefined;
		entry.controller = controller;
		task( controller.signal ).then(
			( value ) =>
				settle( key, controller, ( { resolve } ) => resolve( value ) ),
			( error: unknown ) =>
				settle( key, controller, ( { reject } ) => reject( error ) )
		);
	};

	return {
		schedule( key, task ) {
			const entry = entries.get( key ) ?? { waiters: [] };
			entries.set( key, entry );
			clearTimeout( entry.timer );
			entry.controller?.abort();
			entry.controller = undefined;
			return new Promise< T >( ( resolve, reject ) => {
				entry.waiters.push( { resolve, reject } );
				entry.timer = setTimeout(
					() => run( key, entry, task ),
					delay
				);
			} );
		},
		cancel( key ) {
			const entry = entries.get( key );
			if ( ! entry ) {
				return [];
			}
			clearTimeout( entry.timer );
			entry.controller?.abort();
			entries.delete( key );
			return entry.waiters;
		},
	};
}

// One debouncer per registry, so separate registries (tests, previews) never
// share timers.
const debouncers = new WeakMap< object, KeyedDebouncer< CartResponse > >();

export function getQuantitySync(
	registry: object
): KeyedDebouncer< CartResponse > {
	let debouncer = debouncers.get( registry );
	if ( ! debouncer ) {
		debouncer = createKeyedDebouncer( QUANTITY_SYNC_DEBOUNCE_MS );
		debouncers.set( registry, debouncer );
	}
	return debouncer;
}
