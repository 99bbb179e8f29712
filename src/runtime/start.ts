/**
 * Starts the shop on a page, once, however many blocks ask: api-fetch gets
 * the REST root, the nonce and the preloaded responses, and the cart store
 * starts its cross-tab sync.
 */
import { configureApiFetch } from '../shared/api';
import { init as initCartStore } from '../stores/cart';
import {
	readShopSettings,
	type ShopSettings,
} from '../shared/settings/shop-settings';

let started: ShopSettings | null = null;

/**
 * @return The page's settings.
 * @throws When the page lacks valid settings (a server-side bug).
 */
export function startShop(): ShopSettings {
	if ( started ) {
		return started;
	}
	const settings = readShopSettings( document );
	if ( ! settings ) {
		throw new Error(
			'Rueda: the shop settings (#rueda-shop-settings) are missing or invalid.'
		);
	}
	configureApiFetch( {
		root: settings.root,
		nonce: settings.nonce,
		nonceTimestamp: settings.nonceTimestamp,
		preloaded: settings.preloaded,
	} );
	initCartStore( undefined, { sharedPage: settings.sharedPage } );
	started = settings;
	return settings;
}

/**
 * The settings of the started shop (starting it if no block has yet).
 */
export function getShopSettings(): ShopSettings {
	return startShop();
}
