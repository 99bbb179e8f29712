/**
 * Registers rueda/filled-cart: a container of the cart's inner blocks.
 */
import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import { FILLED_CART_TEMPLATE } from '../../template';
import metadata from './block.json';

registerBlock( metadata, createContainerEdit( FILLED_CART_TEMPLATE ), {
	hasInnerBlocks: true,
} );
