<?php
/**
 * Product categories link to the shop pages that list them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\PostTypes;

/**
 * A category's own archive is the theme's blog-style list, not a shop. Its link (in
 * breadcrumbs, JSON-LD, menus) goes instead to the page whose product grid lists it or
 * one of its parents ("Neumáticos de verano" → Tienda, which lists "Neumáticos"), with
 * the season filter when the category is a season's (`?temporada=verano`). Without such
 * a page the archive link stays.
 *
 * @since 0.1.0
 */
final class CategoryLinks {

	/**
	 * Category slug => page id, once read.
	 *
	 * @var array<string,int>|null
	 */
	private ?array $grid_pages = null;

	/**
	 * Hooks the term links.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'term_link', array( $this, 'link' ), 10, 3 );
	}

	/**
	 * The shop page's URL for a product category.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $link     The archive link.
	 * @param \WP_Term $term     The term.
	 * @param string   $taxonomy Its taxonomy.
	 */
	public function link( string $link, \WP_Term $term, string $taxonomy ): string {
		if ( PostTypes::CATEGORY !== $taxonomy ) {
			return $link;
		}
		$slugs = array_merge(
			array( $term->slug ),
			array_map(
				static fn( int $id ): string => (string) get_term_field( 'slug', $id, PostTypes::CATEGORY ),
				get_ancestors( $term->term_id, PostTypes::CATEGORY, 'taxonomy' )
			)
		);
		foreach ( $slugs as $slug ) {
			$page = $this->page_listing( $slug );
			if ( $page ) {
				$season = Attributes::find( 'season' );
				$filter = $season && $slug !== $term->slug && get_term_by( 'slug', $term->slug, $season['taxonomy'] );
				return $filter ? add_query_arg( 'temporada', $term->slug, (string) get_permalink( $page ) ) : (string) get_permalink( $page );
			}
		}
		return $link;
	}

	/**
	 * The published page whose product grid lists a category, or 0.
	 *
	 * @param string $slug Category slug.
	 */
	private function page_listing( string $slug ): int {
		return $this->grid_pages()[ $slug ] ?? 0;
	}

	/**
	 * Category slug => the first published page with a product grid of that category,
	 * read once per request (a shop has a handful of pages).
	 *
	 * @return array<string,int>
	 */
	private function grid_pages(): array {
		if ( null !== $this->grid_pages ) {
			return $this->grid_pages;
		}
		$this->grid_pages = array();
		foreach ( get_posts(
			array(
				'post_type'              => 'page',
				'post_status'            => 'publish',
				'numberposts'            => 100,
				'orderby'                => 'ID',
				'order'                  => 'ASC',
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		) as $page ) {
			if ( ! has_block( 'rueda/product-grid', $page ) ) {
				continue;
			}
			foreach ( parse_blocks( $page->post_content ) as $block ) {
				$category = (string) ( $block['attrs']['category'] ?? '' );
				if ( 'rueda/product-grid' === $block['blockName'] && '' !== $category ) {
					$this->grid_pages[ $category ] ??= $page->ID;
				}
			}
		}
		return $this->grid_pages;
	}
}
