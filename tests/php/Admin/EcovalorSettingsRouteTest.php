<?php
/**
 * The admin ecovalor settings route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Ecovalor\EcovalorSettings;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * Who reaches it, the defaults, refusals by field with stable codes, and the cart that
 * charges what was saved.
 */
final class EcovalorSettingsRouteTest extends CartTestCase {

	private const PATH = '/rueda/v1/settings/ecovalor';

	private const DEFAULTS = array(
		'enabled' => true,
		'system'  => 'SIGNUS',
		'amounts' => array(
			'turismo'   => 130,
			'suv'       => 210,
			'furgoneta' => 210,
			'moto'      => 65,
		),
	);

	public function test_shop_managers_read_the_defaults_and_others_are_kept_out(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status(), 'visitor' );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'enabled' => false ) )->get_status(), 'customer' );
		$this->assertTrue( EcovalorSettings::get()['enabled'], 'nothing changed' );

		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$response = $this->rest( 'GET', self::PATH );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( self::DEFAULTS, $response->get_data() );
	}

	/**
	 * Bad values, the field path each names and its code.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public static function bad_values(): array {
		return array(
			'a negative amount'          => array( array( 'amounts' => array( 'turismo' => -130 ) ), 'amounts.turismo', 'rueda_invalid_ecovalor_amount' ),
			'a huge amount'              => array( array( 'amounts' => array( 'suv' => 100000000 ) ), 'amounts.suv', 'rueda_invalid_ecovalor_amount' ),
			'just over the most'         => array( array( 'amounts' => array( 'moto' => EcovalorSettings::MAX_AMOUNT + 1 ) ), 'amounts.moto', 'rueda_invalid_ecovalor_amount' ),
			'euros with a comma'         => array( array( 'amounts' => array( 'turismo' => '1,30' ) ), 'amounts.turismo', 'rueda_invalid_ecovalor_amount' ),
			'a fraction of a cent'       => array( array( 'amounts' => array( 'furgoneta' => 210.5 ) ), 'amounts.furgoneta', 'rueda_invalid_ecovalor_amount' ),
			'HTML in an amount'          => array( array( 'amounts' => array( 'turismo' => '<b>130</b>' ) ), 'amounts.turismo', 'rueda_invalid_ecovalor_amount' ),
			'a category that is not one' => array( array( 'amounts' => array( 'camion' => 500 ) ), 'amounts.camion', 'rueda_unknown_ecovalor_category' ),
			'amounts as a list'          => array( array( 'amounts' => array( 130, 210 ) ), 'amounts', 'rueda_invalid_ecovalor_amount' ),
			'HTML in the system\'s name' => array( array( 'system' => '<script>alert(1)</script>SIGNUS' ), 'system', 'rueda_invalid_ecovalor_system' ),
			'a tag alone'                => array( array( 'system' => '<b>TNU</b>' ), 'system', 'rueda_invalid_ecovalor_system' ),
			'no name'                    => array( array( 'system' => '   ' ), 'system', 'rueda_invalid_ecovalor_system' ),
			'a name too long'            => array( array( 'system' => str_repeat( 'S', EcovalorSettings::MAX_SYSTEM_LENGTH + 1 ) ), 'system', 'rueda_invalid_ecovalor_system' ),
			'a name that is not text'    => array( array( 'system' => array( 'SIGNUS' ) ), 'system', 'rueda_invalid_ecovalor_system' ),
			'on and off as text'         => array( array( 'enabled' => 'quizás' ), 'enabled', 'rueda_invalid_ecovalor_toggle' ),
			'on and off as a number'     => array( array( 'enabled' => 1 ), 'enabled', 'rueda_invalid_ecovalor_toggle' ),
		);
	}

	/**
	 * Each bad value is refused naming its field with a stable code, and nothing is saved
	 * (not even the good fields of the same request).
	 *
	 * @dataProvider bad_values
	 *
	 * @param array<string,mixed> $body  Body.
	 * @param string              $field The field at fault.
	 * @param string              $code  Its code.
	 */
	public function test_bad_values_are_refused_by_field_with_a_stable_code( array $body, string $field, string $code ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'POST', self::PATH, $body + array( 'enabled' => false ) );
		$error    = $response->get_data();

		$this->assertSame( array( 400, 'rest_invalid_param' ), array( $response->get_status(), $error['code'] ) );
		$this->assertSame( array( $field ), array_keys( $error['data']['params'] ) );
		$this->assertSame( $code, $error['data']['details'][ $field ]['code'] );
		$this->assertSame( $error['data']['params'][ $field ], $error['message'], 'the message names the field' );
		$this->assertStringNotContainsString( '<', $error['message'] );
		$this->assertSame( self::DEFAULTS, EcovalorSettings::get(), 'nothing saved' );
	}

	public function test_the_refusal_names_the_category_in_the_owners_words(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$error = $this->rest( 'POST', self::PATH, array( 'amounts' => array( 'suv' => -1 ) ) )->get_data();

		$this->assertStringContainsString( __( '4x4 / SUV', 'rueda' ), $error['message'] );
		$this->assertStringContainsString( '50,00', $error['message'], 'and the most it takes' );
	}

	public function test_a_post_changes_only_what_it_sends(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$saved = $this->rest(
			'POST',
			self::PATH,
			array(
				'system'  => '  TNU  ',
				'amounts' => array( 'turismo' => 139 ),
			)
		);

		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$expected = array(
			'enabled' => true,
			'system'  => 'TNU',
			'amounts' => array( 'turismo' => 139 ) + self::DEFAULTS['amounts'],
		);
		$this->assertSame( $expected, $saved->get_data() );
		$this->assertSame( $expected, EcovalorSettings::get() );
		$this->assertSame( 200, $this->rest( 'POST', self::PATH, array( 'amounts' => array( 'moto' => 0 ) ) )->get_status(), 'no fee for a category is allowed' );
		$this->assertSame( 0, EcovalorSettings::get()['amounts']['moto'] );
	}

	public function test_the_cart_charges_the_saved_amount_and_nothing_when_off(): void {
		$tyre = 'MIC-PILOTSPO-2055516';
		$this->add( $tyre, 4 );
		$this->assertSame( '520', $this->cart()['totals']['total_fees'] );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->rest( 'POST', self::PATH, array( 'amounts' => array( 'turismo' => 145 ) ) );
		wp_set_current_user( 0 );
		$this->assertSame( array( '580', '122' ), array( $this->cart()['fees'][0]['totals']['total'], $this->cart()['fees'][0]['totals']['total_tax'] ) );
		$this->assertSame( '175', $this->cart()['items'][0]['tyre']['ecovalor']['amount'], 'the note beside the price: 1,45 € + IVA' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->rest( 'POST', self::PATH, array( 'enabled' => false ) );
		wp_set_current_user( 0 );
		$this->assertSame( array(), $this->cart()['fees'] );
	}
}
