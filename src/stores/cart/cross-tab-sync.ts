/**
 * Keeps the carts of several open tabs in step: when this tab's cart changes,
 * its new hash is written to localStorage; the other tabs get a 'storage'
 * event and fetch the cart again if their hash differs. A page that may be
 * older than the last hash written catches up with it the same way: a shared
 * page (the same for every guest, so its cart is nobody's) on its first cart,
 * and a page the browser brings back from its back-forward cache.
 */
import { CROSS_TAB_STORAGE_KEY } from './constants';

export type CartSyncTarget = {
	getCartHash: () => string;
	/** Fetches the cart again; settles when it is done, whatever the outcome. */
	refresh: () => Promise< void >;
	subscribe: ( listener: () => void ) => () => void;
	/** The page may come from a page cache (ShopSettings.sharedPage). */
	sharedPage?: boolean;
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

	const publish = ( hash: string ) => {
		try {
			// The time makes every write an event, even back to an older hash.
			storage.setItem(
				CROSS_TAB_STORAGE_KEY,
				JSON.stringify( { hash, time: Date.now() } )
			);
		} catch {
			// Storage full or disabled: the tabs just do not sync.
		}
	};
	const lastWritten = () => {
		try {
			return readHash( storage.getItem( CROSS_TAB_STORAGE_KEY ) );
		} catch {
			return '';
		}
	};
	const catchUp = ( hash: string ) => {
		if ( hash && hash !== target.getCartHash() ) {
			announcedHash = hash;
			return target.refresh();
		}
	};
	// A shared page's cart is nobody's: checked against the last hash written,
	// never published as this browser's. When the server still says the shared
	// one (the cart written last has expired), that is written, so the next
	// shared page does not ask again.
	const checkShared = () => {
		const hash = target.getCartHash();
		void catchUp( lastWritten() )?.then( () => {
			if ( target.getCartHash() === hash ) {
				publish( hash );
			}
		} );
	};
	let checkFirst = !! target.sharedPage;
	if ( checkFirst && seenHash ) {
		checkFirst = false;
		checkShared();
	}

	const unsubscribe = target.subscribe( () => {
		const hash = target.getCartHash();
		if ( hash === seenHash ) {
			return;
		}
		seenHash = hash;
		if ( checkFirst && hash ) {
			checkFirst = false;
			checkShared();
			return;
		}
		if ( hash === announcedHash ) {
			announcedHash = '';
			return;
		}
		if ( hash ) {
			publish( hash );
		}
	} );

	const onStorage = ( event: StorageEvent ) => {
		if ( event.key === CROSS_TAB_STORAGE_KEY ) {
			void catchUp( readHash( event.newValue ) );
		}
	};
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( event.persisted ) {
			void catchUp( lastWritten() );
		}
	};
	events.addEventListener( 'storage', onStorage );
	events.addEventListener( 'pageshow', onPageShow );

	return () => {
		unsubscribe();
		events.removeEventListener( 'storage', onStorage );
		events.removeEventListener( 'pageshow', onPageShow );
	};
}
