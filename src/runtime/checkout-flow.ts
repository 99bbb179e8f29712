/**
 * The place-order flow started with the page's settings: the checkout store's
 * flow takes who the shopper is and what they saved as an option (a store never
 * reads the page); the runtime, which started the shop, reads them.
 */
import {
	initCheckoutFlow as initStoreFlow,
	readCheckoutFlowSettings,
	type CheckoutFlowOptions,
	type FlowRegistry,
} from '../stores/checkout';
import { getShopSettings } from './start';

/**
 * @param registry The registry holding the stores (the page's by default).
 * @param options  Navigation, notice area and settings (the page's by default).
 * @return A function that stops the flow.
 */
export function initCheckoutFlow(
	registry?: FlowRegistry,
	options: CheckoutFlowOptions = {}
): () => void {
	return initStoreFlow( registry, {
		...options,
		settings:
			options.settings ?? readCheckoutFlowSettings( getShopSettings() ),
	} );
}
