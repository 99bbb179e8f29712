/**
 * The badges of a fitting in the cart: the fitted tyre's, and each of its
 * services' beneath it (the tyre named for assistive technology, which does
 * not see the indentation).
 */
import { __ } from '@wordpress/i18n';

export function FittedTyreBadge() {
	return (
		<span className="rueda-badge rueda-fitting-badge is-fitted">
			{ __( 'Fitted at the workshop', 'rueda' ) }
		</span>
	);
}

export function FittingServiceBadge( { tyreName }: { tyreName: string } ) {
	return (
		<span className="rueda-badge rueda-fitting-badge">
			{ __( 'Included with the fitting', 'rueda' ) }
			<span className="rueda-visually-hidden">{ `: ${ tyreName }` }</span>
		</span>
	);
}
