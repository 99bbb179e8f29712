<?php
/**
 * Seeds the demo shop's pages.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Settings\PageLinks;

/**
 * Creates each page that is missing (found by slug) from pages/{slug}.html, with About Us
 * at post ID 4338 as in the spec (a site seeded before a page existed gets it on the next
 * seed), then points the front page, privacy page and the shop's
 * page links at them where those are not set yet.
 *
 * @since 0.1.0
 */
final class PagesSeeder implements Seeder {

	/** The About Us page's post ID, fixed by the spec. */
	public const ABOUT_US_ID = 4338;

	/**
	 * Pages by slug: title, requested post ID, and the store page link they fill.
	 *
	 * @var array<string,array{title:string,id?:int,link?:string}>
	 */
	private const PAGES = array(
		'inicio'           => array( 'title' => 'Inicio' ),
		'tienda'           => array(
			'title' => 'Tienda',
			'link'  => 'shop',
		),
		'servicios'        => array( 'title' => 'Servicios del taller' ),
		'carrito'          => array(
			'title' => 'Carrito',
			'link'  => 'cart',
		),
		'finalizar-compra' => array(
			'title' => 'Finalizar compra',
			'link'  => 'checkout',
		),
		'mi-cuenta'        => array(
			'title' => 'Mi cuenta',
			'link'  => 'myaccount',
		),
		'sobre-nosotros'   => array(
			'title' => 'Sobre nosotros',
			'id'    => self::ABOUT_US_ID,
		),
		'privacidad'       => array(
			'title' => 'Privacidad',
			'link'  => 'privacy',
		),
		'terminos'         => array(
			'title' => 'Términos',
			'link'  => 'terms',
		),
	);

	/**
	 * Seeded pages whose first content is replaced when seeding again: by slug, a marker
	 * only that old content holds. A page the shop owner has changed since keeps its content.
	 *
	 * @var array<string,string>
	 */
	private const OUTDATED = array(
		// Mi cuenta used core's login/logout block before rueda/customer-account.
		'mi-cuenta' => '<!-- wp:loginout {"displayLoginAsForm":true} /-->',
	);

	/**
	 * Blocks of seeded pages replaced in place when seeding again, by slug: the block as an
	 * earlier version seeded it => the block now. The rest of the page stays as it is.
	 *
	 * @var array<string,array<string,string>>
	 */
	private const OUTDATED_BLOCKS = array(
		// Tienda listed tyres and services together, without the finder, before the Servicios page.
		'tienda' => array(
			'<!-- wp:rueda/product-grid {"align":"wide"} /-->' => '<!-- wp:rueda/tyre-finder {"foldOnPhones":true,"align":"wide"} /-->' . "\n\n" . '<!-- wp:rueda/product-grid {"category":"neumaticos","align":"wide"} /-->',
		),
		// Inicio had no tyre finder.
		'inicio' => array(
			"<!-- /wp:cover -->\n\n<!-- wp:columns -->" => "<!-- /wp:cover -->\n\n<!-- wp:rueda/tyre-finder {\"align\":\"wide\"} /-->\n\n<!-- wp:columns -->",
		),
	);

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		$ids = array();
		foreach ( self::PAGES as $slug => $page ) {
			$ids[ $slug ] = $this->ensure_page( $slug, $page );
			$this->update_outdated( $slug, $ids[ $slug ] );
			$this->update_outdated_blocks( $slug, $ids[ $slug ] );
		}
		foreach ( $ids as $slug => $id ) {
			$this->resolve_links( $id );
			$link = self::PAGES[ $slug ]['link'] ?? null;
			if ( $link && ! PageLinks::get_page_id( $link ) ) {
				PageLinks::set_page_id( $link, $id );
			}
		}
		if ( ! get_option( 'page_on_front' ) ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', $ids['inicio'] );
		}
		$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
		if ( ! $privacy || 'publish' !== get_post_status( $privacy ) ) {
			update_option( 'wp_page_for_privacy_policy', $ids['privacidad'] );
		}
	}

	/**
	 * Returns the page's ID, creating the page when no page has its slug.
	 *
	 * @param string                                   $slug Page slug.
	 * @param array{title:string,id?:int,link?:string} $page Page definition.
	 * @throws \RuntimeException When WordPress refuses the page.
	 */
	private function ensure_page( string $slug, array $page ): int {
		$existing = get_page_by_path( $slug, OBJECT, 'page' );
		if ( $existing instanceof \WP_Post ) {
			return $existing->ID;
		}
		$postarr = array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $page['title'],
			'post_content' => (string) file_get_contents( RUEDA_DEMO_DIR . "/pages/{$slug}.html" ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			'post_author'  => 1,
		);
		if ( isset( $page['id'] ) && ! get_post( $page['id'] ) ) {
			$postarr['import_id'] = $page['id'];
		}
		$id = wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( "Page {$slug}: " . $id->get_error_message() ) );
		}
		return $id;
	}

	/**
	 * Gives a page seeded by an earlier version its current content, once.
	 *
	 * @param string $slug Page slug.
	 * @param int    $id   Page ID.
	 */
	private function update_outdated( string $slug, int $id ): void {
		$marker  = self::OUTDATED[ $slug ] ?? null;
		$content = (string) get_post_field( 'post_content', $id );
		if ( null === $marker || ! str_contains( $content, $marker ) ) {
			return;
		}
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $id,
					'post_content' => (string) file_get_contents( RUEDA_DEMO_DIR . "/pages/{$slug}.html" ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
				)
			)
		);
	}

	/**
	 * Replaces blocks an earlier version seeded with their current form, once.
	 *
	 * @param string $slug Page slug.
	 * @param int    $id   Page ID.
	 */
	private function update_outdated_blocks( string $slug, int $id ): void {
		$content = (string) get_post_field( 'post_content', $id );
		$updated = strtr( $content, self::OUTDATED_BLOCKS[ $slug ] ?? array() );
		if ( $updated === $content ) {
			return;
		}
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $id,
					'post_content' => $updated,
				)
			)
		);
	}

	/**
	 * Replaces {{url:slug}} placeholders with the permalinks of the seeded pages.
	 *
	 * @param int $id Page ID.
	 */
	private function resolve_links( int $id ): void {
		$content = (string) get_post_field( 'post_content', $id );
		if ( ! str_contains( $content, '{{url:' ) ) {
			return;
		}
		$content = (string) preg_replace_callback(
			'/\{\{url:([a-z0-9-]+)\}\}/',
			static function ( array $match ): string {
				$page = get_page_by_path( $match[1], OBJECT, 'page' );
				return $page ? (string) wp_make_link_relative( (string) get_permalink( $page ) ) : '/';
			},
			$content
		);
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $id,
					'post_content' => $content,
				)
			)
		);
	}
}
