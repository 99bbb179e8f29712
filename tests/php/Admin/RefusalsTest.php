<?php
/**
 * Refusals of the admin routes, in the shop owner's words.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Rest\FieldLabels;
use Rueda\Admin\Rest\Refusals;
use Rueda\Tests\TestCase;

/**
 * Every refusal of rueda/v1's admin routes (products, coupons, settings, orders) keeps
 * its stable code and names the refused field in a translated message, never in core's
 * English schema wording ("Invalid parameter(s): name").
 */
final class RefusalsTest extends TestCase {

	/** Fragments of WordPress's own (English) validation messages. */
	private const CORE_WORDING = array( 'Invalid parameter', 'Missing parameter', 'must be', 'must contain', 'is not of type', 'is not one of', 'does not match', 'character long', 'is a required property' );

	protected function set_up(): void {
		parent::set_up();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * Checks a refusal: its code, and for each field its message in the owner's words.
	 *
	 * @param \WP_REST_Response    $response Response.
	 * @param string               $code     Expected code.
	 * @param array<string,string> $expected Expected messages by field.
	 */
	private function assert_refused( \WP_REST_Response $response, string $code, array $expected ): void {
		$error = $response->get_data();
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $error ) );
		$this->assertSame( $code, $error['code'] );
		$this->assertSame( $expected, $error['data']['params'] );
		$message = 1 === count( $expected )
			? reset( $expected )
			/* translators: %s: names of the refused fields, separated by commas. */
			: sprintf( __( 'Check these fields: %s.', 'rueda' ), implode( ', ', array_map( array( FieldLabels::class, 'of' ), array_keys( $expected ) ) ) );
		$this->assertSame( $message, $error['message'] );
		foreach ( array_merge( array( $error['message'] ), array_values( $error['data']['params'] ) ) as $text ) {
			foreach ( self::CORE_WORDING as $fragment ) {
				$this->assertStringNotContainsString( $fragment, $text );
			}
		}
	}

	public function test_a_product_without_a_name_is_refused_naming_the_name(): void {
		$required = array( 'name' => __( 'The name is required.', 'rueda' ) );
		// A tyre's name may be built from its brand, model and size: with none of them, it is wanted.
		$this->assert_refused( $this->rest( 'POST', '/rueda/v1/products', array( 'regular_price' => 100 ) ), 'rest_invalid_param', $required );
		$this->assert_refused(
			$this->rest(
				'POST',
				'/rueda/v1/products',
				array(
					'name'          => '',
					'regular_price' => 100,
				)
			),
			'rest_invalid_param',
			$required
		);
	}

	public function test_schema_refusals_of_a_product_name_the_field_and_the_rule(): void {
		$this->assert_refused(
			$this->rest(
				'POST',
				'/rueda/v1/products',
				array(
					'name'          => 'Michelin Primacy 4+',
					'width'         => 99,
					'speed_rating'  => 'X',
					'regular_price' => 'gratis',
				)
			),
			'rest_invalid_param',
			array(
				/* translators: 1: smallest number allowed, 2: largest. */
				'width'         => Refusals::named( 'width', sprintf( __( 'enter a number from %1$s to %2$s.', 'rueda' ), number_format_i18n( 100 ), number_format_i18n( 400 ) ) ),
				'speed_rating'  => Refusals::named( 'speed_rating', __( 'choose one of the options.', 'rueda' ) ),
				'regular_price' => Refusals::named( 'regular_price', __( 'enter a whole number.', 'rueda' ) ),
			)
		);
		$this->assert_refused(
			$this->rest(
				'POST',
				'/rueda/v1/products',
				array(
					'name'  => 'Michelin Primacy 4+',
					'brand' => str_repeat( 'a', 61 ),
				)
			),
			'rest_invalid_param',
			/* translators: %d: most characters. */
			array( 'brand' => Refusals::named( 'brand', sprintf( _n( 'use at most %d character.', 'use at most %d characters.', 60, 'rueda' ), 60 ) ) )
		);
	}

	public function test_a_rule_of_the_shop_keeps_its_words_and_names_the_field(): void {
		$this->assert_refused(
			$this->rest(
				'POST',
				'/rueda/v1/products',
				array(
					'name'       => 'Servicio',
					'categories' => array( 999999 ),
				)
			),
			'rest_invalid_param',
			array( 'categories' => Refusals::named( 'categories', __( 'Choose existing product categories.', 'rueda' ) ) )
		);
	}

	public function test_coupon_refusals_name_the_field(): void {
		$this->assert_refused(
			$this->rest( 'POST', '/rueda/v1/coupons', array( 'discount_type' => 'percent' ) ),
			'rest_invalid_param',
			array(
				'code'   => __( 'The coupon code is required.', 'rueda' ),
				'amount' => Refusals::required( 'amount' ),
			)
		);
		$this->assert_refused(
			$this->rest(
				'POST',
				'/rueda/v1/coupons',
				array(
					'code'          => 'VERANO',
					'discount_type' => 'percent',
					'amount'        => 'diez',
				)
			),
			'rest_invalid_param',
			array( 'amount' => Refusals::named( 'amount', __( 'enter a number.', 'rueda' ) ) )
		);
	}

	public function test_settings_refusals_name_the_field(): void {
		$this->assert_refused(
			$this->rest( 'POST', '/rueda/v1/settings/legal', array( 'order_button_text' => str_repeat( 'a', 61 ) ) ),
			'rest_invalid_param',
			/* translators: %d: most characters. */
			array( 'order_button_text' => Refusals::named( 'order_button_text', sprintf( _n( 'use at most %d character.', 'use at most %d characters.', 60, 'rueda' ), 60 ) ) )
		);
		$shipping                     = $this->rest( 'GET', '/rueda/v1/settings/shipping' )->get_data();
		$shipping['zones'][0]['name'] = '';
		$this->assert_refused(
			$this->rest( 'POST', '/rueda/v1/settings/shipping', $shipping ),
			'rest_invalid_param',
			array( 'zones[0].name' => Refusals::named( 'zones[0].name', __( 'This field is required.', 'rueda' ) ) )
		);
		/* translators: %d: position of the shipping zone in the list. */
		$this->assertStringStartsWith( sprintf( __( 'Zone %d', 'rueda' ), 1 ) . ' › ' . __( 'Name', 'rueda' ), Refusals::named( 'zones[0].name', 'x' ) );
	}

	public function test_order_refusals_name_the_field(): void {
		$request = new \WP_REST_Request( 'GET', '/rueda/v1/orders' );
		$request->set_query_params( array( 'per_page' => 1000 ) );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( FieldLabels::of( 'per_page' ) . ':', $response->get_data()['data']['params']['per_page'] );
		$this->assertSame( $response->get_data()['data']['params']['per_page'], $response->get_data()['message'] );
	}
}
