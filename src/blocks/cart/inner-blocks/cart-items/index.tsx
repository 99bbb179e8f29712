/**
 * Registers rueda/cart-items: a container of the cart's inner blocks.
 */
import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import { CART_ITEMS_TEMPLATE } from '../../template';
import metadata from './block.json';

registerBlock( metadata, createContainerEdit( CART_ITEMS_TEMPLATE ), {
	hasInnerBlocks: true,
} );
