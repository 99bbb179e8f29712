/**
 * The sandbox wallet's express button, 48 px high with a 4 px radius like
 * every express button (spec section 9). A click opens the "sheet" (the
 * express flow starts), pays at once with a successful outcome and places the
 * order; the close link gives up, restoring the shopper's previous method.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { checkoutStore, paymentStore } from '@rueda/runtime';

import type { PaymentMethodProps } from '../../../shared/payments';
import { EXPRESS_OUTCOME_KEY, SANDBOX_EXPRESS } from './constants';

const PAYMENT_DATA = { [ EXPRESS_OUTCOME_KEY ]: 'success' };

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
	const { setPaymentMethodData } = useDispatch( paymentStore );
	const { placeOrder } = useDispatch( checkoutStore );

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
				onClick={ () => {
					onClick?.();
					setPaymentMethodData( PAYMENT_DATA );
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
