/**
 * The subtotal row: the items, with tax when prices are shown with tax.
 *
 * One of the order summary's rows the cart (an inner block each), the
 * checkout's summary and the mini cart's drawer share: the subtotal
 * (subtotal.tsx), the discount (discount.tsx) and the fees (fees.tsx): a
 * module each, so each inner block's script takes only its own.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { CartTotals } from '@rueda/shared/api';
import { getItemsSubtotal } from '@rueda/shared/cart/display';
import { FormattedPrice } from '@rueda/shared/cart/price';
import TotalsRow from '@rueda/shared/cart/totals-row';

/**
 * The items, with tax when prices are shown with tax.
 *
 * @param props
 * @param props.totals       The cart's totals.
 * @param props.includingTax Prices are shown with tax.
 * @param props.description  Under the row (the drawer's note on what comes at checkout).
 */
export default function SubtotalRow( {
	totals,
	includingTax,
	description,
}: {
	totals: CartTotals;
	includingTax: boolean;
	description?: ReactNode;
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
			description={ description }
		/>
	);
}
