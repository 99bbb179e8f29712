<?php
/**
 * The declaración responsable of the invoicing system.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Domain\Invoices\Verifactu\InvoicingSystem;
use Rueda\Domain\Invoices\Verifactu\SystemDeclaration;
use Rueda\Invoices\Admin\DeclarationPage;
use Rueda\Settings\WorkshopSettings;
use Rueda\Tests\Invoices\InvoiceTestCase;

/**
 * Items a to l of Orden HAC/1177/2024 art. 15, from InvoicingSystem and the shop's details.
 */
final class DeclarationPageTest extends InvoiceTestCase {

	public function test_the_declaration_states_items_a_to_l_from_the_system_and_its_producer(): void {
		update_option( WorkshopSettings::OPTION, array( 'city' => 'Alcorcón' ) + WorkshopSettings::defaults() );
		update_option( SystemDeclaration::OPTION, array( RUEDA_VERSION => '2026-11-20' ) );

		$items = array_column( SystemDeclaration::items(), 'value', 'item' );

		$this->assertSame( range( 'a', 'l' ), array_keys( $items ) );
		$this->assertSame( array( 'Rueda', 'RU', RUEDA_VERSION ), array( $items['a'], $items['b'], $items['c'] ) );
		$this->assertStringContainsString( 'VERI*FACTU', $items['e'] );
		$this->assertStringContainsString( 'TipoUsoPosibleSoloVerifactu: S', $items['e'] );
		$this->assertStringContainsString( 'TipoUsoPosibleMultiOT: N', $items['f'] );
		$this->assertSame( array( 'Neumáticos Rueda S.L.', 'B76543214', self::SHOP['registered_address'] ), array( $items['h'], $items['i'], $items['j'] ) );
		$this->assertStringContainsString( 'Real Decreto 1007/2023', $items['k'] );
		$this->assertSame( '20/11/2026, en Alcorcón (España)', $items['l'] );
	}

	public function test_the_date_of_subscription_is_kept_for_the_version(): void {
		delete_option( SystemDeclaration::OPTION );

		$first = SystemDeclaration::subscribed()->format( 'Y-m-d' );

		$this->assertSame( wp_date( 'Y-m-d' ), $first );
		$this->assertSame( array( RUEDA_VERSION => $first ), get_option( SystemDeclaration::OPTION ) );
		update_option( SystemDeclaration::OPTION, array( RUEDA_VERSION => '2026-01-02' ) );
		$this->assertSame( '2026-01-02', SystemDeclaration::subscribed()->format( 'Y-m-d' ) );
	}

	public function test_a_distributor_names_itself_as_producer(): void {
		$producer = static fn() => array(
			'NombreRazon' => 'Rueda Software S.L.',
			'NIF'         => 'b-87654321',
		);
		add_filter( 'rueda_invoicing_system_producer', $producer );

		$items = array_column( SystemDeclaration::items(), 'value', 'item' );
		remove_filter( 'rueda_invoicing_system_producer', $producer );

		$this->assertSame( array( 'Rueda Software S.L.', 'B87654321' ), array( $items['h'], $items['i'] ) );
	}

	public function test_the_page_prints_every_item_escaped_with_the_installation_number(): void {
		update_option( 'rueda_company', array( 'legal_name' => 'Talleres <b>Pepe</b>' ) + self::SHOP );

		$html = DeclarationPage::html();

		$this->assertStringContainsString( '<h1>Declaración responsable</h1>', $html );
		$this->assertSame( 12, substr_count( $html, '<tr>' ) );
		$this->assertStringContainsString( 'Talleres &lt;b&gt;Pepe&lt;/b&gt;', $html );
		$this->assertStringContainsString( InvoicingSystem::installation_number(), $html );
		$this->assertStringContainsString( 'page=rueda-invoices', $html );
		$this->assertStringContainsString( '@media print', $html );
	}

	public function test_the_page_is_registered_under_rueda_and_hidden_from_the_printed_menu(): void {
		global $submenu;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->create_user( 'administrator' ) );
		do_action( 'admin_menu', '' );
		$this->assertContains( DeclarationPage::SLUG, array_column( $submenu[ AdminScreen::MENU ], 2 ) );

		( new DeclarationPage() )->hide();

		$this->assertNotContains( DeclarationPage::SLUG, array_column( $submenu[ AdminScreen::MENU ], 2 ) );
		global $_registered_pages;
		$this->assertArrayHasKey( get_plugin_page_hookname( DeclarationPage::SLUG, AdminScreen::MENU ), $_registered_pages, 'it still opens' );
	}

	public function test_the_plugin_row_links_to_it_for_those_who_manage_the_shop(): void {
		$page = new DeclarationPage();
		$this->assertSame( array(), $page->plugin_link( array() ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$links = $page->plugin_link( array() );

		$this->assertStringContainsString( 'page=rueda-declaracion-responsable', $links['rueda-declaration'] );
	}
}
