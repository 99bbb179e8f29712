/**
 * The order summary's footer: "Total", or "Estimated total" while shipping is
 * not calculated, and the taxes it includes when prices are shown with tax.
 * Extensions change the label and the value's format with the `totalLabel`
 * and `totalValue` checkout filters.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	containsPricePlaceholder,
	useCheckoutFilter,
	PRICE_PLACEHOLDER,
} from '@rueda/runtime';

import type { CartResponse } from '@rueda/shared/api';
import type { TaxDisplaySettings } from '@rueda/shared/settings/shop-settings';
import { addAmounts, formatPrice } from '@rueda/shared/money';
import { getTotalLabel } from '@rueda/shared/cart/display';
import { FormattedPrice } from '@rueda/shared/cart/price';
import { InFormat } from '@rueda/shared/cart/price-format';
import TotalsRow from '@rueda/shared/cart/totals-row';

/**
 * "Including 49,28 € in taxes", or with itemized taxes each line by name:
 * "Including 49,28 € IVA (21%)".
 *
 * @param totals Cart totals.
 * @param taxes  How the shop shows taxes.
 */
function includedTaxText(
	totals: CartResponse[ 'totals' ],
	taxes: TaxDisplaySettings
): string {
	if ( taxes.itemized && totals.tax_lines.length > 0 ) {
		return sprintf(
			/* translators: %s: tax lines, e.g. "49,28 € IVA (21%)". */
			__( 'Including %s', 'rueda' ),
			totals.tax_lines
				.map( ( line ) =>
					sprintf(
						/* translators: 1: tax amount, 2: tax name, 3: rate, e.g. 21%. */
						__( '%1$s %2$s (%3$s)', 'rueda' ),
						formatPrice( line.price, totals ),
						line.name,
						line.rate
					)
				)
				.join( ', ' )
		);
	}
	return sprintf(
		/* translators: %s: tax amount, e.g. 50,31 €. */
		__( 'Including %s in taxes', 'rueda' ),
		formatPrice( totals.total_tax, totals )
	);
}

export default function TotalsFooter( {
	cart,
	taxes,
}: {
	cart: CartResponse;
	taxes: TaxDisplaySettings;
} ) {
	const { totals } = cart;
	const filterArgs = { extensions: cart.extensions, arg: { cart } };
	const label = useCheckoutFilter( {
		...filterArgs,
		filterName: 'totalLabel',
		defaultValue: getTotalLabel( cart ),
	} );
	const valueFormat = useCheckoutFilter( {
		...filterArgs,
		filterName: 'totalValue',
		defaultValue: PRICE_PLACEHOLDER,
		validation: containsPricePlaceholder,
	} );
	const showIncludedTax =
		taxes.enabled &&
		taxes.displayCartPricesIncludingTax &&
		addAmounts( totals.total_tax ) > 0;

	return (
		<TotalsRow
			className="rueda-totals-footer"
			label={ label }
			value={
				<InFormat
					format={ valueFormat }
					price={
						<FormattedPrice
							amount={ totals.total_price }
							format={ totals }
						/>
					}
				/>
			}
			description={ showIncludedTax && includedTaxText( totals, taxes ) }
		/>
	);
}
