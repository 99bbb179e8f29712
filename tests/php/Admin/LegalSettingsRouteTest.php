<?php
/**
 * The admin legal settings route, its defaults and what the checkout makes of them.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Blocks\CheckoutData;
use Rueda\Blocks\ShopSettings;
use Rueda\Domain\Legal\DataProtection;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\CompanySettings;
use Rueda\Settings\LegalSettings;
use Rueda\Settings\PageLinks;
use Rueda\Settings\WorkshopSettings;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Capabilities, defaults, field checks, the old settings carried over, and the checkout.
 */
final class LegalSettingsRouteTest extends CheckoutTestCase {

	private const PATH = '/rueda/v1/settings/legal';

	protected function set_up(): void {
		parent::set_up();
		// The workshop's details name the shop until its legal details are set.
		delete_option( CompanySettings::OPTION );
	}

	public function test_only_shop_managers_and_administrators_reach_the_settings(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status(), 'visitor' );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status(), 'customer' );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'terms_required' => false ) )->get_status(), 'customer write' );
		$this->assertTrue( LegalSettings::get()['terms_required'], 'nothing changed' );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$this->assertSame( 200, $this->rest( 'GET', self::PATH )->get_status(), $role );
		}
	}

	public function test_the_defaults_follow_the_law(): void {
		update_option( WorkshopSettings::OPTION, array( 'name' => 'Neumáticos Ejemplo S.L.' ) + WorkshopSettings::defaults() );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$settings = $this->rest( 'GET', self::PATH )->get_data();

		$this->assertSame(
			array(
				'order_button_text'       => '',
				'terms_required'          => true,
				'data_protection_text'    => '',
				'withdrawal_info'         => true,
				'data_protection_default' => DataProtection::default_text(),
			),
			$settings
		);
		$this->assertSame( __( 'Order with obligation to pay', 'rueda' ), LegalSettings::button_text() );
		/* translators: %s: the shop's (legal) name. */
		$this->assertSame( sprintf( __( 'Basic data protection information. Controller: %s. Purpose: managing your order and invoicing it. Legal basis: performance of the contract. Rights: you may access, rectify and erase your data, object to or restrict its processing and ask for its portability.', 'rueda' ), 'Neumáticos Ejemplo S.L.' ), LegalSettings::data_protection_text() );
	}

	/**
	 * Bad values and the field each names.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public static function bad_values(): array {
		return array(
			'long button text'        => array( array( 'order_button_text' => str_repeat( 'Pagar ', 11 ) ), 'order_button_text' ),
			'terms as a list'         => array( array( 'terms_required' => array( true ) ), 'terms_required' ),
			'long notice'             => array( array( 'data_protection_text' => str_repeat( 'Datos. ', 150 ) ), 'data_protection_text' ),
			'notice as a number'      => array( array( 'data_protection_text' => 7 ), 'data_protection_text' ),
			'withdrawal info as text' => array( array( 'withdrawal_info' => 'quizás' ), 'withdrawal_info' ),
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

		$response = $this->rest( 'POST', self::PATH, $body + array( 'order_button_text' => 'Pagar ahora' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['params'] );
		$this->assertSame( '', LegalSettings::get()['order_button_text'], 'nothing saved' );
	}

	public function test_a_post_changes_only_the_fields_it_sends_and_cleans_them(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$saved = $this->rest(
			'POST',
			self::PATH,
			array(
				'order_button_text'    => '<b>Pagar</b> ahora',
				'data_protection_text' => "Responsable: Taller <script>x</script>Ejemplo.\nFinalidad: tu pedido.",
			)
		)->get_data();

		$this->assertSame( 'Pagar ahora', $saved['order_button_text'] );
		$this->assertSame( "Responsable: Taller Ejemplo.\nFinalidad: tu pedido.", $saved['data_protection_text'], 'lines kept, markup dropped' );
		$this->assertTrue( $saved['terms_required'] );
		$this->assertTrue( $saved['withdrawal_info'] );
		$this->assertSame( array_intersect_key( $saved, LegalSettings::DEFAULTS ), LegalSettings::get() );
	}

	public function test_an_ambiguous_button_text_is_saved_the_screen_only_warns(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'POST', self::PATH, array( 'order_button_text' => 'Continuar' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Continuar', LegalSettings::button_text() );
	}

	public function test_the_default_notice_sent_back_unchanged_stays_the_default(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->rest( 'POST', self::PATH, array( 'data_protection_text' => DataProtection::default_text() ) );
		update_option( WorkshopSettings::OPTION, array( 'name' => 'Nuevo Nombre S.L.' ) + WorkshopSettings::defaults() );

		$this->assertSame( '', LegalSettings::get()['data_protection_text'] );
		$this->assertStringContainsString( 'Nuevo Nombre S.L.', LegalSettings::data_protection_text(), 'it follows the shop\'s name' );
	}

	public function test_an_old_default_button_text_becomes_the_new_default_and_an_own_text_is_kept(): void {
		delete_option( LegalSettings::OPTION );
		update_option( CheckoutSettings::OPTION, array( 'order_button_text' => 'Realizar el pedido' ) );
		$this->assertSame( __( 'Order with obligation to pay', 'rueda' ), LegalSettings::button_text(), 'the old default was never the owner\'s choice' );
		$this->assertTrue( LegalSettings::get()['terms_required'] );

		delete_option( LegalSettings::OPTION );
		update_option(
			CheckoutSettings::OPTION,
			array(
				'order_button_text' => 'Pagar y reservar cita',
				'terms_checkbox'    => false,
			)
		);
		$this->assertSame( 'Pagar y reservar cita', LegalSettings::button_text() );
		$this->assertTrue( LegalSettings::get()['terms_required'], 'the old switch was off by default: now the law\'s default' );

		update_option( CheckoutSettings::OPTION, array( 'order_button_text' => 'Otro' ) );
		$this->assertSame( 'Pagar y reservar cita', LegalSettings::button_text(), 'carried over once' );
	}

	public function test_the_checkout_block_shows_the_settings(): void {
		update_option(
			LegalSettings::OPTION,
			array(
				'order_button_text'    => 'Comprar ahora',
				'terms_required'       => false,
				'data_protection_text' => 'Tus datos, para tu pedido.',
			)
		);
		$this->add( self::TYRE );

		$data = CheckoutData::get();
		$html = do_blocks( '<!-- wp:rueda/checkout-actions /-->' );

		$this->assertSame( 'Comprar ahora', $data['orderButtonText'] );
		$this->assertFalse( $data['termsCheckbox'] );
		$this->assertSame( 'Tus datos, para tu pedido.', $data['dataProtectionText'] );
		$this->assertStringContainsString( '>Comprar ahora</button>', $html );
	}

	public function test_the_default_button_and_notice_reach_the_checkout(): void {
		$this->add( self::TYRE );

		$data = CheckoutData::get();
		$html = do_blocks( '<!-- wp:rueda/checkout-actions /-->' );

		$this->assertSame( '', $data['orderButtonText'], 'the page uses its translated default' );
		$this->assertTrue( $data['termsCheckbox'] );
		$this->assertSame( DataProtection::default_text(), $data['dataProtectionText'] );
		$this->assertStringContainsString( '>' . esc_html__( 'Order with obligation to pay', 'rueda' ) . '</button>', $html );
	}

	public function test_the_carts_express_area_brings_the_legal_settings_alone(): void {
		$this->add( self::TYRE );
		update_option( LegalSettings::OPTION, array( 'terms_required' => false ) );

		do_blocks( '<!-- wp:rueda/cart-express-payment /-->' );
		$settings = ( new ShopSettings() )->get();
		( new \ReflectionProperty( CheckoutData::class, 'wants_legal' ) )->setValue( null, false );

		$this->assertSame(
			array(
				'termsCheckbox'  => false,
				'termsPageUrl'   => PageLinks::get_url( 'terms' ),
				'privacyPageUrl' => PageLinks::get_url( 'privacy' ),
			),
			$settings['checkout'],
			'express payments place orders from the cart: its terms box follows the settings'
		);
	}

	public function test_the_privacy_link_falls_back_to_wordpress_privacy_page(): void {
		$page = self::factory_page( 'Política de privacidad de prueba' );
		update_option( PageLinks::OPTION, array( 'privacy' => 0 ) + (array) get_option( PageLinks::OPTION, array() ) );
		update_option( 'wp_page_for_privacy_policy', $page );

		$this->assertSame( get_permalink( $page ), CheckoutData::get()['privacyPageUrl'] );

		PageLinks::set_page_id( 'privacy', self::factory_page( 'Privacidad de la tienda' ) );
		$this->assertSame( PageLinks::get_url( 'privacy' ), CheckoutData::get()['privacyPageUrl'], 'the shop\'s own link first' );
	}

	/**
	 * A published page.
	 *
	 * @param string $title Title.
	 */
	private static function factory_page( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => $title,
			)
		);
	}
}
