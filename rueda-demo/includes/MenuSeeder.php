<?php
/**
 * Seeds the site menu, the header that shows it and the shop's footer.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Domain\Catalog\ProductRepository;

/**
 * Creates the "Menú principal" navigation (with the Tienda and Servicios submenus) and a
 * customised Twenty Twenty-Five header that shows it with rueda/site-menu, both only when
 * missing. A demo site seeded by an earlier version (a flat menu, a Servicios without its
 * page, a header with core/navigation, all untouched since) is brought up to date.
 *
 * @since 0.1.0
 */
final class MenuSeeder implements Seeder {

	public const MENU_SLUG = 'menu-principal';

	/** Top-level pages by slug, in order; a submenu follows the page its key names. */
	private const PAGES = array( 'inicio', 'tienda', 'sobre-nosotros', 'carrito', 'mi-cuenta' );

	/** Tyre seasons: label => the season attribute's term slug (rueda_pa_season). */
	private const SEASONS = array(
		'Verano'      => 'verano',
		'Invierno'    => 'invierno',
		'Todo tiempo' => 'todo-tiempo',
	);

	/** Service products: label => SKU. */
	private const SERVICES = array(
		'Montaje'     => 'SRV-MONTAJE',
		'Equilibrado' => 'SRV-EQUILIBRADO',
		'Alineación'  => 'SRV-ALINEACION',
		'Pre-ITV'     => 'SRV-PREITV',
	);

	/**
	 * Creates the seeder.
	 *
	 * @param ProductRepository $products Products, to find the services by SKU.
	 */
	public function __construct( private ProductRepository $products = new ProductRepository() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		$menu_id = $this->ensure_menu();
		if ( 'twentytwentyfive' === get_stylesheet() ) {
			$this->ensure_header( $menu_id );
			$this->ensure_part( 'footer', 'Footer', WP_TEMPLATE_PART_AREA_FOOTER, (string) file_get_contents( RUEDA_DEMO_DIR . '/parts/footer.html' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		}
	}

	/**
	 * The menu's block markup: the pages, Tienda with a Neumáticos submenu by season,
	 * and Servicios (linking to the Servicios del taller page) with the service products.
	 *
	 * @since 0.1.0
	 */
	public function menu_content(): string {
		$content = '';
		foreach ( self::PAGES as $slug ) {
			$page = get_page_by_path( $slug, OBJECT, 'page' );
			if ( ! $page instanceof \WP_Post ) {
				continue;
			}
			if ( 'tienda' !== $slug ) {
				$content .= $this->link( $page->post_title, (string) get_permalink( $page ), $page->ID, 'page' );
				continue;
			}
			$shop    = wp_make_link_relative( (string) get_permalink( $page ) );
			$seasons = '';
			foreach ( self::SEASONS as $label => $season ) {
				$seasons .= $this->link( $label, add_query_arg( 'temporada', $season, $shop ) );
			}
			$content .= $this->submenu( $page->post_title, $this->submenu( 'Neumáticos', $seasons ), $shop, $page->ID );
			// Servicios links to its page (the services' grid) and lists each service.
			$services = get_page_by_path( 'servicios', OBJECT, 'page' );
			$content .= $services instanceof \WP_Post
				? $this->submenu( 'Servicios', $this->services(), wp_make_link_relative( (string) get_permalink( $services ) ), $services->ID )
				: $this->submenu( 'Servicios', $this->services() );
		}
		return $content;
	}

	/**
	 * Returns the menu's ID, creating it when missing. A menu an earlier version seeded and
	 * nobody edited since (the flat one, or one without the Servicios page) gets the
	 * current items.
	 */
	private function ensure_menu(): int {
		$existing = get_page_by_path( self::MENU_SLUG, OBJECT, 'wp_navigation' );
		if ( $existing instanceof \WP_Post ) {
			$content = $this->menu_content();
			if ( $this->is_untouched( $existing ) && $content !== $existing->post_content ) {
				wp_update_post(
					wp_slash(
						array(
							'ID'           => $existing->ID,
							'post_content' => $content,
						)
					)
				);
			}
			return $existing->ID;
		}
		return (int) wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'wp_navigation',
					'post_status'  => 'publish',
					'post_name'    => self::MENU_SLUG,
					'post_title'   => 'Menú principal',
					'post_content' => $this->menu_content(),
				)
			)
		);
	}

	/**
	 * The service products' links, found by SKU.
	 */
	private function services(): string {
		$links = '';
		foreach ( self::SERVICES as $label => $sku ) {
			$id = $this->products->find_id_by_sku( $sku );
			if ( $id && 'publish' === get_post_status( $id ) ) {
				$links .= $this->link( $label, (string) get_permalink( $id ), $id, (string) get_post_type( $id ) );
			}
		}
		return $links;
	}

	/**
	 * A core/navigation-link block.
	 *
	 * @param string $label Label.
	 * @param string $url   URL.
	 * @param int    $id    Linked post, 0 for a custom link.
	 * @param string $type  Linked post type.
	 */
	private function link( string $label, string $url, int $id = 0, string $type = 'custom' ): string {
		$attributes = array(
			'label' => $label,
			'type'  => $type,
			'url'   => wp_make_link_relative( $url ),
			'kind'  => $id ? 'post-type' : 'custom',
		);
		if ( $id ) {
			$attributes['id'] = $id;
		}
		return get_comment_delimited_block_content( 'core/navigation-link', $attributes, '' );
	}

	/**
	 * A core/navigation-submenu block.
	 *
	 * @param string $label Label.
	 * @param string $items Inner blocks' markup.
	 * @param string $url   The item's own link, if any.
	 * @param int    $id    Linked page, if any.
	 */
	private function submenu( string $label, string $items, string $url = '', int $id = 0 ): string {
		$attributes = array( 'label' => $label );
		if ( $id ) {
			$attributes += array(
				'type' => 'page',
				'id'   => $id,
				'url'  => $url,
				'kind' => 'post-type',
			);
		}
		return get_comment_delimited_block_content( 'core/navigation-submenu', $attributes, $items );
	}

	/**
	 * Saves a header template part showing the site title, the menu and the mini cart,
	 * unless the owner already customised the header. The header an earlier version
	 * seeded (with core/navigation), untouched since, is replaced.
	 *
	 * @param int $menu_id Navigation post ID.
	 */
	private function ensure_header( int $menu_id ): void {
		$menu    = get_comment_delimited_block_content(
			'rueda/site-menu',
			array(
				'ref'   => $menu_id,
				'style' => array( 'spacing' => array( 'margin' => array( 'left' => 'auto' ) ) ),
			),
			''
		);
		$content = str_replace(
			'<!-- rueda:navigation /-->',
			$menu,
			(string) file_get_contents( RUEDA_DEMO_DIR . '/parts/header.html' ) // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		);
		$header  = get_block_template( get_stylesheet() . '//header', 'wp_template_part' );
		$post    = $header?->wp_id ? get_post( $header->wp_id ) : null;
		if ( $post instanceof \WP_Post && $this->is_untouched( $post ) && has_block( 'core/navigation', $post->post_content ) && ! has_block( 'rueda/site-menu', $post->post_content ) ) {
			wp_update_post(
				wp_slash(
					array(
						'ID'           => $post->ID,
						'post_content' => $content,
					)
				)
			);
			return;
		}
		$this->ensure_part( 'header', 'Header', WP_TEMPLATE_PART_AREA_HEADER, $content );
	}

	/**
	 * Whether a seeded post was never edited since.
	 *
	 * @param \WP_Post $post Post.
	 */
	private function is_untouched( \WP_Post $post ): bool {
		return $post->post_modified_gmt === $post->post_date_gmt;
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
