/**
 * Mounts a block's frontend on every server-rendered wrapper of that block,
 * once the page is ready and the shop has started.
 */
import { resolveSelect } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { cartStore, startShop, type ShopSettings } from '@rueda/runtime';
import type { ReactNode } from 'react';

import {
	BLOCK_NAME_ATTRIBUTE,
	parseBlockTree,
	readBlockAttributes,
	type BlockNode,
} from './block-tree';

export type MountContext = {
	element: HTMLElement;
	/** The wrapper's data-* attributes, as strings: validate before use. */
	attributes: Record< string, string >;
	innerBlocks: BlockNode[];
	settings: ShopSettings;
};

export type MountOptions = {
	/**
	 * Keep the server HTML until the cart is known. The server preloads it,
	 * so this is a moment, and the first render already shows the real cart.
	 */
	waitForCart?: boolean;
};

/**
 * @param blockName           Block name, e.g. `rueda/cart`.
 * @param render              What to render into each wrapper.
 * @param options             When to mount.
 * @param options.waitForCart
 */
export function mountBlock(
	blockName: string,
	render: ( context: MountContext ) => ReactNode,
	{ waitForCart = false }: MountOptions = {}
): void {
	domReady( () => {
		const settings = startShop();
		const ready = waitForCart
			? resolveSelect( cartStore )
					.getCartData()
					// A failed load is in the store's errors; the block shows it.
					.catch( () => null )
			: Promise.resolve();
		ready.then( () => {
			const wrappers = document.querySelectorAll< HTMLElement >(
				`[${ BLOCK_NAME_ATTRIBUTE }="${ blockName }"]`
			);
			wrappers.forEach( ( element ) => {
				const context: MountContext = {
					element,
					attributes: readBlockAttributes( element ),
					innerBlocks: parseBlockTree( element ),
					settings,
				};
				createRoot( element ).render( render( context ) );
			} );
		} );
	} );
}
