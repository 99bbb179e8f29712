<?php
/**
 * GET and POST /rueda/v1/account/addresses.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Domain\Customers\CustomerAccounts;

/**
 * The addresses the checkout saves and prefills, checked with the checkout's rules.
 */
final class AddressesRouteTest extends AccountTestCase {

	public function test_the_checkouts_saved_addresses_are_answered(): void {
		$owner = $this->customer();
		wp_set_current_user( $owner );
		$this->assertSame( '', $this->account( 'GET', '/addresses' )->get_data()['billing']['city'] );

		$this->place( $owner );
		wp_set_current_user( $owner );
		$data = $this->account( 'GET', '/addresses' )->get_data();
		$this->assertEquals( $this->billing(), $data['billing'] );
		$shipping = $this->billing();
		unset( $shipping['email'] );
		$this->assertEquals( $shipping, $data['shipping'] );
		$this->assertSame( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone', 'email' ), array_keys( $data['billing'] ) );
		$this->assertArrayNotHasKey( 'email', $data['shipping'] );
	}

	public function test_addresses_are_checked_with_the_checkout_rules(): void {
		wp_set_current_user( $this->customer() );
		$shipping = $this->billing( array( 'city' => '' ) );
		unset( $shipping['email'] );
		$refused = $this->account(
			'POST',
			'/addresses',
			array(
				'billing'  => $this->billing( array( 'postcode' => '08001' ) ), // Barcelona's, not Madrid's.
				'shipping' => $shipping,
			)
		);
		$this->assertSame( array( 400, 'rest_invalid_param' ), $this->refusal( $refused ) );
		$this->assertSame( array( 'billing.postcode', 'shipping.city' ), array_keys( $refused->get_data()['data']['params'] ) );
		$this->assertSame( '', $this->account( 'GET', '/addresses' )->get_data()['billing']['city'], 'nothing saved' );

		$bad = $this->account( 'POST', '/addresses', array( 'billing' => $this->billing( array( 'country' => 'XX' ) ) ) );
		$this->assertArrayHasKey( 'billing.country', $bad->get_data()['data']['params'] );
	}

	public function test_saved_addresses_prefill_the_checkout(): void {
		$owner = $this->customer();
		wp_set_current_user( $owner );
		$this->add( self::TYRE ); // The customer's cart exists already.
		$billing = $this->billing(
			array(
				'city'     => 'Sevilla',
				'state'    => 'SE',
				'postcode' => '41001',
			)
		);
		$saved   = $this->account( 'POST', '/addresses', array( 'billing' => $billing ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'Sevilla', $saved->get_data()['billing']['city'] );
		$this->assertSame( 'Sevilla', ( new CustomerAccounts() )->saved_addresses( $owner )['billing']['city'] );
		$this->assertSame( 'Sevilla', $this->cart()['billing_address']['city'] );

		// A customer without a cart starts one from the saved addresses.
		$other = $this->customer();
		wp_set_current_user( $other );
		$this->account( 'POST', '/addresses', array( 'billing' => $billing ) );
		$this->assertSame( '41001', $this->cart()['billing_address']['postcode'] );
	}
}
