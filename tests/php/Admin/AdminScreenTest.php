<?php
/**
 * The Rueda admin menu and what its screens load.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Admin\SettingsPage;
use Rueda\Tests\TestCase;

/**
 * The settings screen as WordPress builds it.
 */
final class AdminScreenTest extends TestCase {

	protected function tear_down(): void {
		// The menu globals are rebuilt on every admin request; empty them for the next test.
		$GLOBALS['menu']              = array();
		$GLOBALS['submenu']           = array();
		$GLOBALS['_registered_pages'] = array();
		parent::tear_down();
	}

	public function test_the_menu_is_there_for_those_who_manage_the_shop_only(): void {
		global $submenu;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';

		wp_set_current_user( $this->create_user( 'editor' ) );
		( new SettingsPage() )->add_menu();
		$this->assertArrayNotHasKey( AdminScreen::MENU, (array) $submenu );

		wp_set_current_user( $this->create_user( \Rueda\Admin\Capabilities::ROLE ) );
		( new SettingsPage() )->add_menu();
		$this->assertSame( __( 'Settings', 'rueda' ), $submenu[ AdminScreen::MENU ][0][0] );
		$this->assertSame( SettingsPage::SLUG, $submenu[ AdminScreen::MENU ][0][2], 'its address stays admin.php?page=rueda' );
	}

	public function test_the_rueda_menu_lists_today_settings_then_products_orders_coupons_vehicles_fitting_appointments_invoices(): void {
		global $submenu;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->create_user( 'administrator' ) );

		do_action( 'admin_menu', '' );

		$this->assertSame(
			array( 'rueda-today', 'rueda', 'rueda-products', 'rueda-orders', 'rueda-coupons', 'rueda-vehicles', 'rueda-fitting', 'rueda-appointments', 'rueda-invoices', 'rueda-declaracion-responsable' ),
			array_column( $submenu[ AdminScreen::MENU ], 2 )
		);
	}

	public function test_the_screen_loads_its_script_its_data_and_spanish_for_core_packages(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		( new SettingsPage() )->enqueue();

		$this->assertTrue( wp_script_is( 'rueda-admin-settings', 'enqueued' ) );
		$data = implode( '', (array) wp_scripts()->get_data( 'rueda-admin-settings', 'before' ) );
		$this->assertStringContainsString( 'window.ruedaAdmin = {"countries":{', $data );
		$this->assertStringContainsString( '"ES":"España"', $data );

		$api_fetch = implode( '', (array) wp_scripts()->get_data( 'wp-api-fetch', 'before' ) );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData(', $api_fetch );
		$this->assertStringContainsString( 'Error al subir el archivo. Si es una foto o una imagen grande, redúcela e inténtalo de nuevo.', $api_fetch );
		// DataViews' own words, plural forms and contexts included.
		$this->assertStringContainsString( '"No results":["No hay resultados"]', $api_fetch );
		$this->assertStringContainsString( '"%d Item":["%d elemento","%d elementos"]', $api_fetch );
		$this->assertStringContainsString( '"verb\\u0004Filter":["Filtrar"]', $api_fetch );
	}
}
