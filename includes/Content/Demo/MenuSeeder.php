<?php
/**
 * Seeds the site menu, the header that shows it and the shop's footer.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content\Demo;

/**
 * Creates the "Menú principal" navigation and a customised Twenty Twenty-Five header
 * that references it, both only when missing.
 *
 * @since 0.1.0
 */
final class MenuSeeder implements Seeder {

	public const MENU_SLUG = 'menu-principal';

	/** Menu entries by page slug, in order. */
	private const ITEMS = array( 'inicio', 'tienda', 'sobre-nosotros', 'carrito', 'mi-cuenta' );

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		$menu_id = $this->ensure_menu();
		if ( 'twentytwentyfive' === get_stylesheet() ) {
			$this->ensure_header( $menu_id );
			$this->ensure_part( 'footer', 'Footer', WP_TEMPLATE_PART_AREA_FOOTER, (string) file_get_contents( __DIR__ . '/parts/footer.html' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		}
	}

	/**
	 * Returns the menu's ID, creating it from the seeded pages when missing.
	 */
	private function ensure_menu(): int {
		$existing = get_page_by_path( self::MENU_SLUG, OBJECT, 'wp_navigation' );
		if ( $existing instanceof \WP_Post ) {
			return $existing->ID;
		}
		$links = '';
		foreach ( self::ITEMS as $slug ) {
			$page = get_page_by_path( $slug, OBJECT, 'page' );
			if ( $page instanceof \WP_Post ) {
				$links .= get_comment_delimited_block_content(
					'core/navigation-link',
					array(
						'label' => $page->post_title,
						'type'  => 'page',
						'id'    => $page->ID,
						'url'   => wp_make_link_relative( (string) get_permalink( $page ) ),
						'kind'  => 'post-type',
					),
					''
				);
			}
		}
		return (int) wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'wp_navigation',
					'post_status'  => 'publish',
					'post_name'    => self::MENU_SLUG,
					'post_title'   => 'Menú principal',
					'post_content' => $links,
				)
			)
		);
	}

	/**
	 * Saves a header template part showing the site title and the menu, unless the
	 * owner already customised the header.
	 *
	 * @param int $menu_id Navigation post ID.
	 */
	private function ensure_header( int $menu_id ): void {
		$navigation = get_comment_delimited_block_content(
			'core/navigation',
			array(
				'ref'                    => $menu_id,
				'overlayBackgroundColor' => 'base',
				'overlayTextColor'       => 'contrast',
				'layout'                 => array(
					'type'           => 'flex',
					'justifyContent' => 'right',
					'flexWrap'       => 'wrap',
				),
			),
			''
		);
		$content    = (string) file_get_contents( __DIR__ . '/parts/header.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		$this->ensure_part( 'header', 'Header', WP_TEMPLATE_PART_AREA_HEADER, str_replace( '<!-- rueda:navigation /-->', $navigation, $content ) );
	}

	/**
	 * Saves a template part of the theme, unless the owner already customised it.
	 *
	 * @param string $slug    Part slug (header, footer).
	 * @param string $title   Part title.
	 * @param string $area    Template part area.
	 * @param string $content Block markup.
	 */
	private function ensure_part( string $slug, string $title, string $area, string $content ): void {
		$theme = get_stylesheet();
		if ( get_block_template( $theme . '//' . $slug, 'wp_template_part' )?->wp_id ) {
			return;
		}
		$part_id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'wp_template_part',
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $title,
					'post_content' => $content,
					'tax_input'    => array(
						'wp_theme'              => array( $theme ),
						'wp_template_part_area' => array( $area ),
					),
				)
			),
			true
		);
		if ( ! is_wp_error( $part_id ) ) {
			// tax_input needs a user who may assign terms; set them directly for CLI runs.
			wp_set_post_terms( $part_id, array( $theme ), 'wp_theme' );
			wp_set_post_terms( $part_id, array( $area ), 'wp_template_part_area' );
		}
	}
}
