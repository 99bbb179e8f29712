/**
 * Whether a cart buys services (fitting, balancing, an oil change...): cart
 * lines of kind 'service'. Before a service starts within the withdrawal
 * period the shopper must ask for it (art. 103 a) TRLGDCU), so the checkout
 * shows that request only for such carts; the server checks the same.
 */
import type { CartResponse } from '@rueda/shared/api';

export function cartHasServices(
	cart: Pick< CartResponse, 'items' > | null | undefined
): boolean {
	return cart?.items.some( ( item ) => item.kind === 'service' ) ?? false;
}
