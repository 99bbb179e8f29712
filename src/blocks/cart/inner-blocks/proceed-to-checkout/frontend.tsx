/**
 * rueda/proceed-to-checkout on the live site: links to the checkout page of
 * the store page links.
 */
import { getShopSettings, type InnerBlockProps } from '@rueda/runtime';

import ProceedToCheckout from './block';

export default function ProceedToCheckoutBlock( {
	className,
}: InnerBlockProps ) {
	const { checkout } = getShopSettings().links;
	if ( ! checkout ) {
		return null;
	}
	return (
		<div className={ className }>
			<ProceedToCheckout href={ checkout } />
		</div>
	);
}
