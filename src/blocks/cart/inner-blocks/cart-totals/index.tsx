/**
 * Registers rueda/cart-totals: a container of the cart's inner blocks.
 */
import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import { CART_TOTALS_TEMPLATE } from '../../template';
import metadata from './block.json';

registerBlock( metadata, createContainerEdit( CART_TOTALS_TEMPLATE ), {
	hasInnerBlocks: true,
} );
