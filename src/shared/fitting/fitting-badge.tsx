/**
 * The badge of a fitting in the cart: on the fitted tyre, "Fitted at the
 * workshop"; on each of its services, beneath it, "Included with the
 * fitting" (their details name the tyre: "Fitting for").
 */
import { __ } from '@wordpress/i18n';

export default function FittingBadge( { isTyre }: { isTyre: boolean } ) {
	return (
		<span
			className={
				isTyre
					? 'rueda-badge rueda-fitting-badge is-fitted'
					: 'rueda-badge rueda-fitting-badge'
			}
		>
			{ isTyre
				? __( 'Fitted at the workshop', 'rueda' )
				: __( 'Included with the fitting', 'rueda' ) }
		</span>
	);
}
