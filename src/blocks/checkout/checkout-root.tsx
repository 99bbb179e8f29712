/**
 * rueda/checkout on the live site: the columns with the inner blocks the shop
 * owner arranged, or the empty-cart notice. It mounts once the cart is known;
 * if loading it failed, it says so. Once an order is placed the cart empties,
 * but the form stays until the page moves on to the order. A refused order
 * moves the focus to what needs fixing.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cartStore, checkoutStore, getShopSettings } from '@rueda/runtime';

import Notice from '@rueda/shared/cart/notice';
import { InnerBlocks, type BlockNode } from '@rueda/blocks/shared/frontend';
import { useContainerWidthClass } from '@rueda/blocks/shared/frontend/container-width';
import { SnackbarList } from '@rueda/blocks/shared/notices';
import { CHECKOUT_NOTICE_CONTEXT } from '@rueda/stores/checkout/constants';
import EmptyCheckout from './components/empty-checkout';
import { useFocusFirstErrorOnFailure } from './focus-error';

export default function CheckoutRoot( {
	element,
	innerBlocks,
}: {
	element: HTMLElement;
	innerBlocks: BlockNode[];
} ) {
	useContainerWidthClass( element );
	useFocusFirstErrorOnFailure( element );
	const { hasLoaded, isEmpty, hasFailed, isPlacingOrder } = useSelect(
		( select ) => {
			const cart = select( cartStore );
			const checkout = select( checkoutStore );
			return {
				isEmpty: ( cart.getCartData()?.items.length ?? 0 ) === 0,
				hasLoaded: cart.hasCartLoaded(),
				hasFailed: cart.getCartErrors().length > 0,
				isPlacingOrder: ! checkout.isIdle() && ! checkout.hasError(),
			};
		},
		[]
	);

	if ( ! hasLoaded ) {
		return hasFailed ? (
			<Notice status="error">
				{ __( 'Unable to get cart data from the API.', 'rueda' ) }
			</Notice>
		) : null;
	}
	if ( isEmpty && ! isPlacingOrder ) {
		return <EmptyCheckout shopUrl={ getShopSettings().links.shop } />;
	}
	return (
		<>
			<InnerBlocks nodes={ innerBlocks } />
			<SnackbarList context={ CHECKOUT_NOTICE_CONTEXT } />
		</>
	);
}
