<?php
/**
 * Saving and reading products.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * Product storage and its rules.
 *
 * @group object-cache
 */
final class ProductRepositoryTest extends TestCase {

	private ProductRepository $products;

	protected function set_up(): void {
		parent::set_up();
		$this->products = new ProductRepository();
	}

	private function tyre( array $overrides = array() ): int {
		return $this->products->save(
			$overrides + array(
				'name'          => 'Test Tyre 205/55 R16 91V',
				'sku'           => 'TEST-' . wp_generate_password( 6, false ),
				'regular_price' => 10000,
			)
		);
	}

	public function test_saves_prices_in_minor_units_and_applies_the_sale_price(): void {
		$product = $this->products->get( $this->tyre( array( 'sale_price' => 8950 ) ) );

		$this->assertSame( 8950, $product->price() );
		$this->assertSame( 10000, $product->regular_price() );
		$this->assertTrue( $product->is_on_sale() );
	}

	public function test_counted_stock_decides_the_stock_status(): void {
		$in_stock  = $this->products->get(
			$this->tyre(
				array(
					'manage_stock'   => true,
					'stock_quantity' => 3,
				)
			)
		);
		$sold_out  = $this->products->get(
			$this->tyre(
				array(
					'manage_stock'   => true,
					'stock_quantity' => 0,
				)
			)
		);
		$backorder = $this->products->get(
			$this->tyre(
				array(
					'manage_stock'   => true,
					'stock_quantity' => 0,
					'backorders'     => 'notify',
				)
			)
		);

		$this->assertSame( 'instock', $in_stock->stock_status() );
		$this->assertSame( 'outofstock', $sold_out->stock_status() );
		$this->assertFalse( $sold_out->is_in_stock() );
		$this->assertSame( 'onbackorder', $backorder->stock_status() );
		$this->assertTrue( $backorder->show_backorder_badge() );
	}

	public function test_quantity_limits_default_to_1_99_1_and_narrow_to_stock(): void {
		$free    = $this->products->get( $this->tyre() );
		$counted = $this->products->get(
			$this->tyre(
				array(
					'manage_stock'   => true,
					'stock_quantity' => 1,
				)
			)
		);
		$single  = $this->products->get( $this->tyre( array( 'sold_individually' => true ) ) );

		$this->assertSame(
			array(
				'minimum'     => 1,
				'maximum'     => 99,
				'multiple_of' => 1,
				'editable'    => true,
			),
			$free->quantity_limits()
		);
		$this->assertSame( 1, $counted->quantity_limits()['maximum'] );
		$this->assertSame( 1, $single->quantity_limits()['maximum'] );
		$this->assertFalse( $single->quantity_limits()['editable'] );
	}

	public function test_low_stock_remaining_shows_at_the_threshold(): void {
		$low  = $this->products->get(
			$this->tyre(
				array(
					'manage_stock'        => true,
					'stock_quantity'      => 2,
					'low_stock_threshold' => 2,
				)
			)
		);
		$many = $this->products->get(
			$this->tyre(
				array(
					'manage_stock'        => true,
					'stock_quantity'      => 9,
					'low_stock_threshold' => 2,
				)
			)
		);

		$this->assertSame( 2, $low->low_stock_remaining() );
		$this->assertNull( $many->low_stock_remaining() );
	}

	public function test_services_need_no_shipping(): void {
		$service = $this->products->get( $this->tyre( array( 'kind' => 'service' ) ) );

		$this->assertFalse( $service->needs_shipping() );
	}

	public function test_a_variable_product_is_priced_by_its_cheapest_variation(): void {
		$parent = $this->tyre(
			array(
				'type'          => 'variable',
				'kind'          => 'service',
				'regular_price' => 0,
			)
		);
		foreach ( array( 5900, 3900 ) as $price ) {
			$this->tyre(
				array(
					'type'          => 'variation',
					'parent_id'     => $parent,
					'regular_price' => $price,
				)
			);
		}

		$this->assertSame( 3900, $this->products->get( $parent )->price() );
		$this->assertCount( 2, $this->products->variation_ids( $parent ) );
		$this->assertFalse( $this->products->get( $parent )->is_purchasable() );
	}

	public function test_a_variable_product_keeps_a_summary_of_its_variations(): void {
		$parent = $this->tyre(
			array(
				'type'          => 'variable',
				'kind'          => 'service',
				'regular_price' => 0,
			)
		);
		$front  = $this->tyre(
			array(
				'type'          => 'variation',
				'parent_id'     => $parent,
				'regular_price' => 3900,
				'menu_order'    => 1,
			)
		);
		$both   = $this->tyre(
			array(
				'type'          => 'variation',
				'parent_id'     => $parent,
				'regular_price' => 5900,
				'menu_order'    => 2,
			)
		);

		$summary = get_post_meta( $parent, ProductRepository::VARIATIONS_META, true );
		$this->assertSame( array( $front, $both ), array_column( $summary, 'id' ) );
		$this->assertSame( array( 3900, 5900 ), array_column( $summary, 'price' ) );

		// A price change through the repository updates it; trashing elsewhere drops it, and
		// the next read rebuilds it from the variations still published.
		$this->tyre(
			array(
				'id'            => $both,
				'type'          => 'variation',
				'parent_id'     => $parent,
				'regular_price' => 6900,
				'menu_order'    => 2,
			)
		);
		$this->assertSame( array( 3900, 6900 ), array_column( $this->products->variations_summary( $parent ), 'price' ) );
		wp_trash_post( $front );
		$this->assertSame( '', get_post_meta( $parent, ProductRepository::VARIATIONS_META, true ) );
		$this->assertSame( array( $both ), array_column( $this->products->variations_summary( $parent ), 'id' ) );
		$this->assertSame( 6900, $this->products->get( $parent )->price() );
	}

	/**
	 * Runs once per case of invalid_data().
	 *
	 * @dataProvider invalid_data
	 */
	public function test_refuses_invalid_data( array $data, string $field ): void {
		$this->expectException( \InvalidArgumentException::class );
		$this->expectExceptionMessage( $field );

		$this->tyre( $data );
	}

	public static function invalid_data(): array {
		return array(
			'negative price'       => array( array( 'regular_price' => -1 ), 'regular_price' ),
			'price as string'      => array( array( 'regular_price' => '10.00' ), 'regular_price' ),
			'sale above regular'   => array( array( 'sale_price' => 20000 ), 'sale_price' ),
			'unknown stock status' => array( array( 'stock_status' => 'maybe' ), 'stock_status' ),
			'empty name'           => array( array( 'name' => '  ' ), 'name' ),
			'max below min'        => array(
				array(
					'min_quantity' => 4,
					'max_quantity' => 2,
				),
				'max_quantity',
			),
			'variation, no parent' => array( array( 'type' => 'variation' ), 'parent_id' ),
			'unknown visibility'   => array( array( 'catalog_visibility' => 'secret' ), 'catalog_visibility' ),
		);
	}

	public function test_markup_in_the_name_is_stripped(): void {
		$product = $this->products->get( $this->tyre( array( 'name' => '<script>x()</script>Rueda <b>Pro</b>' ) ) );

		$this->assertSame( 'Rueda Pro', $product->name() );
	}

	public function test_finds_products_by_sku(): void {
		$id = $this->tyre( array( 'sku' => 'FIND-ME-1' ) );

		$this->assertSame( $id, $this->products->find_id_by_sku( 'FIND-ME-1' ) );
		$this->assertSame( 0, $this->products->find_id_by_sku( "' OR 1=1 --" ) );
	}
}
