/**
 * The discount row: what the applied coupons take off, and the coupons.
 *
 * One of the order summary's rows the cart (an inner block each), the
 * checkout's summary and the mini cart's drawer share: the subtotal
 * (subtotal.tsx), the discount (discount.tsx) and the fees (fees.tsx): a
 * module each, so each inner block's script takes only its own.
 */
import { __ } from '@wordpress/i18n';

import type { CartCoupon, CartTotals, ExtensionsData } from '@rueda/shared/api';
import { getDiscountTotal } from '@rueda/shared/cart/display';
import { FormattedPrice } from '@rueda/shared/cart/price';
import TotalsRow from '@rueda/shared/cart/totals-row';
import AppliedCoupons from '../applied-coupons';

export type DiscountRowProps = {
	totals: CartTotals;
	coupons: readonly CartCoupon[];
	/** The cart's extensions data, for the `coupons` filter. */
	extensions?: ExtensionsData;
	includingTax: boolean;
	/** Where the coupons show: the cart or the checkout's summary. */
	context: 'cart' | 'summary';
	/** Code of the coupon being removed, or ''. */
	removing: string;
	onRemove: ( code: string ) => void;
};

/**
 * What the applied coupons take off, and the coupons, each removable. Nothing
 * shows without coupons or discount.
 *
 * @param props              The row's cart, coupons and removal.
 * @param props.totals
 * @param props.coupons
 * @param props.extensions
 * @param props.includingTax
 * @param props.context
 * @param props.removing
 * @param props.onRemove
 */
export default function DiscountRow( {
	totals,
	coupons,
	extensions,
	includingTax,
	context,
	removing,
	onRemove,
}: DiscountRowProps ) {
	const discount = getDiscountTotal( totals, includingTax );
	if ( ! coupons.length && discount === 0 ) {
		return null;
	}
	return (
		<TotalsRow
			className="rueda-totals-discount"
			label={ __( 'Discount', 'rueda' ) }
			value={ <FormattedPrice amount={ -discount } format={ totals } /> }
			description={
				<AppliedCoupons
					coupons={ coupons }
					extensions={ extensions }
					context={ context }
					removing={ removing }
					onRemove={ onRemove }
				/>
			}
		/>
	);
}
