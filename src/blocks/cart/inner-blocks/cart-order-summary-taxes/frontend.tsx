/**
 * rueda/cart-order-summary-taxes on the live site.
 */
import { useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import TaxRows, { showsTaxRows } from '@rueda/shared/cart/tax-rows';

export default function TaxesBlock( { className }: InnerBlockProps ) {
	const totals = useSelect(
		( select ) => select( cartStore ).getCartTotals(),
		[]
	);
	const { taxes } = getShopSettings();
	if ( ! totals || ! showsTaxRows( totals, taxes ) ) {
		return null;
	}
	return (
		<div className={ className }>
			<TaxRows totals={ totals } taxes={ taxes } />
		</div>
	);
}
