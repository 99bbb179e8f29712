/**
 * Taxes as a row of their own, when prices are shown without them: one row
 * per rate when itemized, else a single "Taxes" row.
 */
import { __ } from '@wordpress/i18n';

import type { CartTotals } from '../api';
import type { TaxDisplaySettings } from '../settings/shop-settings';
import { addAmounts } from '../money';
import { FormattedPrice } from './price';
import TotalsRow from './totals-row';

export function showsTaxRows(
	totals: CartTotals,
	taxes: TaxDisplaySettings
): boolean {
	return (
		taxes.enabled &&
		! taxes.displayCartPricesIncludingTax &&
		addAmounts( totals.total_tax ) > 0
	);
}

export default function TaxRows( {
	totals,
	taxes,
}: {
	totals: CartTotals;
	taxes: TaxDisplaySettings;
} ) {
	if ( ! showsTaxRows( totals, taxes ) ) {
		return null;
	}
	if ( taxes.itemized && totals.tax_lines.length ) {
		return (
			<>
				{ totals.tax_lines.map( ( line ) => (
					<TotalsRow
						key={ `${ line.name }-${ line.rate }` }
						className="rueda-totals-taxes"
						label={ `${ line.name } ${ line.rate }` }
						value={
							<FormattedPrice
								amount={ line.price }
								format={ totals }
							/>
						}
					/>
				) ) }
			</>
		);
	}
	return (
		<TotalsRow
			className="rueda-totals-taxes"
			label={ __( 'Taxes', 'rueda' ) }
			value={
				<FormattedPrice amount={ totals.total_tax } format={ totals } />
			}
		/>
	);
}
