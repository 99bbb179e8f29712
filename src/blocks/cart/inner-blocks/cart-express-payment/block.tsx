/**
 * The express payment area's divider: on the cart it reads "Or" (spec section 2).
 */
import { __ } from '@wordpress/i18n';

export function ExpressPaymentDivider() {
	return (
		<div className="rueda-express-payment__divider">
			<span>{ __( 'Or', 'rueda' ) }</span>
		</div>
	);
}
