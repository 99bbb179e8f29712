/**
 * Registers rueda/checkout-totals: the checkout's side column, a container of
 * the order summary.
 */
import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import { CHECKOUT_TOTALS_TEMPLATE } from '../../template';
import metadata from './block.json';

registerBlock( metadata, createContainerEdit( CHECKOUT_TOTALS_TEMPLATE ), {
	hasInnerBlocks: true,
} );
