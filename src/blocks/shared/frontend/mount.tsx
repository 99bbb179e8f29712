/**
 * Mounts frontends on server-rendered elements, once the page is ready and
 * the shop has started: every wrapper of a block (`mountBlock`), or every
 * element a selector finds (`mountElements`, for mount points inside a
 * block's own HTML).
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
 * @param selector            Elements to mount on, e.g. `[data-rueda-buy-box]`.
 * @param render              What to render into an element; null keeps its
 *                            server HTML (e.g. when its data is unusable).
 * @param options             When to mount.
 * @param options.waitForCart
 */
export function mountElements(
	selector: string,
	render: ( element: HTMLElement, settings: ShopSettings ) => ReactNode,
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
			document
				.querySelectorAll< HTMLElement >( selector )
				.forEach( ( element ) => {
					const node = render( element, settings );
					if ( node !== null ) {
						createRoot( element ).render( node );
					}
				} );
		} );
	} );
}

/**
 * @param blockName           Block name, e.g. `rueda/cart`.
 * @param render              What to render into each wrapper.
 * @param options             When to mount.
 * @param options.waitForCart
 */
export function mountBlock(
	blockName: string,
	render: ( context: MountContext ) => ReactNode,
	options: MountOptions = {}
): void {
	mountElements(
		`[${ BLOCK_NAME_ATTRIBUTE }="${ blockName }"]`,
		( element, settings ) =>
			render( {
				element,
				attributes: readBlockAttributes( element ),
				innerBlocks: parseBlockTree( element ),
				settings,
			} ),
		options
	);
}
