<?php
/**
 * The declaración responsable page.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Admin\Capabilities;
use Rueda\Domain\Invoices\Verifactu\InvoicingSystem;
use Rueda\Domain\Invoices\Verifactu\SystemDeclaration;

/**
 * The system's declaración responsable (SystemDeclaration), printed by the server, for
 * those who may manage the shop: reached from the Facturas screen and from the plugin's
 * row in Plugins, not shown in the menu. A print stylesheet leaves only the declaration
 * on paper.
 *
 * @since 0.7.0
 */
final class DeclarationPage {

	public const SLUG = 'rueda-declaracion-responsable';

	/**
	 * Hooks the page and the plugin row's link.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 12 );
		add_action( 'admin_head', array( $this, 'hide' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( RUEDA_FILE ), array( $this, 'plugin_link' ) );
	}

	/**
	 * The page's address.
	 *
	 * @since 0.7.0
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}

	/**
	 * Registers the page under Rueda.
	 *
	 * @since 0.7.0
	 */
	public function add_page(): void {
		add_submenu_page( AdminScreen::MENU, self::title(), self::title(), Capabilities::CAPABILITY, self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * Takes the page out of the menu as it is printed: only then, as WordPress checks who
	 * may open a page and finds its title by its menu entry first.
	 *
	 * @since 0.7.0
	 */
	public function hide(): void {
		remove_submenu_page( AdminScreen::MENU, self::SLUG );
	}

	/**
	 * Adds "Declaración responsable" to the plugin's links in Plugins.
	 *
	 * @since 0.7.0
	 *
	 * @param array<int|string,string> $links Links.
	 * @return array<int|string,string>
	 */
	public function plugin_link( array $links ): array {
		if ( current_user_can( Capabilities::CAPABILITY ) ) {
			$links['rueda-declaration'] = sprintf( '<a href="%s">%s</a>', esc_url( self::url() ), esc_html( self::title() ) );
		}
		return $links;
	}

	/**
	 * The page's title.
	 *
	 * @since 0.7.0
	 */
	public static function title(): string {
		return __( 'Responsible declaration', 'rueda' );
	}

	/**
	 * Prints the declaration.
	 *
	 * @since 0.7.0
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage the shop.', 'rueda' ), 403 );
		}
		echo self::html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- html() escapes every value.
	}

	/**
	 * The page's markup.
	 *
	 * @since 0.7.0
	 */
	public static function html(): string {
		$rows = '';
		foreach ( SystemDeclaration::items() as $item ) {
			$rows .= sprintf( '<tr><th scope="row"><span class="rueda-declaration__item">%s)</span> %s</th><td>%s</td></tr>', esc_html( $item['item'] ), esc_html( $item['label'] ), esc_html( $item['value'] ) );
		}
		$style = '.rueda-declaration table{border-collapse:collapse;width:100%;max-width:60rem}'
			. '.rueda-declaration th,.rueda-declaration td{text-align:left;vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid #dcdcde}'
			. '.rueda-declaration th{width:35%;font-weight:600}'
			. '@media (max-width:600px){.rueda-declaration th,.rueda-declaration td{display:block;width:auto}.rueda-declaration th{border-bottom:0}}'
			. '@media print{#adminmenumain,#wpadminbar,#wpfooter,.rueda-declaration__actions,.notice{display:none!important}#wpcontent{margin:0!important;padding:0!important}html.wp-toolbar{padding:0!important}}';
		return '<style>' . $style . '</style>'
			. '<div class="wrap rueda-declaration">'
			. '<h1>' . esc_html( self::title() ) . '</h1>'
			. '<p>' . esc_html__( 'Of the invoicing system, under article 13 of the Regulation approved by Real Decreto 1007/2023 and article 15 of Orden HAC/1177/2024.', 'rueda' ) . '</p>'
			. '<p class="rueda-declaration__actions"><a class="button" href="' . esc_url( admin_url( 'admin.php?page=' . InvoicesPage::SLUG ) ) . '">' . esc_html__( 'Back to invoices', 'rueda' ) . '</a> '
			. '<button type="button" class="button button-primary" onclick="window.print()">' . esc_html__( 'Print', 'rueda' ) . '</button></p>'
			. '<table class="rueda-declaration__items"><tbody>' . $rows . '</tbody></table>'
			. '<p>' . esc_html(
				sprintf(
					/* translators: %s: installation number (an identifier). */
					__( 'Installation number of this copy: %s', 'rueda' ),
					InvoicingSystem::installation_number()
				)
			) . '</p>'
			. '</div>';
	}
}
