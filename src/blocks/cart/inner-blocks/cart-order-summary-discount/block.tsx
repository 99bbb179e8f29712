/**
 * The discount row: what the applied coupons take off, and the coupons, each
 * removable. Nothing shows without coupons or discount.
 */
import { __ } from '@wordpress/i18n';

import type { CartCoupon, CartTotals, ExtensionsData } from '@rueda/shared/api';
import AppliedCoupons from '@rueda/blocks/shared/cart/applied-coupons';
import { getDiscountTotal } from '@rueda/shared/cart/display';
import { FormattedPrice } from '@rueda/shared/cart/price';
import TotalsRow from '@rueda/shared/cart/totals-row';

export type DiscountProps = {
	totals: CartTotals;
	coupons: readonly CartCoupon[];
	/** The cart's extensions data, for the `coupons` filter. */
	extensions?: ExtensionsData;
	includingTax: boolean;
	removing: string;
	onRemove: ( code: string ) => void;
};

export default function Discount( {
	totals,
	coupons,
	extensions,
	includingTax,
	removing,
	onRemove,
}: DiscountProps ) {
	const discount = getDiscountTotal( totals, includingTax );
	if ( ! coupons.length && discount === 0 ) {
		return null;
	}
	return (
		<>
			<TotalsRow
				className="rueda-totals-discount"
				label={ __( 'Discount', 'rueda' ) }
				value={
					<FormattedPrice amount={ -discount } format={ totals } />
				}
				description={
					<AppliedCoupons
						coupons={ coupons }
						extensions={ extensions }
						context="cart"
						removing={ removing }
						onRemove={ onRemove }
					/>
				}
			/>
		</>
	);
}
