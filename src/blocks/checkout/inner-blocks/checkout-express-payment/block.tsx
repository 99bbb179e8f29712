/**
 * The express checkout area: its title, the express buttons (or, while they
 * load, a placeholder per button) and the divider to the rest of the form.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import ExpressPlaceholders from '@rueda/blocks/shared/payment-methods/express-placeholders';

export default function ExpressCheckout( {
	isLoading,
	placeholders,
	children,
}: {
	isLoading: boolean;
	placeholders: number;
	children?: ReactNode;
} ) {
	return (
		<div className="rueda-express-checkout">
			<h2 className="rueda-checkout-step__title">
				{ __( 'Express Checkout', 'rueda' ) }
			</h2>
			{ isLoading ? (
				<ExpressPlaceholders count={ placeholders } />
			) : (
				<div className="rueda-express-checkout__methods">
					{ children }
				</div>
			) }
			<div className="rueda-express-payment__divider">
				<span>{ __( 'Or continue below', 'rueda' ) }</span>
			</div>
		</div>
	);
}
