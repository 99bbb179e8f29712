<?php
/**
 * The page that takes the shopper to Redsys.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments\Content;

use Rueda\Domain\Checkout\CheckoutService;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Domain\ShopException;

/**
 * `?rueda-redsys-pay=<order key>` (the checkout's redirect_url): a small page that posts
 * a freshly signed form to the bank's payment page at once, with a "Continuar al pago"
 * button for browsers without JavaScript. Every visit is a new attempt with its own
 * Ds_Order, so going back and forth never repeats one at the bank (SIS0051); a failed
 * order (a declined card) is paid again as pay-for-order does, its stock held again. No nonce (a
 * guest's page must work from any cache of the checkout), but the order key, as the
 * confirmation page; never cached (`Cache-Control: no-store`) and never indexed. An
 * order that is not waiting for a Redsys payment goes to its confirmation page instead.
 *
 * @since 0.6.0
 */
final class RedsysPayPage {

	/**
	 * Hooks the page.
	 *
	 * @since 0.6.0
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Prints the page and stops when the address asks for it.
	 *
	 * @since 0.6.0
	 */
	public function maybe_render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- guarded by the order key.
		if ( ! isset( $_GET[ RedsysGateway::PAY_QUERY_ARG ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- guarded by the order key.
		$key = sanitize_text_field( wp_unslash( (string) $_GET[ RedsysGateway::PAY_QUERY_ARG ] ) );
		echo $this->html( $key ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where built.
		exit;
	}

	/**
	 * The page for an order key, with its headers sent.
	 *
	 * @since 0.6.0
	 *
	 * @param string $key Order key.
	 */
	public function html( string $key ): string {
		nocache_headers();
		if ( ! headers_sent() ) {
			header( 'Cache-Control: no-store, private' );
			header( 'X-Robots-Tag: noindex, nofollow' );
			header( 'Referrer-Policy: no-referrer' );
			header( 'Content-Type: text/html; charset=utf-8' );
		}
		$order   = RedsysGateway::payable_order( $key, get_current_user_id() );
		$gateway = $order ? ( new PaymentGateways() )->get( $order->payment_method() ) : null;
		if ( ! $order || ! $gateway instanceof RedsysGateway ) {
			status_header( 404 );
			return $this->page( '<p>' . esc_html__( 'This order is not waiting for a payment. If you have just paid, check your email or your orders.', 'rueda' ) . '</p><p><a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html__( 'Back to the shop', 'rueda' ) . '</a></p>' );
		}
		try {
			$form = OrderStatus::FAILED === $order->status() ? $this->retry( $order, $gateway ) : $gateway->form( $order );
		} catch ( ShopException $refused ) {
			status_header( 409 );
			return $this->page( '<p>' . esc_html( $refused->getMessage() ) . '</p><p><a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html__( 'Back to the shop', 'rueda' ) . '</a></p>' );
		}
		$inputs = '';
		foreach ( $form['fields'] as $name => $value ) {
			$inputs .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( $name ), esc_attr( $value ) );
		}
		return $this->page(
			'<form id="rueda-redsys" method="post" action="' . esc_url( $form['url'] ) . '">' . $inputs
			. '<p>' . esc_html__( 'Taking you to your bank’s secure payment page…', 'rueda' ) . '</p>'
			. '<p><button type="submit">' . esc_html__( 'Continue to payment', 'rueda' ) . '</button></p></form>'
			. '<script>document.getElementById("rueda-redsys").submit();</script>'
		);
	}

	/**
	 * Pays a failed order again, as the Store API's pay-for-order does: its stock, coupons
	 * and bay held again and a fresh attempt.
	 *
	 * @param Order         $order   Failed order.
	 * @param RedsysGateway $gateway Its gateway.
	 * @return array{url:string,fields:array<string,string>}
	 * @throws ShopException When it cannot be paid now (the stock is gone).
	 */
	private function retry( Order $order, RedsysGateway $gateway ): array {
		$result  = ( new CheckoutService() )->pay_order( $order, $gateway->id(), array() );
		$details = $result->payment->details;
		if ( ! $result->payment->is_accepted() || '' === (string) ( $details['redsys_url'] ?? '' ) ) {
			throw new ShopException( RedsysGateway::UNPAYABLE, '' !== $result->payment->message ? $result->payment->message : __( 'This order cannot be paid now. Please contact us.', 'rueda' ), 409 );
		}
		return array(
			'url'    => (string) $details['redsys_url'],
			'fields' => array_intersect_key( $details, array_flip( array( 'Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature' ) ) ),
		);
	}

	/**
	 * A bare page around some content.
	 *
	 * @param string $body Escaped content.
	 */
	private function page( string $body ): string {
		return '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>'
			. esc_html__( 'Payment', 'rueda' ) . ' – ' . esc_html( get_bloginfo( 'name' ) ) . '</title>'
			. '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;text-align:center}button{font-size:1rem;padding:.75rem 1.5rem;cursor:pointer}</style></head><body>'
			. $body . '</body></html>';
	}
}
