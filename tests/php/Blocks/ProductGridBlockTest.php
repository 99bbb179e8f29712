<?php
/**
 * The rueda/product-grid block, rendered on the server.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\Preload;
use Rueda\Blocks\RuntimeScript;
use Rueda\Domain\Catalog\Attributes;

/**
 * The grid's settings and filters for the frontend, a placeholder grid, and the first page
 * of products and the filters' terms preloaded.
 */
final class ProductGridBlockTest extends BlockTestCase {

	private function products( int $per_page ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params(
			array(
				'page'     => 1,
				'per_page' => $per_page,
			)
		);
		return rest_do_request( $request );
	}

	private function cards( string $html ): int {
		return substr_count( $html, '<li class="rueda-product-card">' );
	}

	public function test_renders_the_settings_the_filters_and_a_placeholder_grid(): void {
		$html    = do_blocks( '<!-- wp:rueda/product-grid {"perPage":8,"columns":4,"filters":["width","brand","nope"],"showStockFilter":false} /-->' );
		$grid    = $this->block_attributes( $html, 'rueda/product-grid' );
		$filters = json_decode( (string) $grid['data-filters'], true );

		$this->assertSame( '8', $grid['data-per-page'] );
		$this->assertSame( '4', $grid['data-columns'] );
		$this->assertSame( 'false', $grid['data-show-stock-filter'] );
		$this->assertSame( 'wp-block-rueda-product-grid', $grid['class'] );
		$this->assertSame(
			array(
				array(
					'id'       => 2,
					'taxonomy' => 'rueda_pa_width',
					'name'     => 'Ancho',
				),
				array(
					'id'       => 1,
					'taxonomy' => 'rueda_pa_brand',
					'name'     => Attributes::find( 'brand' )['name'],
				),
			),
			$filters,
			'in the chosen order; unknown attributes left out'
		);
		$this->assertStringContainsString( '<ul class="rueda-product-list has-4-columns">', $html );
		$this->assertSame( 8, $this->cards( $html ), 'two rows of placeholders' );
		$this->assertStringContainsString( 'class="rueda-product-grid__layout" data-rueda-placeholder', $html );
	}

	public function test_preloads_the_first_page_and_the_filters_terms(): void {
		do_blocks( '<!-- wp:rueda/product-grid {"perPage":8,"filters":["width","season"]} /-->' );
		$all      = Preload::all();
		$products = $all['/wc/store/v1/products?page=1&per_page=8'] ?? null;
		$expected = $this->products( 8 );

		$this->assertSame(
			array(
				'/wc/store/v1/products/attributes/2/terms',
				'/wc/store/v1/products/attributes/5/terms',
				'/wc/store/v1/products?page=1&per_page=8',
			),
			array_keys( $all )
		);
		$this->assertNotNull( $products );
		$this->assertCount( 8, $products['body'] );
		$this->assertSame( array_column( $expected->get_data(), 'id' ), array_column( $products['body'], 'id' ) );
		$this->assertSame( $expected->get_headers()['X-WP-Total'], $products['headers']->{'X-WP-Total'} );
		$this->assertSame( $expected->get_headers()['X-WP-TotalPages'], $products['headers']->{'X-WP-TotalPages'} );
		$this->assertContains( 'invierno', array_column( $all['/wc/store/v1/products/attributes/5/terms']['body'], 'slug' ) );
		$this->assertArrayNotHasKey( Preload::CART_PATH, $all, 'the grid needs no cart' );
	}

	public function test_defaults_and_limits(): void {
		$defaults = $this->block_attributes( do_blocks( '<!-- wp:rueda/product-grid /-->' ), 'rueda/product-grid' );
		$few      = do_blocks( '<!-- wp:rueda/product-grid {"perPage":2,"columns":3} /-->' );
		$too_many = $this->block_attributes( do_blocks( '<!-- wp:rueda/product-grid {"perPage":500,"columns":0} /-->' ), 'rueda/product-grid' );

		$this->assertSame( '12', $defaults['data-per-page'] );
		$this->assertSame( '3', $defaults['data-columns'] );
		$this->assertSame( 'true', $defaults['data-show-stock-filter'] );
		$this->assertSame( array( 'rueda_pa_width', 'rueda_pa_profile', 'rueda_pa_rim', 'rueda_pa_season', 'rueda_pa_brand' ), array_column( json_decode( (string) $defaults['data-filters'], true ), 'taxonomy' ) );
		$this->assertSame( 2, $this->cards( $few ), 'no more placeholders than products on the page' );
		$this->assertSame( '100', $too_many['data-per-page'] );
		$this->assertSame( '1', $too_many['data-columns'] );
		$this->assertArrayHasKey( '/wc/store/v1/products?page=1&per_page=100', Preload::all() );
	}

	public function test_enqueues_its_frontend_with_the_runtime(): void {
		do_blocks( '<!-- wp:rueda/product-grid /-->' );

		$this->assertTrue( wp_script_is( 'rueda-product-grid-view-script', 'enqueued' ) );
		$this->assertTrue( wp_script_is( RuntimeScript::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( RuntimeScript::STYLE_HANDLE, 'enqueued' ) );
	}
}
