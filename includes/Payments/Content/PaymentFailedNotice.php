<?php
/**
 * The checkout after a payment at Redsys that did not go through (URLKO).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments\Content;

use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Payments\PaymentNotification;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Domain\Payments\Redsys\ResponseCodes;
use Rueda\Domain\Payments\Redsys\ShopperReturn;
use Rueda\Orders\Content\OrderDetails;

/**
 * Redsys sends the shopper back to `?rueda-payment-failed=<order key>` on the checkout
 * page. Above the checkout block: why, in Spanish (the meaning of Ds_Response when the
 * bank's signed parameters came back and verified, else a general "the payment was not
 * completed"), and a button to try again, which goes to the pay page (a fresh Ds_Order;
 * a declined order is paid again with its stock held again). The order took the cart: while
 * nothing new is in it, the order's lines and totals stand where the checkout would say
 * the cart is empty. Only the order's key leads there, so the page names no person (no
 * address, no email); it is not cached.
 *
 * @since 0.6.0
 */
final class PaymentFailedNotice {

	/**
	 * Hooks the notice.
	 *
	 * @since 0.6.0
	 */
	public function register(): void {
		add_filter( 'render_block', array( $this, 'render' ), 10, 2 );
	}

	/**
	 * Puts the notice above the checkout block when the address asks for it.
	 *
	 * @since 0.6.0
	 *
	 * @param string              $content The block's output.
	 * @param array<string,mixed> $block   Parsed block.
	 */
	public function render( $content, $block ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read only, guarded by the order key.
		if ( 'rueda/checkout' !== ( $block['blockName'] ?? '' ) || ! isset( $_GET[ RedsysGateway::FAILED_QUERY_ARG ] ) ) {
			return (string) $content;
		}
		nocache_headers();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read only, guarded by the order key.
		$key    = sanitize_text_field( wp_unslash( (string) $_GET[ RedsysGateway::FAILED_QUERY_ARG ] ) );
		$order  = RedsysGateway::payable_order( $key, get_current_user_id() );
		$notice = self::html( $order, RedsysReturn::last() );
		if ( $order && ! ( new CartService() )->load( new CartSession() )->items ) {
			return $notice . '<section class="rueda-payment-failed__order"><h2>' . esc_html__( 'Order details', 'rueda' ) . '</h2>' . OrderDetails::table( $order ) . '</section>';
		}
		return $notice . $content;
	}

	/**
	 * The notice for the order and what the bank's return said.
	 *
	 * @since 0.6.0
	 *
	 * @param Order|null               $order    The order the key names, while it can be paid (null: none).
	 * @param PaymentNotification|null $returned What the signed parameters said (null: none).
	 */
	public static function html( ?Order $order, ?PaymentNotification $returned ): string {
		$code   = $returned && PaymentNotification::DECLINED === $returned->outcome ? ShopperReturn::response_code( $returned ) : '';
		$reason = '' !== $code
			/* translators: %s: the bank's reason, e.g. "Insufficient funds." */
			? sprintf( __( 'The payment was not completed: %s', 'rueda' ), ResponseCodes::meaning( $code ) )
			: __( 'The payment was not completed.', 'rueda' );
		$retry = $order
			? '<p><a class="wp-element-button" href="' . esc_url( RedsysGateway::pay_url( $order ) ) . '">' . esc_html__( 'Try again', 'rueda' ) . '</a></p>'
			: '';
		// Drawn as the shop's other error notices (.rueda-notice, shared styles).
		return '<div class="rueda-notice is-error rueda-payment-failed" role="alert"><div><p>' . esc_html( $reason ) . ' ' . esc_html__( 'No money has been taken.', 'rueda' ) . '</p>' . $retry . '</div></div>';
	}
}
