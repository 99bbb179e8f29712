/**
 * The sandbox wallet's express button, 48 px high with a 4 px radius like
 * every express button (spec section 9). A click opens the "sheet" (the
 * express flow starts), hands over the payer's details as a real wallet does
 * (a test payer when the checkout has no complete address yet), pays at once
 * with a successful outcome and places the order; the close link gives up,
 * restoring the shopper's previous method.
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cartStore, checkoutStore, paymentStore } from '@rueda/runtime';

import type { CartResponse } from '@rueda/shared/api';

import type { PaymentMethodProps } from '@rueda/shared/payments';
import { EXPRESS_OUTCOME_KEY, SANDBOX_EXPRESS } from './constants';

const PAYMENT_DATA = { [ EXPRESS_OUTCOME_KEY ]: 'success' };

/** The wallet's test payer. */
const WALLET_ADDRESS = {
	first_name: 'Cliente',
	last_name: 'Rueda Pay',
	company: '',
	address_1: 'Calle de Alcalá, 1',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '',
};

function hasCompleteBilling( cart: CartResponse | null ): boolean {
	const billing = cart?.billing_address;
	return !! (
		billing?.email &&
		billing.first_name &&
		billing.address_1 &&
		billing.postcode &&
		billing.city &&
		billing.country
	);
}

export default function SandboxExpressButton( {
	onClick,
	onClose,
	onPaymentSetup,
	isEditor,
}: PaymentMethodProps ) {
	const isOpen = useSelect(
		( select ) =>
			select( paymentStore ).isExpressPaymentMethodActive() &&
			select( paymentStore ).getActivePaymentMethod() === SANDBOX_EXPRESS,
		[]
	);
	const registry = useRegistry();
	const { setPaymentMethodData } = useDispatch( paymentStore );
	const { placeOrder } = useDispatch( checkoutStore );
	const { updateCustomerData } = useDispatch( cartStore );

	// Payment setup answers with the wallet's outcome too, whatever ran before.
	useEffect( () => {
		if ( isEditor ) {
			return undefined;
		}
		return onPaymentSetup( ( { paymentMethod } ) =>
			paymentMethod === SANDBOX_EXPRESS
				? {
						type: 'success',
						meta: { paymentMethodData: PAYMENT_DATA },
					}
				: undefined
		);
	}, [ onPaymentSetup, isEditor ] );

	return (
		<div className="rueda-sandbox-express">
			<button
				type="button"
				className="rueda-button rueda-express-button"
				disabled={ isOpen }
				onClick={ async () => {
					onClick?.();
					setPaymentMethodData( PAYMENT_DATA );
					if (
						! hasCompleteBilling(
							registry.select( cartStore ).getCartData()
						)
					) {
						await updateCustomerData( {
							billing_address: {
								...WALLET_ADDRESS,
								email: 'rueda-pay@example.test',
							},
							shipping_address: WALLET_ADDRESS,
						} ).catch( () => undefined );
					}
					placeOrder();
				} }
			>
				{ __( 'Pay with Rueda Pay (test)', 'rueda' ) }
			</button>
			{ isOpen && (
				<button
					type="button"
					className="rueda-link-button rueda-express-checkout__close"
					onClick={ () => onClose?.() }
				>
					{ __( 'Close', 'rueda' ) }
				</button>
			) }
		</div>
	);
}
