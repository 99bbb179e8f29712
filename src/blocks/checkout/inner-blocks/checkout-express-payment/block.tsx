/**
 * The express checkout area: its title, the express buttons (or, while they
 * load, a placeholder per button) and the divider to the rest of the form.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/** Placeholders shown while the number of express methods is unknown (spec section 9). */
export const DEFAULT_EXPRESS_PLACEHOLDERS = 2;

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
				<div
					className="rueda-express-checkout__placeholders"
					aria-hidden="true"
				>
					{ Array.from(
						{
							length:
								placeholders || DEFAULT_EXPRESS_PLACEHOLDERS,
						},
						( _, index ) => (
							<span
								key={ index }
								className="rueda-skeleton__line rueda-express-checkout__placeholder"
							/>
						)
					) }
				</div>
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
