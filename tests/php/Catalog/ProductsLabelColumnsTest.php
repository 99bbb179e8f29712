<?php
/**
 * The EU label classes as columns of the products table, and their backfill.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\LabelClasses;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Storage\LabelClassBackfill;
use Rueda\Storage\Schema;
use Rueda\Tests\TestCase;

/**
 * Saving a product copies its fuel and wet grip classes into the table; products saved
 * before schema 8 get them from their specs, once, in batches.
 *
 * @group object-cache
 */
final class ProductsLabelColumnsTest extends TestCase {

	/**
	 * The columns of every row, by product id.
	 *
	 * @return array<int,array{fuel_class:?string,wet_grip_class:?string}>
	 */
	private function rows(): array {
		global $wpdb;
		$rows = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, fuel_class, wet_grip_class FROM %i WHERE product_id > %d ORDER BY product_id', Schema::table( Schema::PRODUCTS ), 0 ), ARRAY_A ) as $row ) {
			$rows[ (int) $row['product_id'] ] = array(
				'fuel_class'     => $row['fuel_class'],
				'wet_grip_class' => $row['wet_grip_class'],
			);
		}
		return $rows;
	}

	/**
	 * What the columns should hold: the classes of each product's specs.
	 *
	 * @return array<int,array{fuel_class:?string,wet_grip_class:?string}>
	 */
	private function expected(): array {
		$expected = array();
		foreach ( array_keys( $this->rows() ) as $id ) {
			$expected[ $id ] = LabelClasses::columns( get_post_meta( $id, ProductRepository::SPECS_META, true ) );
		}
		return $expected;
	}

	public function test_columns_take_the_classes_of_the_specs(): void {
		$this->assertSame(
			array(
				'fuel_class'     => 'C',
				'wet_grip_class' => 'A',
			),
			LabelClasses::columns(
				array(
					'fuel_class'     => ' c ',
					'wet_grip_class' => 'A',
				)
			)
		);
		$none = array(
			'fuel_class'     => null,
			'wet_grip_class' => null,
		);
		$this->assertSame( $none, LabelClasses::columns( array() ) );
		$this->assertSame( $none, LabelClasses::columns( '' ) );
		$this->assertSame(
			$none,
			LabelClasses::columns(
				array(
					'fuel_class'     => 'F',
					'wet_grip_class' => array( 'A' ),
				)
			)
		);
	}

	public function test_saving_a_product_writes_its_classes_and_clears_them_with_the_label(): void {
		$products = new ProductRepository();
		$id       = $products->save(
			array(
				'name'          => 'Prueba 205/55 R16',
				'regular_price' => 9000,
				'specs'         => array(
					'fuel_class'     => 'b',
					'wet_grip_class' => 'D',
				),
			)
		);
		$this->assertSame(
			array(
				'fuel_class'     => 'B',
				'wet_grip_class' => 'D',
			),
			$this->rows()[ $id ]
		);

		$data          = $products->get_data( $id );
		$data['specs'] = array( 'model' => 'Sin etiqueta' );
		$products->save( $data );

		$this->assertSame(
			array(
				'fuel_class'     => null,
				'wet_grip_class' => null,
			),
			$this->rows()[ $id ]
		);
	}

	public function test_every_demo_tyre_has_its_classes_in_the_table(): void {
		$rows = $this->rows();

		$this->assertSame( $this->expected(), $rows );
		$this->assertGreaterThanOrEqual( 30, count( array_filter( array_column( $rows, 'fuel_class' ) ) ) );
	}

	public function test_the_backfill_fills_every_row_in_batches_and_changes_nothing_the_second_time(): void {
		global $wpdb;
		$expected = $this->expected();
		$labeled  = count( array_filter( $expected, static fn( array $row ): bool => null !== $row['fuel_class'] ) );
		// As before schema 8: no classes in the table.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET fuel_class = NULL, wet_grip_class = NULL WHERE product_id > %d', Schema::table( Schema::PRODUCTS ), 0 ) );
		$queries = $wpdb->num_queries;

		$this->assertSame( $labeled, LabelClassBackfill::run( 7 ) );

		$this->assertSame( $expected, $this->rows() );
		$batches = (int) ceil( ( count( $expected ) + 1 ) / 7 );
		$this->assertLessThanOrEqual( $batches * 2 + 26 * $batches, $wpdb->num_queries - $queries, 'two reads and one UPDATE per pair of classes per batch' );
		LabelClassBackfill::run( 7 );
		$this->assertSame( $expected, $this->rows() );
	}
}
