<?php
/**
 * Product listings are never answered from before a change of the products table.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\ProductQuery;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Storage\ProductTable;
use Rueda\Tests\TestCase;

/**
 * WordPress caches WP_Query results (in the object cache, shared by every PHP node when it
 * is persistent) until posts change; listings join the products table, whose writes
 * bypass the posts, so each write must count as a change of posts. Runs with any cache:
 * WordPress's own keeps the results for the rest of the request.
 *
 * @group object-cache
 */
final class ListingCacheTest extends TestCase {

	private int $id;

	protected function set_up(): void {
		parent::set_up();
		$this->id = ( new ProductRepository() )->save(
			array(
				'name'           => 'Listing Cache 205/55 R16 91V',
				'sku'            => 'LISTING-' . wp_generate_password( 6, false ),
				'regular_price'  => 10000,
				'manage_stock'   => true,
				'stock_quantity' => 2,
			)
		);
	}

	/**
	 * The product's id if a listing with these filters shows it.
	 *
	 * @param array<string,mixed> $filters Filters.
	 * @return int[]
	 */
	private function listed( array $filters ): array {
		return ( new ProductQuery() )->run( $filters + array( 'include' => array( $this->id ) ) )['ids'];
	}

	public function test_a_sale_that_empties_the_stock_takes_the_product_out_of_in_stock_listings(): void {
		$in_stock = array( 'stock_status' => array( 'instock' ) );
		$this->assertSame( array( $this->id ), $this->listed( $in_stock ) );

		( new ProductTable() )->adjust_stock( $this->id, -2 );

		$this->assertSame( array(), $this->listed( $in_stock ) );
		$this->assertSame( array( $this->id ), $this->listed( array( 'stock_status' => array( 'outofstock' ) ) ) );
	}

	public function test_a_row_written_directly_shows_in_price_filtered_listings(): void {
		$cheap = array( 'max_price' => 5000 );
		$this->assertSame( array(), $this->listed( $cheap ) );

		$table        = new ProductTable();
		$row          = $table->get_rows( array( $this->id ) )[ $this->id ];
		$row['price'] = 4500;
		$table->put( $row );

		$this->assertSame( array( $this->id ), $this->listed( $cheap ) );
	}
}
