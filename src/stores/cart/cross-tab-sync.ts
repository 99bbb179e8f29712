/**
 * Keeps the carts of several open tabs in step: when this tab's cart changes,
 * its new hash is written to localStorage; the other tabs get a 'storage'
 * event and fetch the cart again if their hash differs.
 */
import { CROSS_TAB_STORAGE_KEY } from './constants';

export type CartSyncTarget = {
	getCartHash: () => string;
	refresh: () => void;
	subscribe: ( listener: () => void ) => () => void;
};

function readHash( value: string | null ): string {
	try {
		const message: unknown = JSON.parse( value ?? '' );
		return typeof message === 'object' &&
			message !== null &&
			'hash' in message &&
			typeof message.hash === 'string'
			? message.hash
			: '';
	} catch {
		return '';
	}
}

/**
 * @param target  The cart store, seen through what the sync needs.
 * @param storage Where tabs publish (localStorage in the browser).
 * @param events  Where 'storage' events arrive (the window).
 * @return A function that stops the sync.
 */
export function startCrossTabSync(
	target: CartSyncTarget,
	storage: Storage = window.localStorage,
	events: Pick< Window, 'addEventListener' | 'removeEventListener' > = window
): () => void {
	// Only changes of the hash are published, and not the hash another tab
	// just announced (this tab's refresh would echo it back).
	let seenHash = target.getCartHash();
	let announcedHash = '';

	const unsubscribe = target.subscribe( () => {
		const hash = target.getCartHash();
		if ( hash === seenHash ) {
			return;
		}
		seenHash = hash;
		if ( hash === announcedHash ) {
			announcedHash = '';
			return;
		}
		if ( ! hash ) {
			return;
		}
		try {
			// The time makes every write an event, even back to an older hash.
			storage.setItem(
				CROSS_TAB_STORAGE_KEY,
				JSON.stringify( { hash, time: Date.now() } )
			);
		} catch {
			// Storage full or disabled: the tabs just do not sync.
		}
	} );

	const onStorage = ( event: StorageEvent ) => {
		if ( event.key !== CROSS_TAB_STORAGE_KEY ) {
			return;
		}
		const hash = readHash( event.newValue );
		if ( ! hash ) {
			return;
		}
		if ( hash !== target.getCartHash() ) {
			announcedHash = hash;
			target.refresh();
		}
	};
	events.addEventListener( 'storage', onStorage );

	return () => {
		unsubscribe();
		events.removeEventListener( 'storage', onStorage );
	};
}
