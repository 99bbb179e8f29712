<?php
/**
 * GET /rueda/v1/account/payment-methods and DELETE /payment-methods/{id}.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\PaymentTokens;

/**
 * A customer lists and deletes their own saved cards only.
 */
final class PaymentMethodsRouteTest extends AccountTestCase {

	public function test_the_customer_lists_and_deletes_their_cards(): void {
		$owner  = $this->customer();
		$tokens = new PaymentTokens();
		$visa   = $tokens->save( $owner, SandboxCard::ID, 'visa', '4242', 3, 2031 );
		$master = $tokens->save( $owner, SandboxCard::ID, 'mastercard', '4444', 11, 2029 );
		$theirs = $tokens->save( $this->customer(), SandboxCard::ID, 'visa', '1111', 1, 2030 );

		wp_set_current_user( $owner );
		$this->assertSame(
			array(
				array(
					'id'            => $visa,
					'gateway'       => SandboxCard::ID,
					'brand'         => 'visa',
					'display_brand' => 'Visa',
					'last4'         => '4242',
					'expiry'        => '03/31',
					'is_default'    => true,
				),
				array(
					'id'            => $master,
					'gateway'       => SandboxCard::ID,
					'brand'         => 'mastercard',
					'display_brand' => 'Mastercard',
					'last4'         => '4444',
					'expiry'        => '11/29',
					'is_default'    => false,
				),
			),
			$this->account( 'GET', '/payment-methods' )->get_data()
		);

		$this->assertSame( array( 404, 'rueda_payment_method_not_found' ), $this->refusal( $this->account( 'DELETE', "/payment-methods/{$theirs}" ) ) );
		$this->assertSame( array( 404, 'rueda_payment_method_not_found' ), $this->refusal( $this->account( 'DELETE', '/payment-methods/000000' ) ) );
		$this->assertCount( 2, $tokens->for_customer( $owner ) );

		$deleted = $this->account( 'DELETE', "/payment-methods/{$visa}" );
		$this->assertSame( 204, $deleted->get_status() );
		$this->assertSame( array( $master ), array_column( $this->account( 'GET', '/payment-methods' )->get_data(), 'id' ) );
		$this->assertTrue( $this->account( 'GET', '/payment-methods' )->get_data()[0]['is_default'] );
		$this->assertSame( 404, $this->account( 'DELETE', "/payment-methods/{$visa}" )->get_status() );
	}
}
