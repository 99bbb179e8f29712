/**
 * The link back to the cart and the place-order button, which shows a
 * spinner while the order is placed and a redirect icon once it is.
 */
import { __ } from '@wordpress/i18n';

import type { PlaceOrderButtonState } from '../../place-order-state';

/**
 * The button's text when neither the shop owner nor an extension set one: it
 * must say that ordering means paying (art. 98.2 TRLGDCU, Directive
 * 2011/83/EU art. 8.2).
 */
export function getDefaultPlaceOrderText(): string {
	return __( 'Order with obligation to pay', 'rueda' );
}

export default function CheckoutActions( {
	buttonText,
	state,
	onPlaceOrder,
	cartUrl,
	returnText = '',
}: {
	/** '' for the default text. */
	buttonText: string;
	state: PlaceOrderButtonState;
	onPlaceOrder: () => void;
	/** '' hides the link back to the cart. */
	cartUrl: string;
	/** '' for the default text. */
	returnText?: string;
} ) {
	return (
		<div className="rueda-checkout-actions">
			{ cartUrl && (
				<a className="rueda-checkout-actions__return" href={ cartUrl }>
					{ returnText || __( 'Return to Cart', 'rueda' ) }
				</a>
			) }
			<button
				type="button"
				className="rueda-button rueda-place-order"
				disabled={ state.disabled }
				aria-busy={ state.busy || undefined }
				onClick={ onPlaceOrder }
			>
				{ state.icon === 'spinner' && (
					<span className="rueda-spinner" aria-hidden="true" />
				) }
				{ state.icon === 'redirect' && (
					<span
						className="rueda-place-order__redirect"
						aria-hidden="true"
					>
						&#10003;
					</span>
				) }
				<span className="rueda-place-order__text">
					{ buttonText || getDefaultPlaceOrderText() }
				</span>
			</button>
		</div>
	);
}
