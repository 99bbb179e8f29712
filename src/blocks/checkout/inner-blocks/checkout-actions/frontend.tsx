/**
 * rueda/checkout-actions on the live site: the place-order button follows the
 * checkout's status (spec section 4) and starts placing the order; its text
 * is the shop owner's, through the `placeOrderButtonLabel` filter; the link
 * back to the cart shows unless the shop owner hid it (data-show-return-to-cart),
 * with their text (data-return-to-cart-button-label).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	cartStore,
	checkoutStore,
	getShopSettings,
	paymentStore,
	useCheckoutFilter,
	type InnerBlockProps,
} from '@rueda/runtime';

import { getCheckoutSettings } from '../../checkout-settings';
import { getPlaceOrderButtonState } from '../../place-order-state';
import {
	readBoolean,
	readText,
} from '@rueda/blocks/shared/frontend/attributes';
import CheckoutActions, { getDefaultPlaceOrderText } from './block';

export default function CheckoutActionsBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const state = useSelect(
		( select ) =>
			getPlaceOrderButtonState( {
				status: select( checkoutStore ).getCheckoutStatus(),
				hasError: select( checkoutStore ).hasError(),
				isCalculating: select( checkoutStore ).isCalculating(),
				isExpressActive:
					select( paymentStore ).isExpressPaymentMethodActive(),
			} ),
		[]
	);
	const cart = useSelect(
		( select ) => select( cartStore ).getCartData(),
		[]
	);
	const buttonText = useCheckoutFilter( {
		filterName: 'placeOrderButtonLabel',
		defaultValue:
			getCheckoutSettings().orderButtonText || getDefaultPlaceOrderText(),
		extensions: cart?.extensions,
		arg: { cart },
	} );
	const { placeOrder } = useDispatch( checkoutStore );
	return (
		<div className={ className }>
			<CheckoutActions
				buttonText={ buttonText }
				state={ state }
				onPlaceOrder={ () => placeOrder() }
				cartUrl={
					readBoolean( attributes.showReturnToCart, true )
						? getShopSettings().links.cart
						: ''
				}
				returnText={ readText(
					attributes.returnToCartButtonLabel,
					''
				) }
			/>
		</div>
	);
}
