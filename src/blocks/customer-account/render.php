<?php
/**
 * Server render of rueda/customer-account, the "Mi cuenta" page.
 *
 * Signed out: the sign-in form, posting to core's wp-login.php (it works without
 * JavaScript), the lost-password link, the sign-up form when the checkout settings allow
 * accounts, and the guest's order lookup; the last two post to rueda/v1 and the frontend
 * takes them over. Signed in: a greeting, the sign-out link, and the dashboard's place
 * (the frontend fills it). The wrapper carries the REST root, WordPress's `wp_rest` nonce
 * and the cart's URL for the frontend. Either way, a link that confirms a new account or
 * email address (AccountLinks) shows its button first, and the result after it.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner HTML (none).
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Account\AccountLinks;
use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\CheckoutData;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\PageLinks;

defined( 'ABSPATH' ) || exit;

$rueda_page_url = is_singular() ? (string) get_permalink( get_queried_object_id() ) : '';
if ( '' === $rueda_page_url ) {
	$rueda_page_url = PageLinks::get_url( 'myaccount' ) ? PageLinks::get_url( 'myaccount' ) : home_url( '/' );
}
$rueda_rest = rest_url( 'rueda/v1/' );
$rueda_data = array(
	'rest-root'  => esc_url_raw( rest_url() ),
	'rest-nonce' => wp_create_nonce( 'wp_rest' ),
	'cart-url'   => esc_url_raw( PageLinks::get_url( 'cart' ) ),
);

/**
 * One labelled input.
 *
 * @param string $id           Element id.
 * @param string $name         Field name.
 * @param string $label        Label text.
 * @param string $type         Input type.
 * @param string $autocomplete Autofill token.
 * @param bool   $required     Whether it is required.
 */
$rueda_field = static function ( string $id, string $name, string $label, string $type, string $autocomplete, bool $required = true ): string {
	return sprintf(
		'<div class="rueda-customer-account__field"><label for="%1$s">%2$s</label><input id="%1$s" name="%3$s" type="%4$s" autocomplete="%5$s"%6$s></div>',
		esc_attr( $id ),
		esc_html( $label ),
		esc_attr( $name ),
		esc_attr( $type ),
		esc_attr( $autocomplete ),
		$required ? ' required' : ''
	);
};

// The address forms and the orders read the countries and provinces from the checkout's data.
CheckoutData::want();

if ( is_user_logged_in() ) {
	$rueda_user = wp_get_current_user();
	$rueda_html = sprintf(
		'<div class="rueda-customer-account__header"><p class="rueda-customer-account__greeting">%1$s</p><a class="rueda-customer-account__logout" href="%2$s">%3$s</a></div>',
		sprintf(
			/* translators: %s: the customer's name. */
			esc_html__( 'Hello, %s', 'rueda' ),
			'<strong>' . esc_html( $rueda_user->display_name ) . '</strong>'
		),
		esc_url( wp_logout_url( $rueda_page_url ) ),
		esc_html__( 'Sign out', 'rueda' )
	);
	$rueda_html .= AccountLinks::notice();
	$rueda_html .= '<div class="rueda-customer-account__app" data-rueda-account="dashboard">'
		. BlockMarkup::skeleton( 4 )
		. '<noscript><p>' . esc_html__( 'Your account needs JavaScript to show your orders, addresses and payment methods.', 'rueda' ) . '</p></noscript>'
		. '</div>';
	echo BlockMarkup::wrapper( $block, $rueda_html, $rueda_data, array( 'class' => 'is-signed-in' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	return;
}

$rueda_login = sprintf(
	'<section class="rueda-customer-account__panel" aria-labelledby="rueda-account-login-title"><h2 id="rueda-account-login-title">%1$s</h2>'
		. '<form class="rueda-customer-account__form" method="post" action="%2$s">%3$s%4$s'
		. '<div class="rueda-customer-account__check"><input id="rueda-login-remember" name="rememberme" type="checkbox" value="forever"><label for="rueda-login-remember">%5$s</label></div>'
		. '<input type="hidden" name="redirect_to" value="%6$s">'
		. '<button type="submit" name="wp-submit" class="rueda-button">%7$s</button></form>'
		. '<p class="rueda-customer-account__lost"><a href="%8$s">%9$s</a></p></section>',
	esc_html__( 'Sign in', 'rueda' ),
	esc_url( site_url( 'wp-login.php', 'login_post' ) ),
	$rueda_field( 'rueda-login-user', 'log', __( 'Email address or username', 'rueda' ), 'text', 'username' ),
	$rueda_field( 'rueda-login-password', 'pwd', __( 'Password', 'rueda' ), 'password', 'current-password' ),
	esc_html__( 'Remember me', 'rueda' ),
	esc_url( $rueda_page_url ),
	esc_html__( 'Sign in', 'rueda' ),
	esc_url( wp_lostpassword_url( $rueda_page_url ) ),
	esc_html__( 'Forgot your password?', 'rueda' )
);

$rueda_register = '';
if ( ! empty( CheckoutSettings::get()['allows_signup'] ) ) {
	// Without JavaScript the form still posts to the route; the frontend takes it over.
	$rueda_register = sprintf(
		'<section class="rueda-customer-account__panel" aria-labelledby="rueda-account-register-title"><h2 id="rueda-account-register-title">%1$s</h2>'
			. '<div data-rueda-account="register"><form class="rueda-customer-account__form" method="post" action="%2$s">%3$s%4$s<div class="rueda-customer-account__pair">%5$s%6$s</div>'
			. '<button type="submit" class="rueda-button">%1$s</button></form></div></section>',
		esc_html__( 'Create an account', 'rueda' ),
		esc_url( $rueda_rest . 'account/register' ),
		$rueda_field( 'rueda-register-email', 'email', __( 'Email address', 'rueda' ), 'email', 'email' ),
		$rueda_field( 'rueda-register-password', 'password', __( 'Password', 'rueda' ), 'password', 'new-password' ),
		$rueda_field( 'rueda-register-first-name', 'first_name', __( 'First name (optional)', 'rueda' ), 'text', 'given-name', false ),
		$rueda_field( 'rueda-register-last-name', 'last_name', __( 'Last name (optional)', 'rueda' ), 'text', 'family-name', false )
	);
}

$rueda_lookup = sprintf(
	'<section class="rueda-customer-account__panel" aria-labelledby="rueda-account-lookup-title"><h2 id="rueda-account-lookup-title">%1$s</h2>'
		. '<p>%2$s</p>'
		. '<div data-rueda-account="order-lookup"><form class="rueda-customer-account__form" method="post" action="%3$s"><div class="rueda-customer-account__pair">%4$s%5$s</div>'
		. '<button type="submit" class="rueda-button">%6$s</button></form></div></section>',
	esc_html__( 'Find an order', 'rueda' ),
	esc_html__( 'Bought without an account? Enter the order number and the email address you used.', 'rueda' ),
	esc_url( $rueda_rest . 'account/order-lookup' ),
	$rueda_field( 'rueda-lookup-number', 'number', __( 'Order number', 'rueda' ), 'text', 'off' ),
	$rueda_field( 'rueda-lookup-email', 'email', __( 'Email address', 'rueda' ), 'email', 'email' ),
	esc_html__( 'Find order', 'rueda' )
);

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	AccountLinks::notice() . '<div class="rueda-customer-account__signed-out">' . $rueda_login . $rueda_register . $rueda_lookup . '</div>',
	$rueda_data,
	array( 'class' => 'is-signed-out' )
);
