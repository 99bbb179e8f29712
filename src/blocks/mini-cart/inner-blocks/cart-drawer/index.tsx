/**
 * Registers rueda/cart-drawer: an inner block area with the drawer's contents.
 */
import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import { DRAWER_TEMPLATE } from '../../template';
import metadata from './block.json';

registerBlock( metadata, createContainerEdit( DRAWER_TEMPLATE ), {
	hasInnerBlocks: true,
} );
