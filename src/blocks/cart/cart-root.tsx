/**
 * rueda/cart on the live site: the filled or the empty cart, whichever
 * applies, with the inner blocks the shop owner arranged, under the cart's
 * notices (e.g. a refused extension update) and over its snackbars. It mounts once the
 * cart is known; if loading it failed, it says so.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cartStore } from '@rueda/runtime';

import Notice from '@rueda/shared/cart/notice';
import { InnerBlocks, type BlockNode } from '@rueda/blocks/shared/frontend';
import {
	NOTICE_CONTEXTS,
	SnackbarList,
	StoreNotices,
} from '@rueda/blocks/shared/notices';
import { useContainerWidthClass } from '@rueda/blocks/shared/frontend/container-width';

export default function CartRoot( {
	element,
	innerBlocks,
}: {
	element: HTMLElement;
	innerBlocks: BlockNode[];
} ) {
	useContainerWidthClass( element );
	const { hasLoaded, isEmpty, hasFailed } = useSelect( ( select ) => {
		const cart = select( cartStore );
		return {
			isEmpty: ( cart.getCartData()?.items.length ?? 0 ) === 0,
			hasLoaded: cart.hasCartLoaded(),
			hasFailed: cart.getCartErrors().length > 0,
		};
	}, [] );

	if ( ! hasLoaded ) {
		return hasFailed ? (
			<Notice status="error">
				{ __( 'Unable to get cart data from the API.', 'rueda' ) }
			</Notice>
		) : null;
	}
	const hiddenView = isEmpty ? 'rueda/filled-cart' : 'rueda/empty-cart';
	return (
		<>
			<StoreNotices context={ NOTICE_CONTEXTS.cart } />
			<InnerBlocks
				nodes={ innerBlocks.filter(
					( node ) =>
						node.type !== 'block' || node.name !== hiddenView
				) }
			/>
			<SnackbarList context={ NOTICE_CONTEXTS.cart } />
		</>
	);
}
