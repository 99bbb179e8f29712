<?php
/**
 * The rueda/workshop-info block and the settings it reads.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Unit;

use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Settings\WorkshopSettings;
use Rueda\Tests\TestCase;

/**
 * Workshop details: storage, REST validation and rendering.
 */
final class WorkshopInfoBlockTest extends TestCase {

	private function save( array $details ): void {
		update_option( WorkshopSettings::OPTION, ( new WorkshopSettings() )->sanitize( $details ) );
	}

	public function test_renders_address_contact_and_hours(): void {
		$this->save(
			array(
				'name'      => 'Taller Norte',
				'address_1' => 'Avenida 1',
				'postcode'  => '28001',
				'city'      => 'Madrid',
				'phone'     => '+34 910 000 000',
				'email'     => 'norte@example.test',
			)
		);

		$html = do_blocks( '<!-- wp:rueda/workshop-info /-->' );

		$this->assertStringContainsString( 'class="wp-block-rueda-workshop-info"', $html );
		$this->assertStringContainsString( 'Taller Norte<br>Avenida 1<br>28001 Madrid', $html );
		$this->assertStringContainsString( 'href="tel:+34910000000"', $html );
		$this->assertStringContainsString( 'href="mailto:norte@example.test"', $html );
		$this->assertStringContainsString( 'Horario de apertura', $html );
		// The demo workshop's schedule (pickup location 0), the one the slots come from.
		$this->assertStringContainsString( '<dt>Lunes a viernes</dt><dd>8:30–13:30 y 15:30–19:30</dd><dt>Sábado</dt><dd>9:00–13:00</dd><dt>Domingo</dt><dd>Cerrado</dd>', $html );
	}

	public function test_hides_sections_turned_off(): void {
		$this->save(
			array(
				'name'  => 'Taller Norte',
				'phone' => '600000000',
			)
		);

		$html = do_blocks( '<!-- wp:rueda/workshop-info {"showAddress":false} /-->' );

		$this->assertStringNotContainsString( '<address', $html );
		$this->assertStringContainsString( 'tel:600000000', $html );
	}

	public function test_renders_nothing_without_details(): void {
		update_option( WorkshopSettings::OPTION, WorkshopSettings::defaults() );
		update_option( ShippingSettings::OPTION, array( 'pickup_locations' => array() ) + ShippingSettings::get() );

		$this->assertSame( '', trim( do_blocks( '<!-- wp:rueda/workshop-info /-->' ) ) );
	}

	public function test_markup_and_unknown_keys_never_reach_the_page(): void {
		$this->save(
			array(
				'name'    => '<script>alert(1)</script>Taller',
				'city'    => "Madrid'); DROP TABLE wp_posts; --",
				'email'   => 'not-an-email',
				'unknown' => 'x',
			)
		);

		$saved = get_option( WorkshopSettings::OPTION );
		$html  = do_blocks( '<!-- wp:rueda/workshop-info /-->' );

		$this->assertArrayNotHasKey( 'unknown', $saved );
		$this->assertSame( '', $saved['email'] );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( 'DROP TABLE wp_posts', $html, 'stored as text, escaped on output' );
	}

	public function test_rest_settings_validate_the_shape(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		// The opening hours are no field of theirs any more: the pickup schedule holds them.
		$bad = $this->rest( 'POST', '/wp/v2/settings', array( WorkshopSettings::OPTION => array( 'hours' => array() ) ) );
		$ok  = $this->rest( 'POST', '/wp/v2/settings', array( WorkshopSettings::OPTION => array( 'name' => 'Taller Sur' ) ) );

		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'rest_invalid_param', $bad->as_error()->get_error_code() );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( 'Taller Sur', WorkshopSettings::get()['name'] );
	}

	public function test_rest_settings_read_a_workshop_without_an_email_and_refuse_a_wrong_one(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		update_option( WorkshopSettings::OPTION, array( 'email' => '' ) + WorkshopSettings::defaults() );

		$read  = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ WorkshopSettings::OPTION ];
		$wrong = $this->rest( 'POST', '/wp/v2/settings', array( WorkshopSettings::OPTION => array( 'email' => 'no es un correo' ) ) );
		$empty = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				WorkshopSettings::OPTION => array(
					'name'  => 'Taller Sur',
					'email' => '',
				),
			)
		);

		$this->assertIsArray( $read, 'an empty email is no reason to hide the whole setting' );
		$this->assertSame( '', $read['email'] );
		$this->assertSame( 400, $wrong->get_status() );
		$this->assertSame( 200, $empty->get_status() );
		$this->assertSame( 'Taller Sur', WorkshopSettings::get()['name'] );
	}

	public function test_rest_settings_are_refused_to_customers(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( WorkshopSettings::OPTION => array( 'name' => 'Mío' ) ) );

		$this->assertSame( 403, $response->get_status() );
		$this->assertNotSame( 'Mío', WorkshopSettings::get()['name'] );
	}

	public function test_the_hours_saved_before_the_schedule_are_dropped_and_harmless_until_then(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$old = array(
			'name'  => 'Taller Norte',
			'email' => 'norte@example.test',
			'hours' => array(
				array(
					'days'  => 'Sábados',
					'hours' => '9:00–13:00',
				),
			),
		) + WorkshopSettings::defaults();
		update_option( WorkshopSettings::OPTION, $old );

		$this->assertArrayNotHasKey( 'hours', WorkshopSettings::get(), 'ignored before the migration' );
		$this->assertStringNotContainsString( 'Sábados', do_blocks( '<!-- wp:rueda/workshop-info /-->' ) );

		$this->assertNotFalse( has_action( 'init', array( WorkshopSettings::class, 'forget_hours' ) ), 'run on every load' );
		WorkshopSettings::forget_hours();
		WorkshopSettings::forget_hours();

		$saved = get_option( WorkshopSettings::OPTION );
		$this->assertArrayNotHasKey( 'hours', $saved );
		$this->assertSame( 'Taller Norte', $saved['name'], 'the rest is kept' );
		$this->assertSame( 'Taller Norte', $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ WorkshopSettings::OPTION ]['name'], 'the REST schema reads it again' );
	}
}
