<?php
/**
 * Rueda's personal data exporters and erasers.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Account\Privacy\CustomerData;
use Rueda\Account\Privacy\OrdersData;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Storage\CartTable;

/**
 * Tools → Export / Erase Personal Data work on Rueda's orders, carts, addresses and cards.
 */
final class PrivacyTest extends AccountTestCase {

	private const EMAIL = 'lucia@example.test';

	/**
	 * A registered exporter or eraser callback.
	 *
	 * @param string $filter wp_privacy_personal_data_exporters or _erasers.
	 * @param string $id     Its id.
	 */
	private function registered( string $filter, string $id ): callable {
		$registered = apply_filters( $filter, array() );
		$this->assertArrayHasKey( $id, $registered );
		return $registered[ $id ]['callback'];
	}

	/**
	 * A customer with this email, an order, a cart, addresses and a card; and a guest order
	 * with the same email. Returns the customer, the orders and another customer's order.
	 *
	 * @return array{0:int,1:int,2:int,3:int}
	 */
	private function seed(): array {
		$owner = $this->customer();
		wp_update_user(
			array(
				'ID'         => $owner,
				'user_email' => self::EMAIL,
			)
		);
		$theirs = $this->place( $owner );
		$guest  = $this->place( 0 );
		$other  = $this->place( $this->customer(), array( self::TYRE => 1 ), array( 'billing_address' => $this->billing( array( 'email' => 'otra@example.test' ) ) ) );
		wp_set_current_user( $owner );
		$this->add( self::OTHER_TYRE );
		( new PaymentTokens() )->save( $owner, SandboxCard::ID, 'visa', '4242', 3, 2031 );
		wp_set_current_user( 0 );
		return array( $owner, $theirs, $guest, $other );
	}

	public function test_the_export_has_orders_cart_addresses_and_cards(): void {
		[ , $theirs, $guest, $other ] = $this->seed();

		$orders = call_user_func( $this->registered( 'wp_privacy_personal_data_exporters', OrdersData::ID ), self::EMAIL, 1 );
		$this->assertTrue( $orders['done'] );
		$this->assertSame( array( 'rueda-order-' . $theirs, 'rueda-order-' . $guest ), array_column( $orders['data'], 'item_id' ) );
		$fields = array_column( $orders['data'][0]['data'], 'value' ); // Names are in the site's language.
		$this->assertSame( (string) $theirs, $fields[0] );
		$this->assertStringContainsString( 'Calle Mayor, 5', implode( "\n", $fields ) );
		$this->assertStringContainsString( ' × 1', implode( "\n", $fields ) );
		$this->assertNotContains( 'rueda-order-' . $other, array_column( $orders['data'], 'item_id' ) );

		$data   = call_user_func( $this->registered( 'wp_privacy_personal_data_exporters', CustomerData::ID ), self::EMAIL, 1 );
		$groups = array_count_values( array_column( $data['data'], 'group_id' ) );
		$this->assertSame( 2, $groups['rueda-carts'], 'the account\'s cart and the guest cart with the email' );
		$this->assertSame( 2, $groups['rueda-addresses'] );
		$this->assertSame( 1, $groups['rueda-payment-methods'] );
		$this->assertTrue( $data['done'] );
	}

	public function test_orders_are_paged(): void {
		$owner = $this->customer();
		wp_update_user(
			array(
				'ID'         => $owner,
				'user_email' => self::EMAIL,
			)
		);
		for ( $i = 0; $i < 11; $i++ ) {
			$this->place( $owner );
		}
		$export = $this->registered( 'wp_privacy_personal_data_exporters', OrdersData::ID );
		$first  = $export( self::EMAIL, 1 );
		$second = $export( self::EMAIL, 2 );
		$this->assertSame( array( 10, false ), array( count( $first['data'] ), $first['done'] ) );
		$this->assertSame( array( 1, true ), array( count( $second['data'] ), $second['done'] ) );
	}

	public function test_erasing_deletes_the_rest_and_anonymises_kept_orders(): void {
		[ $owner, $theirs, $guest, $other ] = $this->seed();
		$before                             = $this->order( $theirs );

		$erased = call_user_func( $this->registered( 'wp_privacy_personal_data_erasers', CustomerData::ID ), self::EMAIL, 1 );
		$this->assertSame( array( true, false, true ), array( $erased['items_removed'], $erased['items_retained'], $erased['done'] ) );
		$this->assertNull( ( new CartTable() )->get( CartSession::customer_key( $owner ) ) );
		$this->assertSame( array(), ( new CustomerAccounts() )->saved_addresses( $owner ) );
		$this->assertSame( array(), ( new PaymentTokens() )->for_customer( $owner ) );

		$eraser = $this->registered( 'wp_privacy_personal_data_erasers', OrdersData::ID );
		$result = $eraser( self::EMAIL, 1 );
		// Personal data removed from the orders; their invoices kept as issued.
		$this->assertSame( array( true, true, true ), array( $result['items_removed'], $result['items_retained'], $result['done'] ) );
		$this->assertNotEmpty( $result['messages'] );

		foreach ( array( $theirs, $guest ) as $id ) {
			$order   = $this->order( $id );
			$billing = $order->address( 'billing' );
			$this->assertSame( 'deleted@site.invalid', $order->email() );
			$this->assertSame( 0, $order->customer_id() );
			$this->assertNotSame( 'Lucía', $billing['first_name'] );
			$this->assertNotSame( 'Calle Mayor, 5', $billing['address_1'] );
			$this->assertNotSame( '+34 600 000 000', $billing['phone'] );
			$this->assertSame( 'deleted@site.invalid', $billing['email'] );
			$this->assertSame( 'ES', $billing['country'] );
			$this->assertSame( 'Lucía', $before->address( 'billing' )['first_name'] );
		}
		$after = $this->order( $theirs );
		$this->assertSame( $before->total(), $after->total() );
		$this->assertSame( $before->row['total_tax'], $after->row['total_tax'] );
		$this->assertSame( $before->lines( 'line_item' )[0]['total'], $after->lines( 'line_item' )[0]['total'] );
		$this->assertSame( 'otra@example.test', $this->order( $other )->email(), 'another person\'s order is untouched' );
		$this->assertSame( array(), $eraser( self::EMAIL, 2 )['messages'], 'nothing left' );
	}
}
