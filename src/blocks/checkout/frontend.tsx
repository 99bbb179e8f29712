/**
 * rueda/checkout on the live site: mounts on the server-rendered wrapper.
 * The first mount registers Rueda's payment method UIs (their labels come
 * from the settings, known once the shop has started) and starts the
 * checkout flow, once for the page.
 */
import { initCheckoutFlow } from '@rueda/runtime';

import { mountBlock } from '@rueda/blocks/shared/frontend';
import CheckoutRoot from './checkout-root';
import { registerCheckoutInnerBlocks } from './inner-blocks/frontend';
import { registerBuiltInPaymentMethods } from './payment-methods';

registerCheckoutInnerBlocks();

let hasStarted = false;

function startCheckout(): void {
	if ( hasStarted ) {
		return;
	}
	hasStarted = true;
	registerBuiltInPaymentMethods();
	initCheckoutFlow();
}

mountBlock(
	'rueda/checkout',
	( { element, innerBlocks } ) => {
		startCheckout();
		return <CheckoutRoot element={ element } innerBlocks={ innerBlocks } />;
	},
	{ waitForCart: true }
);
