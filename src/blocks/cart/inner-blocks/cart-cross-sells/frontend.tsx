/**
 * rueda/cart-cross-sells on the live site: the cart's suggestions, if any, as
 * many as the shop owner set (data-count) in data-columns columns, under the
 * heading set (data-heading) or the default one.
 */
import { useSelect } from '@wordpress/data';
import { cartStore, type InnerBlockProps } from '@rueda/runtime';

import type { CrossSellProduct } from '@rueda/shared/api';
import { StoreNotices } from '@rueda/blocks/shared/notices';
import { useAddToCart } from '@rueda/blocks/shared/products/use-add-to-cart';
import {
	readInteger,
	readText,
} from '@rueda/blocks/shared/frontend/attributes';
import CrossSells, { getDefaultHeading } from './block';
import { CROSS_SELLS_COLUMNS, CROSS_SELLS_COUNT } from './settings';

const NONE: readonly CrossSellProduct[] = [];
const NOTICE_CONTEXT = 'rueda/cart-cross-sells';

export default function CrossSellsBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const products = useSelect(
		( select ) => select( cartStore ).getCartData()?.cross_sells ?? NONE,
		[]
	);
	const { add, isAdding } = useAddToCart( NOTICE_CONTEXT );
	if ( ! products.length ) {
		return null;
	}
	return (
		<div className={ className }>
			<CrossSells
				heading={ readText( attributes.heading, getDefaultHeading() ) }
				columns={ readInteger(
					attributes.columns,
					3,
					CROSS_SELLS_COLUMNS
				) }
				products={ products.slice(
					0,
					readInteger( attributes.count, 3, CROSS_SELLS_COUNT )
				) }
				isAdding={ isAdding }
				onAddToCart={ add }
				notices={ <StoreNotices context={ NOTICE_CONTEXT } /> }
			/>
		</div>
	);
}
