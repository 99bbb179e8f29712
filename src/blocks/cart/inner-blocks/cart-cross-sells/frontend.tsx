/**
 * rueda/cart-cross-sells on the live site: the cart's suggestions, if any.
 */
import { useSelect } from '@wordpress/data';
import { cartStore, type InnerBlockProps } from '@rueda/runtime';

import type { CrossSellProduct } from '../../../../shared/api';
import { useAddToCart } from '../../../../shared/products/use-add-to-cart';
import CrossSells from './block';

const NONE: readonly CrossSellProduct[] = [];

export default function CrossSellsBlock( { className }: InnerBlockProps ) {
	const products = useSelect(
		( select ) => select( cartStore ).getCartData()?.cross_sells ?? NONE,
		[]
	);
	const { add, isAdding, error, dismissError } = useAddToCart();
	if ( ! products.length ) {
		return null;
	}
	return (
		<div className={ className }>
			<CrossSells
				products={ products }
				isAdding={ isAdding }
				onAddToCart={ add }
				error={ error }
				onDismissError={ dismissError }
			/>
		</div>
	);
}
