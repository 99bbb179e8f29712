/**
 * The cart's default inner blocks. includes/Blocks/DefaultContent.php renders
 * the same tree for a cart block saved without inner blocks.
 */
import type { BlockTemplate } from '@rueda/blocks/shared/editor';

export const ORDER_SUMMARY_TEMPLATE: BlockTemplate = [
	[ 'rueda/cart-order-summary-subtotal' ],
	[ 'rueda/cart-order-summary-fees' ],
	[ 'rueda/cart-order-summary-coupon-form' ],
	[ 'rueda/cart-order-summary-discount' ],
	[ 'rueda/cart-order-summary-shipping' ],
	[ 'rueda/cart-order-summary-taxes' ],
];

export const CART_ITEMS_TEMPLATE: BlockTemplate = [
	[ 'rueda/cart-line-items' ],
	[ 'rueda/cart-cross-sells' ],
];

export const CART_TOTALS_TEMPLATE: BlockTemplate = [
	[ 'rueda/cart-order-summary', {}, ORDER_SUMMARY_TEMPLATE ],
	[ 'rueda/cart-express-payment' ],
	[ 'rueda/proceed-to-checkout' ],
];

export const FILLED_CART_TEMPLATE: BlockTemplate = [
	[ 'rueda/cart-items', {}, CART_ITEMS_TEMPLATE ],
	[ 'rueda/cart-totals', {}, CART_TOTALS_TEMPLATE ],
];

export const CART_TEMPLATE: BlockTemplate = [
	[ 'rueda/filled-cart', {}, FILLED_CART_TEMPLATE ],
	[ 'rueda/empty-cart' ],
];
