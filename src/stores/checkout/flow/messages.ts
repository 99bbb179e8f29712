/**
 * The shopper-facing messages of the checkout flow (spec sections 5 and 8).
 * Functions, so each is translated in the page's current locale.
 */
import { __ } from '@wordpress/i18n';

export const fixErrorsHeading = () =>
	__( 'Please fix the following errors before continuing.', 'rueda' );

export const shippingOptionRequired = () =>
	__( 'Sorry, this order requires a shipping option.', 'rueda' );

export const paymentOptionProblem = () =>
	__( 'There was a problem with your payment option.', 'rueda' );

export const shippingOptionProblem = () =>
	__( 'There was a problem with your shipping option.', 'rueda' );

export const cartUnavailable = () =>
	__( 'Unable to get cart data from the API.', 'rueda' );

/** What shoppers read when a checkout listener threw (spec section 8). */
export const somethingWentWrong = () =>
	__( 'Something went wrong. Please contact us to get assistance.', 'rueda' );

export const paymentMethodDifficulties = () =>
	__(
		'We are experiencing difficulties with this payment method. Please contact us for assistance.',
		'rueda'
	);

/**
 * When the order answer was not valid JSON (or never came).
 *
 * @param isLoggedIn Whether the shopper has an account to look at.
 */
export const orderFailedWithoutAnswer = ( isLoggedIn: boolean ) =>
	isLoggedIn
		? __(
				"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
				'rueda'
			)
		: __(
				'Something went wrong when placing the order. Check your email for order updates before retrying.',
				'rueda'
			);
