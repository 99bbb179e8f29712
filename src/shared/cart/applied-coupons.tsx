/**
 * The coupons applied to the cart, each with a remove button.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import type { CartCoupon } from '../api';

export default function AppliedCoupons( {
	coupons,
	removing,
	onRemove,
}: {
	coupons: readonly CartCoupon[];
	/** Code of the coupon being removed, or ''. */
	removing: string;
	onRemove: ( code: string ) => void;
} ) {
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
