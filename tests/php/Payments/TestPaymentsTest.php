<?php
/**
 * Test gateways exist only where nobody pays for real.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments;

use Rueda\Payments\Admin\TestPaymentsNotice;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\Gateways\SandboxExpress;
use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\TestGateway;
use Rueda\Domain\Payments\TestPayments;
use Rueda\Tests\Payments\Fixtures\ApprovingGateway;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * On a live site (the environment type `production`, as a host's, or `staging`) the
 * sandbox card, the test wallet and any extension's TestGateway are neither offered nor
 * accepted, unless the owner turned them on knowingly, which wp-admin then warns about.
 * The test sites are `local`; `rueda_development_site` makes this one a live site.
 */
final class TestPaymentsTest extends CheckoutTestCase {

	private const EXTENSION_TEST_GATEWAY = 'ejemplo_tpv_pruebas';

	protected function set_up(): void {
		parent::set_up();
		add_filter( 'rueda_payment_gateways', array( $this, 'add_extension_test_gateway' ) );
	}

	protected function tear_down(): void {
		remove_filter( 'rueda_payment_gateways', array( $this, 'add_extension_test_gateway' ) );
		remove_filter( 'rueda_development_site', '__return_false' );
		parent::tear_down();
	}

	/**
	 * An extension's demo terminal that approves everything, as the example's.
	 *
	 * @param array<mixed> $gateways Gateways.
	 * @return array<mixed>
	 */
	public function add_extension_test_gateway( array $gateways ): array {
		$gateways[] = new class( self::EXTENSION_TEST_GATEWAY, 'TPV de ejemplo' ) extends ApprovingGateway implements TestGateway {};
		return $gateways;
	}

	private function live_site(): void {
		add_filter( 'rueda_development_site', '__return_false' );
	}

	public function test_only_local_and_development_sites_are_for_developing(): void {
		$this->assertTrue( TestPayments::is_development( 'local' ) );
		$this->assertTrue( TestPayments::is_development( 'development' ) );
		$this->assertFalse( TestPayments::is_development( 'staging' ) );
		$this->assertFalse( TestPayments::is_development( 'production' ) );
		$this->assertTrue( TestPayments::by_environment(), 'the test sites are local' );
	}

	public function test_a_development_site_offers_the_test_gateways(): void {
		$this->add( self::TYRE );

		$offered = $this->cart()['payment_methods'];

		$this->assertContains( SandboxCard::ID, $offered );
		$this->assertContains( SandboxExpress::ID, $offered );
		$this->assertContains( self::EXTENSION_TEST_GATEWAY, $offered );
	}

	public function test_a_live_site_offers_no_test_gateway_and_refuses_a_checkout_that_asks_for_one(): void {
		update_option(
			PaymentSettings::OPTION,
			array(
				'gateways' => array(
					BankTransfer::ID => array(
						'settings' => array(
							'holder' => 'Neumáticos y Taller SL',
							'iban'   => 'ES9121000418450200051332',
						),
					),
				),
			)
		);
		$this->live_site();
		$this->add( self::TYRE );
		$stock = $this->stock( self::TYRE );

		$offered = $this->cart()['payment_methods'];
		$this->assertNotContains( SandboxCard::ID, $offered );
		$this->assertNotContains( SandboxExpress::ID, $offered );
		$this->assertNotContains( self::EXTENSION_TEST_GATEWAY, $offered );
		$this->assertContains( BankTransfer::ID, $offered, 'real methods stay' );

		foreach ( array( SandboxCard::ID, SandboxExpress::ID, self::EXTENSION_TEST_GATEWAY ) as $method ) {
			$response = $this->checkout( $this->payload( array( 'payment_method' => $method ) ) );
			$this->assertSame( 400, $response->get_status(), $method );
			$this->assertSame( TestPayments::REFUSED, $response->get_data()['code'], $method );
			$this->assertNotEmpty( $response->get_data()['message'] );
		}
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ), 'nothing was "paid"' );
		$this->assertSame( $stock, $this->stock( self::TYRE ), 'no stock taken' );

		$response = $this->checkout( $this->payload( array( 'payment_method' => BankTransfer::ID ) ) );
		$this->assertSame( 200, $response->get_status(), 'a real method still places the order' );
	}

	public function test_the_owner_may_turn_them_on_knowingly_and_wp_admin_then_warns(): void {
		$this->live_site();
		update_option( PaymentSettings::OPTION, array( 'allow_test_gateways' => true ) );
		$this->add( self::TYRE );

		$this->assertContains( SandboxCard::ID, $this->cart()['payment_methods'] );
		$this->assertSame( 200, $this->checkout( $this->payload() )->get_status() );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertStringContainsString( 'notice-error', $this->notice() );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( '', $this->notice(), 'only those who run the shop are told' );
	}

	public function test_a_development_site_needs_no_warning(): void {
		update_option( PaymentSettings::OPTION, array( 'allow_test_gateways' => true ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assertSame( '', $this->notice() );
	}

	public function test_the_payment_settings_say_which_gateways_are_test_ones_and_take_the_owners_choice(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->live_site();

		$read = $this->rest( 'GET', '/rueda/v1/settings/payments' )->get_data();
		$this->assertFalse( $read['allow_test_gateways'] );
		$this->assertFalse( $read['test_gateways']['by_environment'] );
		$this->assertTrue( $read['schema']->{SandboxCard::ID}['test'] );
		$this->assertFalse( $read['schema']->{BankTransfer::ID}['test'] );

		$refused = $this->rest( 'POST', '/rueda/v1/settings/payments', array( 'allow_test_gateways' => 'sí' ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertFalse( PaymentSettings::get()['allow_test_gateways'] );

		$saved = $this->rest( 'POST', '/rueda/v1/settings/payments', array( 'allow_test_gateways' => true ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertTrue( PaymentSettings::get()['allow_test_gateways'] );
		$this->assertTrue( TestPayments::allowed() );
	}

	private function notice(): string {
		ob_start();
		( new TestPaymentsNotice() )->render();
		return (string) ob_get_clean();
	}
}
