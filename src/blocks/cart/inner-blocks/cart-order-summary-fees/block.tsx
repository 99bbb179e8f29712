/**
 * One row per fee added to the cart.
 */
import { decodeEntities } from '@wordpress/html-entities';

import type { CartFee } from '@rueda/shared/api';
import { FormattedPrice } from '@rueda/shared/cart/price';
import TotalsRow from '@rueda/shared/cart/totals-row';
import { addAmounts } from '@rueda/shared/money';

export default function Fees( {
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
