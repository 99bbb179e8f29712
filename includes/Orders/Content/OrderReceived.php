<?php
/**
 * The order confirmation page.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Content;

use Rueda\Content\ShopIdentityMarkup;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\NotifiedGateway;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Settings\PageLinks;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Routes\OrderRoute;
use Rueda\Workshop\Content\AppointmentDetails;

/**
 * After paying, the shopper lands on the checkout page with `order-received={id}&key={key}`:
 * the checkout block then shows the order instead of the form, to whoever holds the key (or
 * to the customer the order belongs to).
 *
 * @since 0.1.0
 */
final class OrderReceived {

	public const QUERY_ARG = 'order-received';

	/**
	 * Hooks the confirmation into the checkout block.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'pre_render_block', array( $this, 'render' ), 10, 2 );
		add_filter( 'the_title', array( $this, 'title' ), 10, 2 );
		add_filter( 'document_title_parts', array( $this, 'document_title' ) );
		// Before do_blocks (priority 9), so that only the checkout block is rendered.
		add_filter( 'the_content', array( $this, 'content' ), 8 );
	}

	/**
	 * Whether the checkout page is showing an order confirmation.
	 *
	 * @since 0.1.0
	 */
	private static function confirming(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether the argument is there.
		return ! is_admin() && isset( $_GET[ self::QUERY_ARG ] ) && 0 !== PageLinks::get_page_id( 'checkout' );
	}

	/**
	 * The checkout page's title (its H1) reads "Order received" on the confirmation,
	 * not the checkout's own title.
	 *
	 * @since 0.1.0
	 *
	 * @param string $title   Title.
	 * @param int    $post_id Post the title belongs to.
	 */
	public function title( $title, $post_id = 0 ) {
		if ( self::confirming() && PageLinks::get_page_id( 'checkout' ) === (int) $post_id ) {
			return __( 'Order received', 'rueda' );
		}
		return $title;
	}

	/**
	 * The document title of the confirmation.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $parts Title parts.
	 * @return array<string,string>
	 */
	public function document_title( $parts ) {
		if ( self::confirming() && is_page( PageLinks::get_page_id( 'checkout' ) ) ) {
			$parts['title'] = __( 'Order received', 'rueda' );
		}
		return $parts;
	}

	/**
	 * On the confirmation the checkout page shows the checkout block alone: the page's
	 * other content (an introduction to filling in the checkout) is about the form.
	 *
	 * @since 0.1.0
	 *
	 * @param string $content Post content.
	 */
	public function content( $content ) {
		if ( ! self::confirming() || PageLinks::get_page_id( 'checkout' ) !== get_the_ID() || ! has_block( 'rueda/checkout', (string) $content ) ) {
			return $content;
		}
		$blocks = array_filter( parse_blocks( (string) $content ), static fn( array $block ) => 'rueda/checkout' === $block['blockName'] );
		return serialize_blocks( array_values( $blocks ) );
	}

	/**
	 * The confirmation page's address for an order.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function url( Order $order ): string {
		$page = PageLinks::get_url( 'checkout' );
		return add_query_arg(
			array(
				self::QUERY_ARG => $order->id(),
				'key'           => $order->key(),
			),
			'' !== $page ? $page : home_url( '/' )
		);
	}

	/**
	 * Replaces the checkout block's output when an order is being confirmed.
	 *
	 * @since 0.1.0
	 *
	 * @param string|null         $output Output so far (null to render normally).
	 * @param array<string,mixed> $block  Parsed block.
	 */
	public function render( ?string $output, array $block ): ?string {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only page guarded by the order key.
		if ( 'rueda/checkout' !== ( $block['blockName'] ?? '' ) || ! isset( $_GET[ self::QUERY_ARG ] ) ) {
			return $output;
		}
		$id  = absint( $_GET[ self::QUERY_ARG ] );
		$key = sanitize_text_field( wp_unslash( $_GET['key'] ?? '' ) );
		// phpcs:enable
		nocache_headers();
		// The block is not rendered, so its stylesheet is asked for here.
		wp_enqueue_style( 'rueda-checkout-style' );
		try {
			$order = OrderRoute::find_visible( $id, $key );
		} catch ( RouteException $unknown ) {
			return '<div class="rueda-order-received"><p>' . esc_html__( 'Sorry, this order is invalid and cannot be displayed.', 'rueda' ) . '</p>'
				. ( is_user_logged_in() ? '' : sprintf( '<p><a href="%s">%s</a></p>', esc_url( wp_login_url( (string) add_query_arg( array() ) ) ), esc_html__( 'Log in to see your orders.', 'rueda' ) ) )
				. '</div>';
		}
		return self::html( $order );
	}

	/**
	 * The confirmation of one order.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function html( Order $order ): string {
		$by_bank = ( new PaymentGateways() )->get( $order->payment_method() ) instanceof NotifiedGateway;
		if ( $by_bank && OrderStatus::PENDING === $order->status() ) {
			return self::awaiting_bank( $order );
		}
		$failed = in_array( $order->status(), array( 'failed', 'pending' ), true );
		$paid   = $by_bank && OrderStatus::PROCESSING === $order->status();
		$intro  = $failed
			? __( 'Unfortunately your order cannot be processed as the payment was not completed. Please try again.', 'rueda' )
			: __( 'Thank you. Your order has been received.', 'rueda' );
		// The page's H1 says "Order received" (see title()); a failed payment says so too.
		return '<div class="rueda-order-received">'
			. ( $failed ? '<h2>' . esc_html__( 'Payment pending', 'rueda' ) . '</h2>' : '' )
			. ( $paid ? '<h2 class="rueda-order-received__paid">' . esc_html__( 'Payment confirmed', 'rueda' ) . '</h2>' : '' )
			. '<p class="rueda-order-received__intro">' . esc_html( $intro ) . '</p>'
			. ( $failed ? '' : AppointmentDetails::html( $order ) )
			. OrderDetails::overview( $order )
			. InvoiceLinks::confirmation( $order )
			. ( $failed ? '' : OrderNextSteps::html( $order ) )
			. OrderDetails::payment_instructions( $order )
			. '<h3>' . esc_html__( 'Order details', 'rueda' ) . '</h3>'
			. OrderDetails::table( $order )
			. OrderDetails::addresses( $order )
			. ShopIdentityMarkup::html()
			. '</div>';
	}

	/**
	 * An order paid at a bank's page whose notification has not arrived yet: it says so
	 * and reloads itself every few seconds (a few minutes at most) until the bank has
	 * answered; the page is the shopper's own (order key, never cached).
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Pending order.
	 */
	private static function awaiting_bank( Order $order ): string {
		return '<div class="rueda-order-received rueda-order-received--awaiting-bank" aria-live="polite">'
			. '<h2>' . esc_html__( 'Waiting for the bank’s confirmation', 'rueda' ) . '</h2>'
			. '<p class="rueda-order-received__intro">' . esc_html__( 'Your bank has not confirmed the payment to us yet. It usually takes a few seconds: this page updates itself.', 'rueda' ) . '</p>'
			. '<noscript><meta http-equiv="refresh" content="10"></noscript>'
			. '<script>(function(){var k="rueda-awaiting-bank-' . (int) $order->id() . '",n=0;try{n=+(sessionStorage.getItem(k)||0);sessionStorage.setItem(k,n+1);}catch(e){}if(n<36){setTimeout(function(){location.reload();},5000);}})();</script>'
			. OrderDetails::overview( $order )
			. '<h3>' . esc_html__( 'Order details', 'rueda' ) . '</h3>'
			. OrderDetails::table( $order )
			. ShopIdentityMarkup::html()
			. '</div>';
	}
}
