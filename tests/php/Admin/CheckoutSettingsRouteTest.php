<?php
/**
 * The admin checkout settings route and who may use it.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Settings\CheckoutSettings;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\StoreApi\Utilities\StoreNonce;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Capabilities, field checks and the effect on the Store API.
 */
final class CheckoutSettingsRouteTest extends CheckoutTestCase {

	private const PATH = '/rueda/v1/settings/checkout';

	public function test_only_shop_managers_and_administrators_reach_the_settings(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status(), 'visitor' );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status(), 'customer' );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'allows_guest' => false ) )->get_status(), 'customer write' );
		$this->assertTrue( CheckoutSettings::get()['allows_guest'], 'nothing changed' );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$response = $this->rest( 'GET', self::PATH );
			$this->assertSame( 200, $response->get_status(), $role );
			$this->assertSame( array( 'allows_guest', 'allows_signup', 'pay_at_workshop_days' ), array_keys( $response->get_data() ), 'the countries are general settings, the button and the terms legal ones' );
			$this->assertSame( 7, $response->get_data()['pay_at_workshop_days'], 'a week by default' );
			$this->assertSame( array_intersect_key( CheckoutSettings::get(), $response->get_data() ), $response->get_data() );
		}
	}

	public function test_the_shop_manager_role_manages_the_shop_and_nothing_else(): void {
		$role = get_role( Capabilities::ROLE );

		$this->assertTrue( $role->has_cap( Capabilities::CAPABILITY ) );
		$this->assertTrue( $role->has_cap( 'upload_files' ) );
		$this->assertFalse( $role->has_cap( 'manage_options' ) );
		$this->assertFalse( $role->has_cap( 'edit_posts' ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( Capabilities::CAPABILITY ) );
	}

	/**
	 * Bad values and the field each names.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public static function bad_values(): array {
		return array(
			'guest flag as text'  => array( array( 'allows_guest' => 'quizás' ), 'allows_guest' ),
			'signup flag as list' => array( array( 'allows_signup' => array( true ) ), 'allows_signup' ),
			'no days to pay'      => array( array( 'pay_at_workshop_days' => 0 ), 'pay_at_workshop_days' ),
			'over 90 days to pay' => array( array( 'pay_at_workshop_days' => 91 ), 'pay_at_workshop_days' ),
			'days to pay as text' => array( array( 'pay_at_workshop_days' => 'una semana' ), 'pay_at_workshop_days' ),
			'part of a day'       => array( array( 'pay_at_workshop_days' => 1.5 ), 'pay_at_workshop_days' ),
		);
	}

	/**
	 * Each bad value is refused, naming its field, and nothing is saved.
	 *
	 * @dataProvider bad_values
	 *
	 * @param array<string,mixed> $body  Body.
	 * @param string              $field The field at fault.
	 */
	public function test_bad_values_are_refused_by_field( array $body, string $field ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest(
			'POST',
			self::PATH,
			$body + array(
				'allows_signup' => false,
				'allows_guest'  => false,
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['params'] );
		$this->assertTrue( CheckoutSettings::get()['allows_signup'] && CheckoutSettings::get()['allows_guest'], 'nothing saved' );
	}

	public function test_a_post_changes_only_the_fields_it_sends(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		update_option( CheckoutSettings::OPTION, array( 'selling_countries' => array( 'ES' ) ) );

		$saved = $this->rest(
			'POST',
			self::PATH,
			array(
				'allows_signup'     => false,
				'selling_countries' => array( 'PT' ),
				'order_button_text' => 'Continuar',
			)
		)->get_data();

		$this->assertFalse( $saved['allows_signup'] );
		$this->assertTrue( $saved['allows_guest'] );
		$this->assertSame( '', \Rueda\Settings\LegalSettings::get()['order_button_text'], 'the button is a legal setting: not changed here' );
		$this->assertSame( $saved, array_intersect_key( CheckoutSettings::get(), $saved ) );
		$this->assertSame( array( 'ES' ), CheckoutSettings::get()['selling_countries'], 'countries are not this group\'s: kept' );
	}

	public function test_the_days_to_pay_at_the_workshop_are_saved_from_1_to_90_and_a_refusal_names_the_field(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		foreach ( array( 1, 90, 14 ) as $days ) {
			$saved = $this->rest( 'POST', self::PATH, array( 'pay_at_workshop_days' => $days ) );
			$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
			$this->assertSame( $days, $saved->get_data()['pay_at_workshop_days'] );
		}
		$refused = $this->rest( 'POST', self::PATH, array( 'pay_at_workshop_days' => 120 ) );

		$this->assertSame( 14, CheckoutSettings::pay_at_workshop_days() );
		$this->assertSame( array( 'pay_at_workshop_days' => 'Días para pagar en el taller: introduce un número entero entre 1 y 90.' ), $refused->get_data()['data']['params'] );
	}

	public function test_turning_guest_checkout_off_makes_a_guest_order_fail(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 200, $this->rest( 'POST', self::PATH, array( 'allows_guest' => false ) )->get_status() );
		wp_set_current_user( 0 );
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload() );

		$this->assertSame( array( 401, 'rueda_login_required' ), array( $response->get_status(), $response->get_data()['code'] ) );
	}
}
