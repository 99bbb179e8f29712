/**
 * rueda/mini-cart on the live site: mounts on the server-rendered wrapper.
 */
import { mountBlock } from '@rueda/blocks/shared/frontend';
import { registerDrawerInnerBlocks } from './inner-blocks/frontend';
import MiniCartRoot from './mini-cart-root';

registerDrawerInnerBlocks();

mountBlock(
	'rueda/mini-cart',
	( { attributes, innerBlocks, settings } ) => (
		<MiniCartRoot
			attributes={ attributes }
			innerBlocks={ innerBlocks }
			settings={ settings }
		/>
	),
	{ waitForCart: true }
);
