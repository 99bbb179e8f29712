<?php
/**
 * GET and POST /rueda/v1/settings/company.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Admin\Capabilities;
use Rueda\Settings\CompanySettings;
use Rueda\Tests\TestCase;

/**
 * Who may change the shop's legal details, and the checks on them.
 */
final class CompanySettingsRouteTest extends TestCase {

	private const PATH = '/rueda/v1/settings/company';

	protected function set_up(): void {
		parent::set_up();
		delete_option( CompanySettings::OPTION );
	}

	public function test_only_those_who_manage_the_shop_reach_it(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status() );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'legal_name' => 'Otra S.L.' ) )->get_status() );
		$this->assertSame( '', CompanySettings::get()['legal_name'] );

		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$response = $this->rest( 'GET', self::PATH );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( CompanySettings::DEFAULTS, $response->get_data() );
	}

	public function test_the_details_are_saved_with_the_nif_normalised(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest(
			'POST',
			self::PATH,
			array(
				'legal_name'         => ' Neumáticos Rueda S.L. ',
				'tax_id'             => 'es b-76.543.214',
				'registered_address' => 'Calle de la Industria, 24, 28923 Alcorcón (Madrid)',
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$expected = array(
			'legal_name'          => 'Neumáticos Rueda S.L.',
			'tax_id'              => 'B76543214',
			'registered_address'  => 'Calle de la Industria, 24, 28923 Alcorcón (Madrid)',
			'mercantile_registry' => '',
		);
		$this->assertSame( $expected, $response->get_data() );
		$this->assertSame( $expected, CompanySettings::get() );
		$this->assertTrue( CompanySettings::is_complete() );

		// Only the fields sent change.
		$this->rest( 'POST', self::PATH, array( 'mercantile_registry' => 'Registro Mercantil de Madrid, hoja M-712345' ) );
		$this->assertSame( 'B76543214', CompanySettings::get()['tax_id'] );
		$this->assertSame( 'Registro Mercantil de Madrid, hoja M-712345', CompanySettings::get()['mercantile_registry'] );
	}

	public function test_a_wrong_nif_is_refused_in_spanish_with_its_code_and_nothing_is_saved(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest(
			'POST',
			self::PATH,
			array(
				'legal_name'         => 'Neumáticos Rueda S.L.',
				'tax_id'             => 'B76543215',
				'registered_address' => 'Calle de la Industria, 24',
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'rest_invalid_param', $data['code'] );
		$this->assertSame( 'rueda_invalid_tax_id', $data['data']['details']['tax_id']['code'] );
		$this->assertSame( 'NIF/CIF: el NIF/NIE/CIF no es válido: revisa el último carácter (el dígito o la letra de control).', $data['data']['params']['tax_id'] );
		$this->assertSame( CompanySettings::DEFAULTS, CompanySettings::get() );
	}

	public function test_the_name_nif_and_address_go_together(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'POST', self::PATH, array( 'legal_name' => 'Neumáticos Rueda S.L.' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( array( 'tax_id', 'registered_address' ), array_keys( $response->get_data()['data']['params'] ) );
		$this->assertStringContainsString( 'rellena los tres', $response->get_data()['data']['params']['registered_address'] );
		$this->assertSame( '', CompanySettings::get()['legal_name'] );

		// Emptied together, they may be.
		$this->assertSame( 200, $this->rest( 'POST', self::PATH, array( 'legal_name' => '' ) )->get_status() );
	}

	public function test_too_long_a_name_is_refused_naming_the_field(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'POST', self::PATH, array( 'legal_name' => str_repeat( 'Rueda ', 30 ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( 'Razón social:', $response->get_data()['data']['params']['legal_name'] );
	}
}
