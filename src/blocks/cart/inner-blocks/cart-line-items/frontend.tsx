/**
 * rueda/cart-line-items on the live site.
 */
import type { InnerBlockProps } from '@rueda/runtime';

import CartLineItems from '@rueda/blocks/shared/cart/cart-line-items';

export default function CartLineItemsBlock( { className }: InnerBlockProps ) {
	return (
		<div className={ className }>
			<CartLineItems />
		</div>
	);
}
