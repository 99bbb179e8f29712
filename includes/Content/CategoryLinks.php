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
 * The map of category links is kept in an autoloaded option, so a cart or a listing that
 * links its categories costs no query; pages, terms, the permalinks or the site address
 * changing rebuild it.
 *
 * @since 0.1.0
 */
final class CategoryLinks {

	public const OPTION = 'rueda_category_links';

	/**
	 * Category slug => page URL, once read.
	 *
	 * @var array<string,string>|null
	 */
	private ?array $grid_pages = null;

	/**
	 * Product categories by id, once read.
	 *
	 * @var array<int,\WP_Term>|null
	 */
	private ?array $categories = null;

	/**
	 * The season attribute's term slugs, once read.
	 *
	 * @var list<string>|null
	 */
	private ?array $season_slugs = null;

	/**
	 * Hooks the term links.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'term_link', array( $this, 'link' ), 10, 3 );
		add_action( 'save_post_page', array( $this, 'forget' ) );
		add_action( 'deleted_post', array( $this, 'forget' ) );
		foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $hook ) {
			add_action( $hook, array( $this, 'forget' ) );
		}
	}

	/**
	 * Drops the stored map (and this request's reads): the next link rebuilds it.
	 *
	 * @since 0.2.0
	 */
	public function forget(): void {
		$this->grid_pages   = null;
		$this->categories   = null;
		$this->season_slugs = null;
		delete_option( self::OPTION );
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
		return $this->links()[ $term->slug ] ?? $link;
	}

	/**
	 * Category slug => shop page URL, stored; rebuilt when the site's address or
	 * permalinks changed since.
	 *
	 * @return array<string,string>
	 */
	private function links(): array {
		$key    = home_url( '/' ) . '|' . (string) get_option( 'permalink_structure' );
		$stored = get_option( self::OPTION );
		if ( is_array( $stored ) && ( $stored['key'] ?? '' ) === $key && is_array( $stored['links'] ?? null ) ) {
			return $stored['links'];
		}
		$links = array();
		foreach ( $this->categories() as $term ) {
			$url = $this->page_of( $term );
			if ( '' !== $url ) {
				$links[ $term->slug ] = $url;
			}
		}
		update_option(
			self::OPTION,
			array(
				'key'   => $key,
				'links' => $links,
			),
			true
		);
		return $links;
	}

	/**
	 * The page listing a category or its nearest listed parent, with the season filter for
	 * a season's category; '' when none does.
	 *
	 * @param \WP_Term $term A product category.
	 */
	private function page_of( \WP_Term $term ): string {
		$categories = $this->categories();
		for ( $slug = $term->slug, $parent = $term->parent; '' !== $slug; $slug = $categories[ $parent ]->slug ?? '', $parent = $categories[ $parent ]->parent ?? 0 ) {
			$page = $this->grid_pages()[ $slug ] ?? '';
			if ( '' !== $page ) {
				// A season's category on a page that lists its parent: that season's filter.
				$filter = $slug !== $term->slug && in_array( $term->slug, $this->season_slugs(), true );
				return $filter ? add_query_arg( 'temporada', $term->slug, $page ) : $page;
			}
		}
		return '';
	}

	/**
	 * Every product category by id, read once (a listing's links need their parents).
	 *
	 * @return array<int,\WP_Term>
	 */
	private function categories(): array {
		if ( null === $this->categories ) {
			$terms            = get_terms(
				array(
					'taxonomy'   => PostTypes::CATEGORY,
					'hide_empty' => false,
				)
			);
			$this->categories = is_array( $terms ) ? array_column( $terms, null, 'term_id' ) : array();
		}
		return $this->categories;
	}

	/**
	 * The season attribute's term slugs, read once.
	 *
	 * @return list<string>
	 */
	private function season_slugs(): array {
		if ( null === $this->season_slugs ) {
			$season             = Attributes::find( 'season' );
			$slugs              = $season ? get_terms(
				array(
					'taxonomy'   => $season['taxonomy'],
					'hide_empty' => false,
					'fields'     => 'slugs',
				)
			) : array();
			$this->season_slugs = is_array( $slugs ) ? array_values( $slugs ) : array();
		}
		return $this->season_slugs;
	}

	/**
	 * Category slug => the URL of the first published page with a product grid of that
	 * category, read once per request (a shop has a handful of pages).
	 *
	 * @return array<string,string>
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
					$this->grid_pages[ $category ] ??= (string) get_permalink( $page );
				}
			}
		}
		return $this->grid_pages;
	}
}
