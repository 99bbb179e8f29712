<?php
/**
 * Product categories link to the shop pages that list them.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Content;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Tests\TestCase;

/**
 * Breadcrumbs and JSON-LD lead to Tienda or Servicios, not to the theme's archive.
 */
final class CategoryLinksTest extends TestCase {

	private function link( string $slug ): string {
		return (string) get_term_link( $slug, PostTypes::CATEGORY );
	}

	private function page_url( string $slug ): string {
		return (string) get_permalink( get_page_by_path( $slug ) );
	}

	public function test_a_season_category_links_to_tienda_filtered_by_that_season(): void {
		$this->assertSame( add_query_arg( 'temporada', 'verano', $this->page_url( 'tienda' ) ), $this->link( 'verano' ) );
		$this->assertSame( $this->page_url( 'tienda' ), $this->link( 'neumaticos' ) );
	}

	public function test_the_services_category_links_to_the_services_page(): void {
		$this->assertSame( $this->page_url( 'servicios' ), $this->link( 'servicios' ) );
	}

	public function test_a_category_no_page_lists_keeps_its_archive(): void {
		$term = wp_insert_term( 'Llantas', PostTypes::CATEGORY, array( 'slug' => 'llantas' ) );
		$this->assertIsArray( $term );
		$this->assertStringContainsString( 'llantas', $this->link( 'llantas' ) );
		$this->assertStringNotContainsString( 'tienda', $this->link( 'llantas' ) );
	}

	public function test_a_new_page_listing_a_category_takes_its_link_at_once(): void {
		$term = wp_insert_term( 'Llantas', PostTypes::CATEGORY, array( 'slug' => 'llantas' ) );
		$this->assertIsArray( $term );
		$this->assertStringNotContainsString( 'ofertas-llantas', $this->link( 'llantas' ) );

		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Ofertas llantas',
				'post_name'    => 'ofertas-llantas',
				'post_content' => '<!-- wp:rueda/product-grid {"category":"llantas"} /-->',
			)
		);

		$this->assertSame( (string) get_permalink( $page ), $this->link( 'llantas' ) );
	}

	public function test_linking_categories_costs_no_query_once_stored(): void {
		global $wpdb;
		$terms = array_map( static fn( string $slug ) => get_term_by( 'slug', $slug, PostTypes::CATEGORY ), array( 'verano', 'neumaticos', 'servicios' ) );
		get_term_link( $terms[0] );
		$before = $wpdb->num_queries;

		get_term_link( $terms[1] );
		get_term_link( $terms[2] );

		$this->assertSame( $before, $wpdb->num_queries );
	}
}
