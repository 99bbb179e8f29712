/**
 * The order summary's footer: "Total", or "Estimated total" while shipping is
 * not calculated, and the taxes it includes when prices are shown with tax.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { CartResponse } from '../api';
import type { TaxDisplaySettings } from '../runtime/settings';
import { addAmounts, formatPrice } from '../money';
import { getTotalLabel } from './display';
import { FormattedPrice } from './price';
import TotalsRow from './totals-row';

export default function TotalsFooter( {
	cart,
	taxes,
}: {
	cart: CartResponse;
	taxes: TaxDisplaySettings;
} ) {
	const { totals } = cart;
	const showIncludedTax =
		taxes.enabled &&
		taxes.displayCartPricesIncludingTax &&
		addAmounts( totals.total_tax ) > 0;

	return (
		<TotalsRow
			className="rueda-totals-footer"
			label={ getTotalLabel( cart ) }
			value={
				<FormattedPrice
					amount={ totals.total_price }
					format={ totals }
				/>
			}
			description={
				showIncludedTax &&
				sprintf(
					/* translators: %s: tax amount, e.g. 50,31 €. */
					__( 'Including %s in taxes', 'rueda' ),
					formatPrice( totals.total_tax, totals )
				)
			}
		/>
	);
}
