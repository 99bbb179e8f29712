/**
 * rueda/checkout-actions on the live site: the place-order button follows the
 * checkout's status (spec section 4) and starts placing the order.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	checkoutStore,
	getShopSettings,
	paymentStore,
	type InnerBlockProps,
} from '@rueda/runtime';

import { getCheckoutSettings } from '../../checkout-settings';
import { getPlaceOrderButtonState } from '../../place-order-state';
import CheckoutActions from './block';

export default function CheckoutActionsBlock( { className }: InnerBlockProps ) {
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
	const { placeOrder } = useDispatch( checkoutStore );
	return (
		<div className={ className }>
			<CheckoutActions
				buttonText={ getCheckoutSettings().orderButtonText }
				state={ state }
				onPlaceOrder={ () => placeOrder() }
				cartUrl={ getShopSettings().links.cart }
			/>
		</div>
	);
}
