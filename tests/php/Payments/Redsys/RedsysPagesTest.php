<?php
/**
 * The shop's pages around a Redsys payment: the way to the bank and the ways back.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Orders\Content\OrderReceived;
use Rueda\Payments\Content\PaymentFailedNotice;
use Rueda\Payments\Content\RedsysPayPage;
use Rueda\Payments\Content\RedsysReturn;
use Rueda\Storage\StockHolds;

/**
 * The pay page posts a fresh attempt to the bank; URLOK's confirmation page waits for the
 * bank and then says the payment is confirmed; URLKO's checkout says why in Spanish and
 * lets the shopper try again.
 */
final class RedsysPagesTest extends RedsysTestCase {

	protected function tear_down(): void {
		unset( $_GET['Ds_SignatureVersion'], $_GET['Ds_MerchantParameters'], $_GET['Ds_Signature'], $_GET[ RedsysGateway::FAILED_QUERY_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test's own request.
		parent::tear_down();
	}

	public function test_the_pay_page_posts_a_fresh_attempt_to_the_bank_at_once(): void {
		$order = $this->order( $this->place()['order_id'] );

		$first  = ( new RedsysPayPage() )->html( $order->key() );
		$second = ( new RedsysPayPage() )->html( $order->key() );

		$this->assertStringContainsString( '<form id="rueda-redsys" method="post" action="https://sis-t.redsys.es:25443/sis/realizarPago">', $first );
		$this->assertStringContainsString( '<input type="hidden" name="Ds_SignatureVersion" value="HMAC_SHA256_V1">', $first );
		$this->assertStringContainsString( esc_html__( 'Continue to payment', 'rueda' ) . '</button>', $first, 'a button without JavaScript' );
		$this->assertStringContainsString( '.submit();', $first );
		$this->assertStringContainsString( 'noindex', $first );
		$this->assertCount( 3, ( new \Rueda\Domain\Payments\Redsys\Attempts() )->all( $order->id() ), 'the checkout\'s attempt and one per visit' );
		$this->assertNotSame( $this->parameters( $first )['DS_MERCHANT_ORDER'], $this->parameters( $second )['DS_MERCHANT_ORDER'], 'never the same Ds_Order twice' );
	}

	public function test_the_pay_page_shows_nothing_of_an_order_without_its_key_or_owner(): void {
		$order = $this->order( $this->place()['order_id'] );

		$this->assertStringNotContainsString( '<form', ( new RedsysPayPage() )->html( 'wc_order_nope' ) );
		$this->assertStringNotContainsString( '<form', ( new RedsysPayPage() )->html( '' ) );

		global $wpdb;
		$wpdb->update( \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), array( 'customer_id' => $this->create_user( 'customer' ) ), array( 'id' => $order->id() ) );
		$this->assertStringNotContainsString( '<form', ( new RedsysPayPage() )->html( $order->key() ), 'a customer\'s order, for that customer only' );
	}

	public function test_a_declined_order_is_paid_again_with_a_fresh_attempt_and_its_stock_held_again(): void {
		$order = $this->order( $this->place()['order_id'] );
		$this->notify( $this->signed( $this->answer( $this->attempt( $order->id() ), array( 'Ds_Response' => '0190' ) ) ) );
		$this->assertSame( OrderStatus::FAILED, $this->order( $order->id() )->status() );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ) );

		$page = ( new RedsysPayPage() )->html( $order->key() );

		$this->assertStringContainsString( '<form id="rueda-redsys"', $page );
		$this->assertSame( $this->attempt( $order->id() )['ds_order'], $this->parameters( $page )['DS_MERCHANT_ORDER'] );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order->id() )->status() );
		$this->assertSame( 1, ( new StockHolds() )->held( $this->sku( self::TYRE ) ) );

		$this->notify( $this->signed( $this->answer( $this->attempt( $order->id() ) ) ) );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order->id() )->status(), 'the retry pays it' );
	}

	public function test_the_confirmation_page_waits_for_the_bank_then_says_the_payment_is_confirmed(): void {
		$order = $this->order( $this->place()['order_id'] );

		$waiting = OrderReceived::html( $order );

		$this->assertStringContainsString( esc_html__( 'Waiting for the bank’s confirmation', 'rueda' ), $waiting );
		$this->assertStringNotContainsString( esc_html__( 'Unfortunately your order cannot be processed as the payment was not completed. Please try again.', 'rueda' ), $waiting );
		$this->assertStringContainsString( 'location.reload()', $waiting, 'it updates itself' );

		$this->notify( $this->signed( $this->answer( $this->attempt( $order->id() ) ) ) );
		$paid = OrderReceived::html( $this->order( $order->id() ) );

		$this->assertStringContainsString( esc_html__( 'Payment confirmed', 'rueda' ), $paid );
		$this->assertStringNotContainsString( 'location.reload()', $paid );
	}

	public function test_the_signed_parameters_on_the_urlok_return_pay_the_order_before_the_page_is_drawn(): void {
		$order = $this->order( $this->place()['order_id'] );
		$_GET += $this->signed( $this->answer( $this->attempt( $order->id() ) ) );

		( new RedsysReturn() )->maybe_apply();

		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order->id() )->status() );
		$this->assertStringContainsString( esc_html__( 'Payment confirmed', 'rueda' ), OrderReceived::html( $this->order( $order->id() ) ) );
		$this->assertSame( 200, $this->notify( $this->signed( $this->answer( $this->attempt( $order->id() ) ) ) )->get_status(), 'the late notification' );
		$this->assertCount( 1, array_filter( (array) $this->order( $order->id() )->meta( '_history' ), static fn( array $entry ) => OrderStatus::PROCESSING === $entry['to'] ), 'changes nothing' );
	}

	public function test_a_forged_return_changes_nothing(): void {
		$order = $this->order( $this->place()['order_id'] );
		$_GET += $this->signed( $this->answer( $this->attempt( $order->id() ) ), 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev' );

		( new RedsysReturn() )->maybe_apply();

		$this->assertNull( RedsysReturn::last() );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order->id() )->status() );
	}

	public function test_the_checkout_says_why_the_payment_failed_and_offers_to_try_again(): void {
		$order = $this->order( $this->place()['order_id'] );

		$generic = PaymentFailedNotice::html( $order, null );

		$this->assertStringContainsString( esc_html__( 'The payment was not completed.', 'rueda' ), $generic );
		$this->assertStringStartsWith( '<div class="rueda-notice is-error rueda-payment-failed" role="alert">', $generic, 'an error notice' );
		$this->assertStringContainsString( esc_url( RedsysGateway::pay_url( $order ) ), $generic );

		$_GET += $this->signed( $this->answer( $this->attempt( $order->id() ), array( 'Ds_Response' => '0116' ) ) );
		( new RedsysReturn() )->maybe_apply();
		$declined = PaymentFailedNotice::html( $this->order( $order->id() ), RedsysReturn::last() );

		/* translators: %s: the bank's reason. */
		$this->assertStringContainsString( esc_html( sprintf( __( 'The payment was not completed: %s', 'rueda' ), __( 'Insufficient funds.', 'rueda' ) ) ), $declined );
		$this->assertSame( OrderStatus::FAILED, $this->order( $order->id() )->status() );
		$this->assertStringContainsString( esc_url( RedsysGateway::pay_url( $order ) ), $declined, 'the same order, again' );
		$this->assertStringNotContainsString( 'Lucía', $declined, 'no personal data' );
	}

	public function test_with_the_cart_empty_the_failed_checkout_shows_the_order_instead(): void {
		$order                                   = $this->order( $this->place()['order_id'] );
		$_GET[ RedsysGateway::FAILED_QUERY_ARG ] = $order->key();
		$checkout                                = array( 'blockName' => 'rueda/checkout' );

		$page = ( new PaymentFailedNotice() )->render( '<div class="rueda-checkout"></div>', $checkout );

		$this->assertStringContainsString( esc_html__( 'Order details', 'rueda' ), $page );
		$this->assertStringContainsString( esc_html( $order->lines( 'line_item' )[0]['name'] ), $page );
		$this->assertStringNotContainsString( 'rueda-checkout', $page, 'no empty checkout' );
		$this->assertStringNotContainsString( 'Lucía', $page, 'no personal data' );

		$this->add( self::TYRE );
		$this->assertStringContainsString( 'rueda-checkout', ( new PaymentFailedNotice() )->render( '<div class="rueda-checkout"></div>', $checkout ), 'a cart filled again is checked out as usual' );

		$_GET[ RedsysGateway::FAILED_QUERY_ARG ] = 'wc_order_forged';
		$forged                                  = ( new PaymentFailedNotice() )->render( '<div class="rueda-checkout"></div>', $checkout );
		$this->assertStringNotContainsString( esc_html__( 'Order details', 'rueda' ), $forged, 'a wrong key shows no order' );
	}

	/**
	 * The decoded Ds_MerchantParameters of a pay page.
	 *
	 * @param string $html The page.
	 * @return array<string,mixed>
	 */
	private function parameters( string $html ): array {
		$this->assertSame( 1, preg_match( '/name="Ds_MerchantParameters" value="([^"]+)"/', $html, $match ) );
		return $this->decode( html_entity_decode( $match[1] ) );
	}
}
