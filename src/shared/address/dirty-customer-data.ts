/**
 * The "unsaved customer data" flag in localStorage (spec section 9): written
 * shortly after the shopper edits an address, removed once the order is
 * complete, so a reloaded checkout can tell its cart may lag behind.
 */
import { debounce } from '@wordpress/compose';

import { DIRTY_CUSTOMER_DATA_KEY, DIRTY_FLAG_DEBOUNCE_MS } from './constants';

/**
 * localStorage, or null where it cannot be used (private modes, blocked
 * cookies): the flag is a hint, never worth an error.
 */
function getStorage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

const writeFlag = debounce( () => {
	try {
		getStorage()?.setItem( DIRTY_CUSTOMER_DATA_KEY, 'true' );
	} catch {
		// Storage full or denied: see getStorage().
	}
}, DIRTY_FLAG_DEBOUNCE_MS );

/** Flags the customer data as edited (written after a short pause). */
export function markCustomerDataDirty(): void {
	writeFlag();
}

export function isCustomerDataDirty(): boolean {
	return getStorage()?.getItem( DIRTY_CUSTOMER_DATA_KEY ) === 'true';
}

/** Removes the flag (and a pending write of it): the order is complete. */
export function clearDirtyCustomerData(): void {
	writeFlag.cancel();
	getStorage()?.removeItem( DIRTY_CUSTOMER_DATA_KEY );
}
