/**
 * The live components of the drawer's contents. They load on demand, in one
 * chunk, as soon as the shopper points at or focuses the mini cart button.
 */
import { lazy } from '@wordpress/element';
import { registerInnerBlock } from '@rueda/runtime';

import drawerFooter from './cart-drawer-footer/block.json';
import drawerItems from './cart-drawer-items/block.json';

const loadItems = () =>
	import(
		/* webpackChunkName: "cart-drawer" */ './cart-drawer-items/frontend'
	);
const loadFooter = () =>
	import(
		/* webpackChunkName: "cart-drawer" */ './cart-drawer-footer/frontend'
	);

export function registerDrawerInnerBlocks(): void {
	registerInnerBlock( {
		metadata: { name: drawerItems.name, parent: drawerItems.parent },
		component: lazy( loadItems ),
	} );
	registerInnerBlock( {
		metadata: { name: drawerFooter.name, parent: drawerFooter.parent },
		component: lazy( loadFooter ),
	} );
}

/**
 * Starts loading the drawer's contents before they are needed.
 */
export function preloadDrawerContents(): void {
	// A failed preload is retried, and reported, when the drawer renders.
	Promise.all( [ loadItems(), loadFooter() ] ).catch( () => undefined );
}
