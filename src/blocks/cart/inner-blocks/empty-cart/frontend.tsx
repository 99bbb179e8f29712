/**
 * rueda/empty-cart on the live site.
 */
import { getShopSettings, type InnerBlockProps } from '@rueda/runtime';

import EmptyCartMessage from './block';

export default function EmptyCartBlock( {
	className,
	children,
}: InnerBlockProps ) {
	return (
		<div className={ className }>
			<EmptyCartMessage shopUrl={ getShopSettings().links.shop } />
			{ children }
		</div>
	);
}
