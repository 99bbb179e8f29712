/**
 * rueda/proceed-to-checkout on the live site: links to the checkout page of
 * the store page links, with the text the shop owner set (data-button-label);
 * extensions change both with the `proceedToCheckoutButtonLabel` and
 * `proceedToCheckoutButtonLink` filters.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	useCheckoutFilter,
	type InnerBlockProps,
} from '@rueda/runtime';

import { readText } from '@rueda/blocks/shared/frontend/attributes';
import ProceedToCheckout, { getDefaultLabel } from './block';

export default function ProceedToCheckoutBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const cart = useSelect(
		( select ) => select( cartStore ).getCartData(),
		[]
	);
	const filterArgs = { extensions: cart?.extensions, arg: { cart } };
	const label = useCheckoutFilter( {
		...filterArgs,
		filterName: 'proceedToCheckoutButtonLabel',
		defaultValue: readText( attributes.buttonLabel, getDefaultLabel() ),
	} );
	const href = useCheckoutFilter( {
		...filterArgs,
		filterName: 'proceedToCheckoutButtonLink',
		defaultValue: getShopSettings().links.checkout,
	} );
	if ( ! href ) {
		return null;
	}
	return (
		<div className={ className }>
			<ProceedToCheckout href={ href } label={ label } />
		</div>
	);
}
