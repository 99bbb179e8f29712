<?php
/**
 * Payment gateways: which are offered and what paying does.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\Gateways\SandboxExpress;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Storage\OrderStore;
use Rueda\Tests\Payments\Fixtures\ApprovingGateway;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * The four built-in gateways and the extension filter.
 */
final class PaymentGatewaysTest extends CartTestCase {

	private function order( int $customer_id = 0 ): \Rueda\Domain\Orders\Order {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'cart_key'    => 'g_' . wp_generate_password( 32, false ),
				'customer_id' => $customer_id,
				'total'       => 27790,
				'currency'    => 'EUR',
			)
		);
		return $store->get( $id );
	}

	private function pay( string $number, string $expiry = '12/40', array $extra = array(), int $customer_id = 0 ): PaymentResult {
		return ( new SandboxCard() )->process(
			new PaymentRequest(
				$this->order( $customer_id ),
				$extra + array(
					'rueda-card-number' => $number,
					'rueda-card-expiry' => $expiry,
					'rueda-card-cvc'    => '123',
				)
			)
		);
	}

	public function test_the_cart_lists_pay_at_workshop_only_when_everything_is_picked_up(): void {
		$this->add( 'MIC-PRIMACY4-1956515' );
		$this->ship_to( 'ES', 'M', '28001' );
		$methods = $this->cart()['payment_methods'];
		$this->assertNotContains( PayAtWorkshop::ID, $methods, 'delivery is chosen first' );
		$this->assertContains( SandboxCard::ID, $methods );

		$this->write( 'select-shipping-rate', array( 'rate_id' => 'pickup_location:0' ) );
		$this->assertContains( PayAtWorkshop::ID, $this->cart()['payment_methods'] );
	}

	public function test_a_services_only_cart_can_be_paid_at_the_workshop(): void {
		$this->add( 'SRV-MONTAJE' );
		$this->assertContains( PayAtWorkshop::ID, $this->cart()['payment_methods'] );
	}

	public function test_bank_transfer_needs_an_account_and_leaves_the_order_on_hold(): void {
		$cart    = new CalculatedCart( new Cart() );
		$account = static fn( array $settings ) => update_option( PaymentSettings::OPTION, array( 'gateways' => array( BankTransfer::ID => array( 'settings' => $settings ) ) ) );
		$account( array( 'iban' => '' ) );
		$this->assertFalse( ( new BankTransfer() )->is_available( $cart ) );
		$account(
			array(
				'holder' => 'Neumáticos y Taller S.L.',
				'iban'   => 'ES91 2100 0418 4502 0005 1332',
			)
		);
		$this->assertTrue( ( new BankTransfer() )->is_available( $cart ) );

		$order  = $this->order();
		$result = ( new BankTransfer() )->process( new PaymentRequest( $order ) );
		$this->assertSame( PaymentResult::PENDING, $result->status );
		$this->assertSame( OrderStatus::ON_HOLD, $result->order_status );
		$this->assertSame( 'ES91 2100 0418 4502 0005 1332', $result->details['iban'] );
		$this->assertSame( $order->number(), $result->details['reference'] );
	}

	public function test_sandbox_card_outcomes_follow_the_test_numbers(): void {
		$paid = $this->pay( '4242 4242 4242 4242' );
		$this->assertSame( PaymentResult::SUCCESS, $paid->status );
		$this->assertSame( OrderStatus::PROCESSING, $paid->order_status );
		$this->assertSame( array( 'card' => 'visa 4242' ), $paid->details );

		$declined = $this->pay( '4000000000000002' );
		$this->assertSame( PaymentResult::FAILURE, $declined->status );
		$this->assertSame( OrderStatus::FAILED, $declined->order_status );
		$this->assertFalse( $declined->is_accepted() );

		$this->assertSame( PaymentResult::ERROR, $this->pay( '4000000000000119' )->status );
		$this->assertSame( PaymentResult::FAILURE, $this->pay( '4111111111111111' )->status, 'real-looking numbers are refused' );
		$this->assertSame( PaymentResult::FAILURE, $this->pay( '4242424242424242', '01/20' )->status, 'expired' );
		$this->assertSame( PaymentResult::FAILURE, $this->pay( '4242424242424242', '13/40' )->status, 'no month 13' );
		$this->assertSame( PaymentResult::FAILURE, $this->pay( '<script>', '<b>' )->status );
	}

	public function test_sandbox_card_needs_a_cvc_of_3_or_4_digits(): void {
		foreach ( array( '', '12', '12345', 'abc' ) as $cvc ) {
			$refused = $this->pay( '4242424242424242', '12/40', array( 'rueda-card-cvc' => $cvc ) );
			$this->assertSame( PaymentResult::FAILURE, $refused->status, "CVC '{$cvc}'" );
			$this->assertSame( __( 'The CVC has 3 or 4 digits.', 'rueda' ), $refused->message );
		}
		$this->assertSame( PaymentResult::SUCCESS, $this->pay( '4242424242424242', '12/40', array( 'rueda-card-cvc' => '1234' ) )->status );
	}

	public function test_a_customer_saves_a_card_and_pays_with_it_but_nobody_else_can(): void {
		$owner    = $this->create_user( 'customer' );
		$stranger = $this->create_user( 'customer' );
		$this->pay( '5555 5555 5555 4444', '08/39', array( 'wc-rueda_sandbox_card-new-payment-method' => 'true' ), $owner );

		$tokens = ( new PaymentTokens() )->for_customer( $owner, SandboxCard::ID );
		$this->assertCount( 1, $tokens );
		$this->assertSame( array( 'mastercard', '4444', 8, 2039 ), array( $tokens[0]['brand'], $tokens[0]['last4'], $tokens[0]['expiry_month'], $tokens[0]['expiry_year'] ) );
		$this->assertStringNotContainsString( '5555555555554444', (string) wp_json_encode( get_user_meta( $owner ) ), 'the number is never stored' );

		$with_token = array( 'wc-rueda_sandbox_card-payment-token' => $tokens[0]['id'] );
		$this->assertSame( PaymentResult::SUCCESS, $this->pay( '', '', $with_token, $owner )->status );
		$this->assertSame( PaymentResult::ERROR, $this->pay( '', '', $with_token, $stranger )->status );
		$this->assertSame( PaymentResult::ERROR, $this->pay( '', '', $with_token, 0 )->status );
	}

	public function test_guests_cannot_save_cards(): void {
		$this->pay( '4242424242424242', '12/40', array( 'wc-rueda_sandbox_card-new-payment-method' => '1' ), 0 );
		$this->assertSame( array(), ( new PaymentTokens() )->for_customer( 0 ) );
	}

	public function test_sandbox_express_pays_or_declines_as_asked(): void {
		$this->assertContains( 'express', ( new SandboxExpress() )->supports() );
		$this->assertSame( PaymentResult::SUCCESS, ( new SandboxExpress() )->process( new PaymentRequest( $this->order() ) )->status );
		$this->assertSame( PaymentResult::FAILURE, ( new SandboxExpress() )->process( new PaymentRequest( $this->order(), array( 'rueda-express-outcome' => 'failure' ) ) )->status );
	}

	public function test_extensions_add_gateways_with_a_filter(): void {
		$redsys = new ApprovingGateway( 'redsys', 'Redsys' );
		$add    = static fn( array $gateways ) => array_merge( $gateways, array( $redsys, 'not a gateway' ) );
		add_filter( 'rueda_payment_gateways', $add );
		try {
			$gateways = new PaymentGateways();
			$this->assertSame( $redsys, $gateways->get( 'redsys' ) );
			$this->assertSame( array( PayAtWorkshop::ID, BankTransfer::ID, SandboxCard::ID, SandboxExpress::ID, RedsysCard::ID, RedsysBizum::ID, 'redsys' ), array_keys( $gateways->all() ) );
		} finally {
			remove_filter( 'rueda_payment_gateways', $add );
		}
	}
}
