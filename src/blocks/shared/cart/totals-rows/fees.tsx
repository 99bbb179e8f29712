/**
 * The fee rows: one per fee added to the cart.
 *
 * One of the order summary's rows the cart (an inner block each), the
 * checkout's summary and the mini cart's drawer share: the subtotal
 * (subtotal.tsx), the discount (discount.tsx) and the fees (fees.tsx): a
 * module each, so each inner block's script takes only its own.
 */
import { decodeEntities } from '@wordpress/html-entities';

import type { CartFee } from '@rueda/shared/api';
import { FormattedPrice } from '@rueda/shared/cart/price';
import TotalsRow from '@rueda/shared/cart/totals-row';
import { addAmounts } from '@rueda/shared/money';

/**
 * One row per fee added to the cart, tax included when prices are shown with it.
 *
 * @param props
 * @param props.fees         The cart's fees.
 * @param props.includingTax Prices are shown with tax.
 */
export default function FeeRows( {
	fees,
	includingTax,
}: {
	fees: readonly CartFee[];
	includingTax: boolean;
} ) {
	return (
		<>
			{ fees.map( ( fee ) => (
				<TotalsRow
					key={ fee.id }
					className="rueda-totals-fee"
					label={ decodeEntities( fee.name ) }
					value={
						<FormattedPrice
							amount={ addAmounts(
								fee.totals.total,
								includingTax ? fee.totals.total_tax : 0
							) }
							format={ fee.totals }
						/>
					}
				/>
			) ) }
		</>
	);
}
