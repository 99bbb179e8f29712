/**
 * The button to the checkout page.
 */
import { __ } from '@wordpress/i18n';

export default function ProceedToCheckout( { href }: { href: string } ) {
	return (
		<a className="rueda-button rueda-proceed-to-checkout" href={ href }>
			{ __( 'Proceed to checkout', 'rueda' ) }
		</a>
	);
}
