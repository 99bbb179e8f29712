/**
 * rueda/mini-cart on the live site: the header button and the drawer it
 * opens. Both follow the page's one cart store, which also follows other tabs.
 * Focus goes back to the button once the drawer has closed.
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';
import { cartStore, type ShopSettings } from '@rueda/runtime';

import {
	InnerBlocks,
	findBlock,
	type BlockNode,
} from '@rueda/blocks/shared/frontend';
import { readBoolean } from '@rueda/blocks/shared/frontend/attributes';
import { getItemsSubtotal } from '@rueda/shared/cart/display';
import { formatPrice } from '@rueda/shared/money';
import MiniCartButton from './block';
import CartDrawer from './inner-blocks/cart-drawer/drawer';
import { preloadDrawerContents } from './inner-blocks/frontend';
import { useDrawer } from './use-drawer';

export default function MiniCartRoot( {
	attributes,
	innerBlocks,
	settings,
}: {
	attributes: Record< string, string >;
	innerBlocks: BlockNode[];
	settings: ShopSettings;
} ) {
	const { count, totals } = useSelect(
		( select ) => ( {
			count: select( cartStore ).getItemsCount(),
			totals: select( cartStore ).getCartTotals(),
		} ),
		[]
	);
	const { state, open, close } = useDrawer();
	const button = useRef< HTMLButtonElement >( null );
	const wasShown = useRef( false );

	useEffect( () => {
		if ( state === 'hidden' && wasShown.current ) {
			button.current?.focus();
		}
		wasShown.current = state !== 'hidden';
	}, [ state ] );

	// The goods, as the drawer's Subtotal: shipping is only an estimate until checkout.
	const total = totals
		? formatPrice(
				getItemsSubtotal(
					totals,
					settings.taxes.displayCartPricesIncludingTax
				),
				totals
			)
		: formatPrice( 0, settings.currency );
	const drawer = findBlock( innerBlocks, 'rueda/cart-drawer' );

	return (
		<>
			<MiniCartButton
				buttonRef={ button }
				count={ count }
				total={ total }
				showTotal={ readBoolean( attributes.showTotal, true ) }
				isExpanded={ state === 'open' }
				onClick={ open }
				onIntent={ preloadDrawerContents }
			/>
			<CartDrawer
				state={ state }
				onClose={ close }
				title={ sprintf(
					/* translators: %d: number of items in the cart. */
					_n(
						'Your cart (%d item)',
						'Your cart (%d items)',
						count,
						'rueda'
					),
					count
				) }
			>
				{ drawer && <InnerBlocks nodes={ drawer.children } /> }
			</CartDrawer>
		</>
	);
}
