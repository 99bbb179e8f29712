<?php
/**
 * A payment taken on the bank's page: the order waits for the bank, unpaid.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\ShopException;
use Rueda\Storage\StockHolds;
use Rueda\Tests\Payments\Fixtures\SigningBank;

/**
 * PaymentResult::redirect(): the checkout answers `pending` with the bank's address, the
 * order stays pending payment with its stock held, and only https addresses (http on a
 * site for developing) are accepted.
 */
final class RedirectPaymentTest extends BankTestCase {

	protected function tear_down(): void {
		remove_filter( 'rueda_development_site', '__return_false' );
		parent::tear_down();
	}

	public function test_the_shopper_is_sent_to_the_bank_and_the_order_waits_unpaid_with_its_stock_held(): void {
		$answer = $this->place_with_bank();

		$this->assertSame( OrderStatus::PENDING, $answer['status'] );
		$this->assertSame( PaymentResult::PENDING, $answer['payment_result']['payment_status'] );
		$this->assertSame( 'https://sis-t.bank.example/sis/realizarPago?Ds_Order=' . $answer['order_id'], $answer['payment_result']['redirect_url'] );
		$this->assertSame(
			array(
				array(
					'key'   => 'bank',
					'value' => 'Banco de pruebas',
				),
			),
			$answer['payment_result']['payment_details']
		);

		$order = $this->order( $answer['order_id'] );
		$this->assertSame( OrderStatus::PENDING, $order->status() );
		$this->assertEmpty( $order->row['paid_at'], 'not paid' );
		$this->assertSame( '', $order->row['transaction_id'] );
		$this->assertNull( ( new InvoiceNumbers() )->find( $order->id() ), 'no invoice' );
		$this->assertSame( 5, $this->stock( self::TYRE ), 'the stock is not taken' );
		$this->assertSame( 1, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'but held for the order' );
		$this->assertGreaterThan( 0, ( new StockHolds() )->seconds_left( $order->id() ) );
		$this->assertSame( array(), $this->mails, 'no "we received your order" before the bank says so' );
	}

	public function test_only_secure_addresses_are_accepted(): void {
		add_filter( 'rueda_development_site', '__return_false' );
		$refused = array( 'http://sis.bank.example/pay', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '//sis.bank.example/pay', '/finalizar-compra/', 'https://usuario:clave@sis.bank.example/', 'ftp://sis.bank.example/', "https://sis.bank.example/\npay", 'https:\\\\sis.bank.example', 'https://', '' );
		foreach ( $refused as $url ) {
			try {
				PaymentResult::redirect( $url );
				$this->fail( "Accepted {$url}" );
			} catch ( ShopException $refusal ) {
				$this->assertSame( PaymentResult::INVALID_REDIRECT, $refusal->error_code, $url );
			}
		}
		$this->assertSame( 'https://sis.bank.example/pay?a=1', PaymentResult::redirect( 'https://sis.bank.example/pay?a=1' )->redirect_url );
		$this->assertSame( 'HTTPS://sis.bank.example/', PaymentResult::redirect( 'HTTPS://sis.bank.example/' )->redirect_url );
	}

	public function test_a_shop_served_over_http_may_send_the_shopper_to_its_own_pages_over_http_and_nowhere_else(): void {
		add_filter( 'rueda_development_site', '__return_false' );
		$home = wp_parse_url( home_url( '/' ) );
		$this->assertSame( 'http', $home['scheme'], 'the test site is served over http' );
		$host = $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		// Redsys's pay page (RedsysGateway::pay_url()): the shopper is on http there already.
		$own = 'http://' . $host . '/?rueda-redsys-pay=wc_order_abc';
		$this->assertSame( $own, PaymentResult::redirect( $own )->redirect_url );
		$this->assertSame( 'HTTP://' . strtoupper( $host ) . '/', PaymentResult::redirect( 'HTTP://' . strtoupper( $host ) . '/' )->redirect_url );

		$refused = array( 'http://' . $host . '.evil.example/', 'http://' . $home['host'] . ':8443/', 'http://evil.example/?to=http://' . $host . '/', 'http://usuario@' . $host . '/', 'http://evil.example#' . $host );
		foreach ( $refused as $url ) {
			$this->assert_refused( $url );
		}
		// Once the shop is on https, its own pages over http would be a downgrade.
		$secure = static fn( string $url ): string => set_url_scheme( $url, 'https' );
		add_filter( 'home_url', $secure );
		try {
			$this->assert_refused( $own );
		} finally {
			remove_filter( 'home_url', $secure );
		}
	}

	/**
	 * Asserts that PaymentResult::redirect() refuses an address.
	 *
	 * @param string $url Address.
	 */
	private function assert_refused( string $url ): void {
		try {
			PaymentResult::redirect( $url );
			$this->fail( "Accepted {$url}" );
		} catch ( ShopException $refusal ) {
			$this->assertSame( PaymentResult::INVALID_REDIRECT, $refusal->error_code, $url );
		}
	}

	public function test_a_local_stand_in_of_the_bank_may_use_http_on_a_site_for_developing(): void {
		$result = PaymentResult::redirect( 'http://localhost:8911/sis/realizarPago' );

		$this->assertSame( PaymentResult::PENDING, $result->status );
		$this->assertSame( OrderStatus::PENDING, $result->order_status );
		$this->assertTrue( $result->is_accepted() );
	}

	public function test_a_redirect_to_an_insecure_address_fails_the_order_and_gives_its_stock_back(): void {
		add_filter( 'rueda_development_site', '__return_false' );
		$this->bank->page = 'http://sis.bank.example/pay';

		$response = $this->check_out_a_tyre( SigningBank::ID );

		$this->assertSame( array( 402, 'rueda_payment_error' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$this->assertSame( __( 'We are experiencing difficulties with this payment method. Please contact us for assistance.', 'rueda' ), $response->get_data()['message'], 'shoppers read no detail' );
		$this->assertSame( '', $response->get_data()['data']['order']['payment_result']['redirect_url'] );
		$order = $this->order( $response->get_data()['data']['order']['order_id'] );
		$this->assertSame( OrderStatus::FAILED, $order->status() );
		$history = (array) $order->meta( '_history' );
		$this->assertStringContainsString( 'https', (string) end( $history )['note'], 'the order says why' );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ) );
		$this->assertSame( 5, $this->stock( self::TYRE ) );
	}
}
