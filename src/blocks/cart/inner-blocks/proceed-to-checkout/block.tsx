/**
 * The button to the checkout page.
 */
import { __ } from '@wordpress/i18n';

/** The button's text when the shop owner has not set one. */
export function getDefaultLabel(): string {
	return __( 'Proceed to checkout', 'rueda' );
}

export default function ProceedToCheckout( {
	href,
	label,
}: {
	href: string;
	label: string;
} ) {
	return (
		<a className="rueda-button rueda-proceed-to-checkout" href={ href }>
			{ label }
		</a>
	);
}
