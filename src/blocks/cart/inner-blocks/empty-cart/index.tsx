/**
 * Registers rueda/empty-cart: the message, then any blocks the shop owner adds.
 */
import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import Preview from '@rueda/blocks/shared/editor/preview';
import metadata from './block.json';
import EmptyCartMessage from './block';

registerBlock(
	metadata,
	createContainerEdit( [], {
		before: (
			<Preview>
				<EmptyCartMessage shopUrl="#" />
			</Preview>
		),
	} ),
	{ hasInnerBlocks: true }
);
