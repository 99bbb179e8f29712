/**
 * Registers rueda/cart-order-summary: the heading, its rows as inner blocks
 * and the totals footer.
 */
import { createContainerEdit, registerBlock } from '../../../../shared/editor';
import { ORDER_SUMMARY_TEMPLATE } from '../../template';
import metadata from './block.json';
import { OrderSummaryHeading } from './block';
import SampleTotalsFooter from './sample-footer';

registerBlock(
	metadata,
	createContainerEdit( ORDER_SUMMARY_TEMPLATE, {
		before: <OrderSummaryHeading />,
		after: <SampleTotalsFooter />,
	} ),
	{ hasInnerBlocks: true }
);
