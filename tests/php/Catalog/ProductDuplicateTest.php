<?php
/**
 * Duplicating a product from the list.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * POST /rueda/v1/products/{id}/duplicate: a draft copy with the same tyre fields, the SKU
 * with "-COPIA" (then a number), no stock; the shop does not show it.
 *
 * @group object-cache
 */
final class ProductDuplicateTest extends TestCase {

	public function test_a_copy_is_a_draft_with_a_suffixed_sku_and_no_stock(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$original = ( new ProductRepository() )->find_id_by_sku( 'MIC-PILOTSPO-2055516' );
		$source   = $this->rest( 'GET', "/rueda/v1/products/{$original}" )->get_data();

		$first  = $this->rest( 'POST', "/rueda/v1/products/{$original}/duplicate" );
		$second = $this->rest( 'POST', "/rueda/v1/products/{$original}/duplicate" )->get_data();
		$copy   = $first->get_data();

		$this->assertSame( 201, $first->get_status(), wp_json_encode( $copy ) );
		$this->assertNotSame( $original, $copy['id'] );
		$this->assertSame( 'draft', $copy['status'] );
		$this->assertSame( 'MIC-PILOTSPO-2055516-COPIA', $copy['sku'] );
		$this->assertSame( 'MIC-PILOTSPO-2055516-COPIA2', $second['sku'] );
		$this->assertSame( 0, $copy['stock_quantity'] );
		$this->assertSame( 'outofstock', $copy['stock_status'] );
		foreach ( array( 'brand', 'model', 'width', 'profile', 'rim', 'load_index', 'speed_rating', 'season', 'regular_price', 'categories', 'stock_origin', 'fuel_class' ) as $field ) {
			$this->assertSame( $source[ $field ], $copy[ $field ], $field );
		}
		$this->assertStringContainsString( $source['name'], $copy['name'] );
		$this->assertSame( 404, rest_do_request( new \WP_REST_Request( 'GET', "/wc/store/v1/products/{$copy['id']}" ) )->get_status(), 'a draft is not in the shop' );
		$this->assertSame( 'publish', get_post_status( $original ), 'the original is untouched' );
	}

	public function test_only_products_are_copied_and_only_by_managers(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Página',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( 404, $this->rest( 'POST', "/rueda/v1/products/{$page}/duplicate" )->get_status() );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$original = ( new ProductRepository() )->find_id_by_sku( 'MIC-PILOTSPO-2055516' );
		$this->assertSame( 403, $this->rest( 'POST', "/rueda/v1/products/{$original}/duplicate" )->get_status() );
	}
}
