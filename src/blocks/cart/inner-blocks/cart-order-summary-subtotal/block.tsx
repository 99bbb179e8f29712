/**
 * The subtotal row: the items, with tax when prices are shown with tax.
 */
import { __ } from '@wordpress/i18n';

import type { CartTotals } from '@rueda/shared/api';
import { getItemsSubtotal } from '@rueda/shared/cart/display';
import { FormattedPrice } from '@rueda/shared/cart/price';
import TotalsRow from '@rueda/shared/cart/totals-row';

export default function Subtotal( {
	totals,
	includingTax,
}: {
	totals: CartTotals;
	includingTax: boolean;
} ) {
	return (
		<TotalsRow
			className="rueda-totals-subtotal"
			label={ __( 'Subtotal', 'rueda' ) }
			value={
				<FormattedPrice
					amount={ getItemsSubtotal( totals, includingTax ) }
					format={ totals }
				/>
			}
		/>
	);
}
