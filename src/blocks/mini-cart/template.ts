/**
 * The mini cart's default inner blocks: the drawer and its contents.
 * includes/Blocks/DefaultContent.php renders the same tree for a mini cart
 * saved without inner blocks.
 */
import type { BlockTemplate } from '@rueda/blocks/shared/editor';

export const DRAWER_TEMPLATE: BlockTemplate = [
	[ 'rueda/cart-drawer-items' ],
	[ 'rueda/cart-drawer-footer' ],
];

export const MINI_CART_TEMPLATE: BlockTemplate = [
	[ 'rueda/cart-drawer', {}, DRAWER_TEMPLATE ],
];
