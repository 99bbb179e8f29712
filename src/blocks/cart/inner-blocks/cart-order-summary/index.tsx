/**
 * Registers rueda/cart-order-summary: the heading, its rows as inner blocks
 * and the totals footer.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit, { type OrderSummaryAttributes } from './edit';

registerBlock< OrderSummaryAttributes >( metadata, Edit, {
	hasInnerBlocks: true,
} );
