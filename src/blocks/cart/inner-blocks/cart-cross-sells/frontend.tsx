/**
 * rueda/cart-cross-sells on the live site: the cart's suggestions, if any.
 */
import { useSelect } from '@wordpress/data';
import { cartStore, type InnerBlockProps } from '@rueda/runtime';

import type { CrossSellProduct } from '../../../../shared/api';
import { StoreNotices } from '../../../../shared/notices';
import { useAddToCart } from '../../../../shared/products/use-add-to-cart';
import CrossSells from './block';

const NONE: readonly CrossSellProduct[] = [];
const NOTICE_CONTEXT = 'rueda/cart-cross-sells';

export default function CrossSellsBlock( { className }: InnerBlockProps ) {
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
				products={ products }
				isAdding={ isAdding }
				onAddToCart={ add }
				notices={ <StoreNotices context={ NOTICE_CONTEXT } /> }
			/>
		</div>
	);
}
