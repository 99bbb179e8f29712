<?php
/**
 * GET /order/{id}, POST /checkout/{id}, the confirmation page and the emails.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Orders\Content\OrderReceived;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * Orders after checkout, seen and paid by whom they belong to.
 */
final class OrderRoutesTest extends CheckoutTestCase {

	public function test_an_order_is_visible_with_its_key_only(): void {
		$this->add( self::TYRE );
		$order = $this->checkout( $this->payload() )->get_data();
		$path  = '/wc/store/v1/order/' . $order['order_id'];

		$keyed = $this->get_order( $order['order_id'], $order['order_key'] );
		$this->assertSame( 200, $keyed->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $keyed->get_data()['status'] );
		$this->assertSame( 1, $keyed->get_data()['items'][0]['quantity'] );
		$this->assertSame( 'no-store', $keyed->get_headers()['Cache-Control'] );

		foreach ( array( '', 'wc_order_wrong', $order['order_key'] . 'x' ) as $key ) {
			$refused = $this->get_order( $order['order_id'], $key );
			$this->assertSame( array( 404, 'woocommerce_rest_invalid_order' ), array( $refused->get_status(), $refused->get_data()['code'] ), $key );
		}
		$this->assertSame( 404, $this->get_order( 999999, $order['order_key'] )->get_status() );
	}

	/**
	 * GET /order/{id}.
	 *
	 * @param int    $id  Order id.
	 * @param string $key Order key ('' for none).
	 */
	private function get_order( int $id, string $key ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/order/' . $id );
		if ( '' !== $key ) {
			$request->set_query_params( array( 'key' => $key ) );
		}
		return rest_do_request( $request );
	}

	public function test_a_customers_order_is_visible_to_that_customer_only(): void {
		$owner = $this->create_user( 'subscriber' );
		wp_set_current_user( $owner );
		$this->add( self::TYRE );
		$order = $this->checkout( $this->payload() )->get_data();

		$this->assertSame( 200, $this->get_order( $order['order_id'], '' )->get_status(), 'owner without key' );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 404, $this->get_order( $order['order_id'], $order['order_key'] )->get_status(), 'another customer with the key' );
		wp_set_current_user( 0 );
		$this->assertSame( 404, $this->get_order( $order['order_id'], $order['order_key'] )->get_status(), 'a visitor with the key' );
	}

	public function test_a_failed_order_is_paid_later_with_its_key(): void {
		$this->add( self::TYRE );
		$stock  = $this->stock( self::TYRE );
		$failed = $this->checkout( $this->payload( array(), '4000000000000002' ) )->get_data()['data']['order'];
		$pay    = array(
			'key'            => $failed['order_key'],
			'payment_method' => SandboxCard::ID,
			'payment_data'   => $this->payload()['payment_data'],
		);
		$path   = '/wc/store/v1/checkout/' . $failed['order_id'];

		$wrong_key = $this->rest( 'POST', $path, array( 'key' => 'wc_order_nope' ) + $pay, array( 'Nonce' => StoreNonce::create() ) );
		$this->assertSame( 404, $wrong_key->get_status() );

		$paid = $this->rest( 'POST', $path, $pay, array( 'Nonce' => StoreNonce::create() ) );
		$this->assertSame( 200, $paid->get_status(), wp_json_encode( $paid->get_data() ) );
		$this->assertSame( OrderStatus::PROCESSING, $paid->get_data()['status'] );
		$this->assertSame( $stock - 1, $this->stock( self::TYRE ) );

		$twice = $this->rest( 'POST', $path, $pay, array( 'Nonce' => StoreNonce::create() ) );
		$this->assertSame( array( 409, 'rueda_order_not_payable' ), array( $twice->get_status(), $twice->get_data()['code'] ) );
	}

	public function test_cancelling_a_paid_order_gives_stock_and_the_coupon_back(): void {
		$this->add( self::TYRE );
		$this->write( 'apply-coupon', array( 'code' => 'UNSOLOUSO' ) );
		$stock = $this->stock( self::TYRE );
		$id    = $this->checkout( $this->payload() )->get_data()['order_id'];
		$this->assertSame( $stock - 1, $this->stock( self::TYRE ) );

		$cancelled = ( new \Rueda\Domain\Orders\OrderLifecycle() )->change( $this->order( $id ), OrderStatus::CANCELLED, 'test' );
		$this->assertSame( OrderStatus::CANCELLED, $cancelled->status() );
		$this->assertSame( OrderStatus::CANCELLED, $this->order( $id )->status() );
		$this->assertSame( array( 'processing', 'cancelled' ), array_column( $this->order( $id )->meta( '_history' ), 'to' ) );

		$this->assertSame( $stock, $this->stock( self::TYRE ) );
		$this->add( self::TYRE );
		$this->assertSame( 200, $this->write( 'apply-coupon', array( 'code' => 'UNSOLOUSO' ) )->get_status() );
		( new \Rueda\Domain\Orders\OrderLifecycle() )->change( $this->order( $id ), OrderStatus::CANCELLED, 'twice' );
		$this->assertSame( $stock, $this->stock( self::TYRE ), 'no double restock' );
	}

	public function test_the_confirmation_page_shows_the_order_with_bank_details(): void {
		update_option(
			\Rueda\Domain\Payments\PaymentSettings::OPTION,
			array(
				'gateways' => array(
					BankTransfer::ID => array(
						'settings' => array(
							'holder' => 'Neumáticos y Taller SL',
							'iban'   => 'ES91 2100 0418 4502 0005 1332',
							'bank'   => 'CaixaBank',
							'bic'    => 'CAIXESBBXXX',
						),
					),
				),
			)
		);
		$this->add( self::TYRE );
		$body = $this->checkout(
			$this->payload(
				array(
					'payment_method' => BankTransfer::ID,
					'payment_data'   => array(),
				)
			)
		)->get_data();
		$this->assertSame( OrderStatus::ON_HOLD, $body['status'] );

		$_GET = array(
			OrderReceived::QUERY_ARG => (string) $body['order_id'],
			'key'                    => $body['order_key'],
		);
		$html = do_blocks( '<!-- wp:rueda/checkout /-->' );

		// "Order received" is now the page's H1 (OrderReceived::title()), not a heading of the block.
		$this->assertStringContainsString( __( 'Thank you. Your order has been received.', 'rueda' ), $html );
		$this->assertTrue( wp_style_is( 'rueda-checkout-style', 'enqueued' ), 'the checkout styles dress the confirmation' );
		$this->assertStringContainsString( 'ES91 2100 0418 4502 0005 1332', $html );
		$this->assertStringContainsString( 'Lucía Martín', $html );

		$_GET['key'] = 'wc_order_wrong';
		$refused     = do_blocks( '<!-- wp:rueda/checkout /-->' );
		$this->assertStringContainsString( __( 'Sorry, this order is invalid and cannot be displayed.', 'rueda' ), $refused );
		$this->assertStringNotContainsString( 'Lucía', $refused );
		$_GET = array();
	}

	public function test_html_typed_into_addresses_stays_inert_on_the_page_and_in_the_email(): void {
		$this->add( self::TYRE );
		$evil    = array(
			'first_name' => '<script>alert(1)</script>Lucía',
			'company'    => 'Taller "El Rápido" & Cía <img src=x onerror=alert(2)>',
			'address_1'  => "Calle Mayor 5'); DROP TABLE wp_posts; --",
		);
		$payload = array_replace_recursive(
			$this->payload(),
			array(
				'billing_address'  => $evil,
				'shipping_address' => $evil,
			)
		);

		$body = $this->checkout( $payload )->get_data();
		$_GET = array(
			OrderReceived::QUERY_ARG => (string) $body['order_id'],
			'key'                    => $body['order_key'],
		);
		$html = do_blocks( '<!-- wp:rueda/checkout /-->' );
		$_GET = array();

		foreach ( array( $html, $this->mails[0]['message'] ) as $output ) {
			$this->assertStringNotContainsString( '<script', $output );
			$this->assertStringNotContainsString( '<img', $output );
			$this->assertStringContainsString( 'Taller &quot;El Rápido&quot; &amp; Cía', $output );
			$this->assertStringContainsString( 'DROP TABLE wp_posts', $output, 'kept as text' );
		}
		$this->assertNotEmpty(
			get_posts(
				array(
					'post_type'   => 'page',
					'numberposts' => 1,
				)
			),
			'nothing dropped'
		);
	}

	public function test_the_customer_and_the_shop_get_a_spanish_email(): void {
		$this->add( self::TYRE );

		$body = $this->checkout( $this->payload() )->get_data();

		$this->assertCount( 2, $this->mails );
		/* translators: 1: site name, 2: order number. */
		$this->assertSame( sprintf( __( '[%1$s] We have received your order #%2$s', 'rueda' ), get_bloginfo( 'name' ), $body['order_number'] ), $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'Hemos recibido tu pedido', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'Nuevo pedido', $this->mails[1]['subject'] );
		$this->assertStringContainsString( 'text/html', implode( ' ', (array) $this->mails[0]['headers'] ) );
	}
}
