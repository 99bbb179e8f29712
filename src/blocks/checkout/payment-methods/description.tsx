/**
 * The content of a method that needs no input: its description from the
 * shop settings (e.g. how a bank transfer works).
 */
import { getCheckoutSettings } from '../checkout-settings';

export function createDescription( name: string ) {
	return function PaymentMethodDescription() {
		const description =
			getCheckoutSettings().paymentMethods[ name ]?.description ?? '';
		return description ? (
			<p className="rueda-payment-method__description">{ description }</p>
		) : null;
	};
}
