/**
 * rueda/proceed-to-checkout on the live site: links to the checkout page of
 * the store page links, with the text the shop owner set (data-button-label).
 */
import { getShopSettings, type InnerBlockProps } from '@rueda/runtime';

import { readText } from '../../../../shared/frontend/attributes';
import ProceedToCheckout, { getDefaultLabel } from './block';

export default function ProceedToCheckoutBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const { checkout } = getShopSettings().links;
	if ( ! checkout ) {
		return null;
	}
	return (
		<div className={ className }>
			<ProceedToCheckout
				href={ checkout }
				label={ readText( attributes.buttonLabel, getDefaultLabel() ) }
			/>
		</div>
	);
}
