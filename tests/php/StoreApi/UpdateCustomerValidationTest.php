<?php
/**
 * POST /cart/update-customer checks the country, province and postcode it is sent.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Customers\Countries;

/**
 * Wrong addresses are refused as WooCommerce's Store API refuses them (400
 * rest_invalid_param, data.params and data.details by address), with the checkout's rules
 * and messages, and nothing is stored; partial and unfinished addresses still save.
 */
final class UpdateCustomerValidationTest extends CheckoutTestCase {

	/**
	 * Wrong postcodes for Spain, in each address.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public static function wrong_postcodes(): array {
		return array(
			'letters in billing'     => array( 'billing', 'ABCDE' ),
			'four digits in billing' => array( 'billing', '1234' ),
			'letters in shipping'    => array( 'shipping', 'ABCDE' ),
			'four digits shipping'   => array( 'shipping', '1234' ),
		);
	}

	/**
	 * A postcode not of Spain's format is refused and nothing is stored.
	 *
	 * @dataProvider wrong_postcodes
	 *
	 * @param string $type     billing or shipping.
	 * @param string $postcode The wrong postcode.
	 */
	public function test_a_wrong_postcode_is_refused_and_not_stored( string $type, string $postcode ): void {
		$this->deliver_to_madrid();
		$param = "{$type}_address";

		$response = $this->update( array( $param => $this->address( $type, array( 'postcode' => $postcode ) ) ) );
		$body     = $response->get_data();
		$message  = __( 'Please enter a valid postcode.', 'rueda' );

		$this->assertSame( 400, $response->get_status(), wp_json_encode( $body ) );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		/* translators: %s: the wrong parameters. */
		$this->assertSame( sprintf( __( 'Invalid parameter(s): %s', 'rueda' ), $param ), $body['message'] );
		$this->assertSame( 400, $body['data']['status'] );
		$this->assertSame( array( $param => $message ), $body['data']['params'] );
		$this->assertSame(
			array(
				$param => array(
					'code'    => 'invalid_postcode',
					'message' => $message,
					'data'    => null,
				),
			),
			$body['data']['details']
		);
		$this->assertSame( '28013', $this->cart()[ $param ]['postcode'], 'nothing stored' );
	}

	public function test_a_province_not_of_the_country_is_refused(): void {
		$this->deliver_to_madrid();

		$whole = $this->update( array( 'shipping_address' => $this->address( 'shipping', array( 'state' => 'ZZ' ) ) ) );
		$alone = $this->update( array( 'billing_address' => array( 'state' => 'XX' ) ) );

		$this->assertSame( 'invalid_state', $this->details( $whole, 'shipping_address' )['code'] );
		$this->assertSame( __( 'Please select a valid province.', 'rueda' ), $this->details( $whole, 'shipping_address' )['message'] );
		$this->assertSame( 'invalid_state', $this->details( $alone, 'billing_address' )['code'], 'read with the stored country' );
		$this->assertSame( 'M', $this->cart()['shipping_address']['state'] );
		$this->assertSame( 'M', $this->cart()['billing_address']['state'] );
	}

	public function test_countries_the_shop_does_not_sell_or_ship_to_are_refused_as_at_checkout(): void {
		update_option(
			'rueda_checkout',
			array(
				'selling_countries'  => array( 'ES', 'PT' ),
				'shipping_countries' => array( 'ES' ),
			)
		);
		$this->deliver_to_madrid();

		$billing  = $this->update( array( 'billing_address' => array( 'country' => 'FR' ) ) );
		$shipping = $this->update( array( 'shipping_address' => array( 'country' => 'PT' ) ) );
		$unknown  = $this->update( array( 'shipping_address' => array( 'country' => 'XX' ) ) );
		$sold_to  = $this->update( array( 'billing_address' => array( 'country' => 'PT' ) ) );

		$this->assertSame( 'invalid_country', $this->details( $billing, 'billing_address' )['code'] );
		$this->assertSame( __( 'Sorry, we do not allow orders from the selected country.', 'rueda' ), $billing->get_data()['data']['params']['billing_address'] );
		$this->assertSame( 'invalid_country', $this->details( $shipping, 'shipping_address' )['code'] );
		$this->assertSame( __( 'Sorry, we do not ship orders to the selected country.', 'rueda' ), $shipping->get_data()['data']['params']['shipping_address'] );
		$this->assertSame( 'invalid_country', $this->details( $unknown, 'shipping_address' )['code'] );
		$this->assertSame( 200, $sold_to->get_status(), 'a partial update with just the country' );
		$this->assertSame( 'PT', $this->cart()['billing_address']['country'] );
		$this->assertSame( 'ES', $this->cart()['shipping_address']['country'] );
	}

	public function test_a_postcode_of_another_province_is_refused_here_and_at_checkout(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		/* translators: 1: postcode, 2: province. */
		$message = sprintf( __( 'The postcode %1$s belongs to %2$s: please check the postcode or the province.', 'rueda' ), '08001', 'Barcelona' );

		$postcode = $this->update( array( 'shipping_address' => array( 'postcode' => '08001' ) ) );
		$province = $this->update(
			array(
				'billing_address' => $this->address(
					'billing',
					array(
						'state'    => 'B',
						'postcode' => '08001',
					)
				),
			)
		);
		$state    = $this->update( array( 'billing_address' => array( 'state' => 'M' ) ) );
		$stored   = $this->cart()['billing_address']['state'];
		$checkout = $this->checkout( array_replace_recursive( $this->payload(), array( 'shipping_address' => array( 'postcode' => '08001' ) ) ) );

		$this->assertSame( 'invalid_postcode', $this->details( $postcode, 'shipping_address' )['code'] );
		$this->assertSame( $message, $this->details( $postcode, 'shipping_address' )['message'] );
		$this->assertSame( 200, $province->get_status(), 'Barcelona with its postcode' );
		$this->assertSame( 'invalid_postcode', $this->details( $state, 'billing_address' )['code'], 'the province changed under the postcode' );
		$this->assertSame( 'B', $stored );
		$this->assertSame( 'rueda_invalid_postcode', $checkout->get_data()['code'] );
		$this->assertSame( $message, $checkout->get_data()['data']['fields']['shipping_address.postcode'] );
	}

	public function test_every_spanish_prefix_names_one_province(): void {
		$provinces = array_map( static fn( int $prefix ) => Countries::postcode_state( 'ES', sprintf( '%02d001', $prefix ) ), range( 1, 52 ) );

		$this->assertEqualsCanonicalizing( array_keys( Countries::states( 'ES' ) ), $provinces );
		$this->assertSame( array( 'VI', 'B', 'M', 'GC', 'TF', 'ML' ), array( $provinces[0], $provinces[7], $provinces[27], $provinces[34], $provinces[37], $provinces[51] ) );
		$this->assertNull( Countries::postcode_state( 'ES', '53001' ) );
		$this->assertNull( Countries::postcode_state( 'PT', '08001' ) );
	}

	public function test_partial_and_unfinished_addresses_are_stored(): void {
		$this->deliver_to_madrid();

		$responses = array(
			$this->update( array( 'shipping_address' => array( 'country' => 'PT' ) ) ),
			$this->update( array( 'billing_address' => array( 'first_name' => 'Ana' ) ) ),
			$this->update( array( 'billing_address' => array( 'postcode' => '' ) ) ),
			$this->update( array( 'billing_address' => array( 'state' => '' ) ) ),
			$this->update(
				array(
					'shipping_address' => $this->address(
						'shipping',
						array(
							'postcode' => ' 08001 ',
							'state'    => 'B',
							'country'  => 'es',
						)
					),
				)
			),
		);

		foreach ( $responses as $response ) {
			$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		}
		$cart = $this->cart();
		$this->assertSame( array( 'Ana', '', '' ), array( $cart['billing_address']['first_name'], $cart['billing_address']['postcode'], $cart['billing_address']['state'] ) );
		$this->assertSame( array( 'ES', 'B', '08001' ), array( $cart['shipping_address']['country'], $cart['shipping_address']['state'], $cart['shipping_address']['postcode'] ) );
	}

	public function test_both_wrong_addresses_are_reported_and_neither_is_stored(): void {
		$this->deliver_to_madrid();

		$response = $this->update(
			array(
				'billing_address'  => $this->address(
					'billing',
					array(
						'first_name' => 'Ana',
						'state'      => 'ZZ',
						'postcode'   => 'ABCDE',
					)
				),
				'shipping_address' => $this->address( 'shipping', array( 'postcode' => '1234' ) ),
			)
		);
		$data     = $response->get_data()['data'];

		$this->assertSame( 400, $response->get_status() );
		/* translators: %s: the wrong parameters. */
		$this->assertSame( sprintf( __( 'Invalid parameter(s): %s', 'rueda' ), 'billing_address, shipping_address' ), $response->get_data()['message'] );
		$this->assertSame( __( 'Please select a valid province.', 'rueda' ) . ' ' . __( 'Please enter a valid postcode.', 'rueda' ), $data['params']['billing_address'] );
		$this->assertSame( 'invalid_state', $data['details']['billing_address']['code'] );
		$this->assertSame( array( 'invalid_postcode' ), array_column( $data['details']['billing_address']['additional_errors'], 'code' ) );
		$this->assertSame( 'invalid_postcode', $data['details']['shipping_address']['code'] );
		$cart = $this->cart();
		$this->assertSame( array( 'Lucía', 'M', '28013' ), array( $cart['billing_address']['first_name'], $cart['billing_address']['state'], $cart['billing_address']['postcode'] ) );
		$this->assertSame( '28013', $cart['shipping_address']['postcode'] );
	}

	/**
	 * POST /cart/update-customer.
	 *
	 * @param array<string,mixed> $body Body.
	 */
	private function update( array $body ): \WP_REST_Response {
		return $this->write( 'update-customer', $body );
	}

	/**
	 * The Madrid address of the payload, changed.
	 *
	 * @param string               $type    billing or shipping.
	 * @param array<string,string> $changes Fields to change.
	 * @return array<string,string>
	 */
	private function address( string $type, array $changes ): array {
		return array_merge( $this->payload()[ "{$type}_address" ], $changes );
	}

	/**
	 * The refusal's details for an address.
	 *
	 * @param \WP_REST_Response $response The answer.
	 * @param string            $param    billing_address or shipping_address.
	 * @return array<string,mixed>
	 */
	private function details( \WP_REST_Response $response, string $param ): array {
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		return $response->get_data()['data']['details'][ $param ];
	}
}
