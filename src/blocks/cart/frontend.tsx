/**
 * rueda/cart on the live site: mounts on the server-rendered wrapper.
 */
import { mountBlock } from '@rueda/blocks/shared/frontend';
import CartRoot from './cart-root';
import { registerCartInnerBlocks } from './inner-blocks/frontend';

registerCartInnerBlocks();

mountBlock(
	'rueda/cart',
	( { element, innerBlocks } ) => (
		<CartRoot element={ element } innerBlocks={ innerBlocks } />
	),
	{ waitForCart: true }
);
