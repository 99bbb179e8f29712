/**
 * The notice of the payment step when there is nothing to pay with (spec
 * section 8). Administrators learn that no payment method registered its UI;
 * shoppers are told to get in touch.
 */
import { __ } from '@wordpress/i18n';

/**
 * @param methods                  What can be paid with.
 * @param methods.registered       Payment method UIs registered on the page.
 * @param methods.available        Methods (not express) available for this cart.
 * @param methods.express          Express methods available for this cart.
 * @param methods.showErrorDetails Whether the viewer is an administrator.
 * @return The notice's text, or '' for none.
 */
export function getPaymentMethodsNotice( {
	registered,
	available,
	express,
	showErrorDetails,
}: {
	registered: number;
	available: number;
	express: number;
	showErrorDetails: boolean;
} ): string {
	if ( available > 0 ) {
		return '';
	}
	if ( express > 0 ) {
		return __(
			'Only express payment methods are available for this order. Please select one to continue.',
			'rueda'
		);
	}
	if ( registered === 0 && showErrorDetails ) {
		return __( 'No registered Payment Methods.', 'rueda' );
	}
	return __(
		'There are no payment methods available. Please contact us for help placing your order.',
		'rueda'
	);
}
