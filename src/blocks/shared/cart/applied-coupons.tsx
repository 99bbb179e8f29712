/**
 * The coupons applied to the cart, each with a remove button. Extensions
 * relabel or hide them with the `coupons` checkout filter.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import { useCheckoutFilter } from '@rueda/runtime';

import {
	isRecord,
	type CartCoupon,
	type ExtensionsData,
} from '@rueda/shared/api';

function isCouponList( value: readonly unknown[] ): boolean {
	return value.every(
		( coupon ) =>
			isRecord( coupon ) &&
			typeof coupon.code === 'string' &&
			typeof coupon.label === 'string'
	);
}

export default function AppliedCoupons( {
	coupons: applied,
	extensions = {},
	context,
	removing,
	onRemove,
}: {
	coupons: readonly CartCoupon[];
	/** The cart's extensions data, for the filter. */
	extensions?: ExtensionsData;
	/** Where the list shows: the cart or the checkout's summary. */
	context: 'cart' | 'summary';
	/** Code of the coupon being removed, or ''. */
	removing: string;
	onRemove: ( code: string ) => void;
} ) {
	const coupons = useCheckoutFilter( {
		filterName: 'coupons',
		defaultValue: applied,
		extensions,
		arg: { context },
		validation: isCouponList,
	} );
	if ( ! coupons.length ) {
		return null;
	}
	return (
		<ul
			className="rueda-applied-coupons"
			aria-label={ __( 'Applied coupons', 'rueda' ) }
		>
			{ coupons.map( ( coupon ) => {
				const label = decodeEntities( coupon.label || coupon.code );
				return (
					<li
						key={ coupon.code }
						className="rueda-applied-coupons__chip"
					>
						<span>{ label }</span>
						<button
							type="button"
							className="rueda-applied-coupons__remove"
							aria-label={ sprintf(
								/* translators: %s: coupon code. */
								__( 'Remove coupon "%s"', 'rueda' ),
								label
							) }
							disabled={ removing !== '' }
							onClick={ () => onRemove( coupon.code ) }
						>
							&times;
						</button>
					</li>
				);
			} ) }
		</ul>
	);
}
