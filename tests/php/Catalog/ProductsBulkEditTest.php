<?php
/**
 * The products list's bulk edit.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * POST /rueda/v1/products/bulk-edit: prices by percentage or amount (cents, never below
 * 0), stock set or added, a scheduled sale; 500 products in one request; bad values
 * refused whole; products that cannot take a change reported one by one; only the shop's
 * managers.
 *
 * @group object-cache
 */
final class ProductsBulkEditTest extends TestCase {

	private const PATH = '/rueda/v1/products/bulk-edit';

	private ProductRepository $products;

	protected function set_up(): void {
		parent::set_up();
		$this->products = new ProductRepository();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * A published tyre.
	 *
	 * @param array<string,mixed> $data Overrides.
	 */
	private function tyre( array $data = array() ): int {
		return $this->products->save(
			$data + array(
				'kind'           => 'tyre',
				'name'           => 'Prueba',
				'sku'            => 'BULK-' . strtoupper( wp_generate_password( 8, false ) ),
				'regular_price'  => 9990,
				'manage_stock'   => true,
				'stock_quantity' => 4,
			)
		);
	}

	/**
	 * Sends a bulk edit.
	 *
	 * @param int[]               $ids     Ids.
	 * @param array<string,mixed> $changes Changes.
	 */
	private function edit( array $ids, array $changes ): \WP_REST_Response {
		return $this->rest( 'POST', self::PATH, array( 'ids' => $ids ) + $changes );
	}

	private function row( int $id ): array {
		return $this->products->get( $id )->row();
	}

	public function test_a_percentage_rounds_to_the_cent_both_ways(): void {
		$a = $this->tyre( array( 'regular_price' => 9995 ) );
		$b = $this->tyre( array( 'regular_price' => 1 ) );

		$up = $this->edit(
			array( $a, $b ),
			array(
				'price' => array(
					'by'    => 'percent',
					'value' => 10,
				),
			)
		);
		$this->assertSame( 200, $up->get_status(), wp_json_encode( $up->get_data() ) );
		$this->assertSame( array( $a, $b ), $up->get_data()['done'] );
		$this->assertSame( 10995, $this->row( $a )['regular_price'], '99,95 € + 10 % = 109,945 → 109,95 €' );
		$this->assertSame( 10995, $this->row( $a )['price'] );
		$this->assertSame( 1, $this->row( $b )['regular_price'] );

		$this->edit(
			array( $a ),
			array(
				'price' => array(
					'by'    => 'percent',
					'value' => -12.5,
				),
			)
		);
		$this->assertSame( 9621, $this->row( $a )['regular_price'], '109,95 € − 12,5 % = 96,206 → 96,21 €' );
	}

	public function test_an_amount_moves_the_price_and_never_below_zero(): void {
		$a = $this->tyre( array( 'regular_price' => 5000 ) );
		$b = $this->tyre( array( 'regular_price' => 300 ) );

		$this->edit(
			array( $a, $b ),
			array(
				'price' => array(
					'by'    => 'amount',
					'value' => -500,
				),
			)
		);

		$this->assertSame( 4500, $this->row( $a )['regular_price'] );
		$this->assertSame( 0, $this->row( $b )['regular_price'] );
	}

	public function test_a_price_cut_below_the_sale_price_ends_the_sale(): void {
		$id = $this->tyre(
			array(
				'regular_price' => 10000,
				'sale_price'    => 9000,
			)
		);

		$this->edit(
			array( $id ),
			array(
				'price' => array(
					'by'    => 'percent',
					'value' => -20,
				),
			)
		);

		$this->assertSame( 8000, $this->row( $id )['regular_price'] );
		$this->assertNull( $this->row( $id )['sale_price'] );
		$this->assertSame( 8000, $this->products->get( $id )->price() );
	}

	public function test_stock_is_set_or_added_and_its_status_follows(): void {
		$counted   = $this->tyre( array( 'stock_quantity' => 4 ) );
		$uncounted = $this->tyre(
			array(
				'manage_stock'   => false,
				'stock_quantity' => null,
			)
		);

		$taken = $this->edit(
			array( $counted, $uncounted ),
			array(
				'stock' => array(
					'by'    => 'add',
					'value' => -4,
				),
			)
		)->get_data();
		$this->assertSame( array( $counted ), $taken['done'] );
		$this->assertArrayHasKey( (string) $uncounted, (array) $taken['failed'], 'adding to stock that is not counted is reported' );
		$this->assertSame( 0, $this->row( $counted )['stock_quantity'] );
		$this->assertSame( 'outofstock', $this->row( $counted )['stock_status'] );

		$set = $this->edit(
			array( $counted, $uncounted ),
			array(
				'stock' => array(
					'by'    => 'set',
					'value' => 7,
				),
			)
		)->get_data();
		$this->assertSame( array( $counted, $uncounted ), $set['done'] );
		foreach ( array( $counted, $uncounted ) as $id ) {
			$this->assertSame( 7, $this->products->get( $id )->stock_quantity() );
			$this->assertSame( 'instock', $this->row( $id )['stock_status'] );
		}
	}

	public function test_a_scheduled_sale_applies_only_between_its_days(): void {
		$id       = $this->tyre( array( 'regular_price' => 10000 ) );
		$today    = wp_date( 'Y-m-d' );
		$tomorrow = wp_date( 'Y-m-d', time() + DAY_IN_SECONDS );

		$this->edit(
			array( $id ),
			array(
				'sale' => array(
					'percent_off' => 15,
					'from'        => $tomorrow,
					'to'          => $tomorrow,
				),
			)
		);
		$this->assertSame( 8500, $this->row( $id )['sale_price'] );
		$this->assertSame( $tomorrow, $this->row( $id )['sale_from'] );
		$this->assertFalse( $this->products->get( $id )->is_on_sale(), 'not yet' );
		$this->assertSame( 10000, $this->products->get( $id )->price() );

		$this->edit(
			array( $id ),
			array(
				'sale' => array(
					'percent_off' => 15,
					'from'        => $today,
					'to'          => null,
				),
			)
		);
		$this->assertSame( 8500, $this->products->get( $id )->price() );
		$this->assertSame( 8500, $this->row( $id )['price'], 'the listings sort by the sale price' );

		$this->edit( array( $id ), array( 'sale' => array( 'percent_off' => null ) ) );
		$this->assertNull( $this->row( $id )['sale_price'] );
		$this->assertSame( 10000, $this->products->get( $id )->price() );
	}

	public function test_500_products_in_one_request_in_a_few_queries(): void {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < 500; $i++ ) {
			$ids[] = $this->tyre( array( 'regular_price' => 1000 + $i ) );
		}
		$queries = $wpdb->num_queries;
		$start   = microtime( true );

		$response = $this->edit(
			$ids,
			array(
				'price' => array(
					'by'    => 'amount',
					'value' => 100,
				),
				'stock' => array(
					'by'    => 'add',
					'value' => 2,
				),
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 500, $response->get_data()['done'] );
		$this->assertLessThan( 100, $wpdb->num_queries - $queries, 'reads and writes by 100, not one product at a time' );
		$this->assertSame( 1100, $this->row( $ids[0] )['regular_price'] );
		$this->assertSame( 1599, $this->row( $ids[499] )['regular_price'] );
		$this->assertSame( 6, $this->row( $ids[499] )['stock_quantity'] );
		fwrite( STDERR, sprintf( "\nBulk edit of 500 products: %.0f ms\n", ( microtime( true ) - $start ) * 1000 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- the measure the brief asks for.
	}

	public function test_the_store_listing_reads_the_new_prices_at_once(): void {
		$id   = $this->tyre(
			array(
				'status'        => 'publish',
				'regular_price' => 7777,
			)
		);
		$list = static function () use ( $id ): array {
			$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
			$request->set_param( 'include', array( $id ) );
			return array_column( rest_do_request( $request )->get_data(), 'prices', 'id' );
		};
		$this->assertSame( '7777', $list()[ $id ]['price'] ?? null );

		$this->edit(
			array( $id ),
			array(
				'price' => array(
					'by'    => 'amount',
					'value' => 1000,
				),
			)
		);

		$this->assertSame( '8777', $list()[ $id ]['price'] ?? null );
	}

	/**
	 * Refused requests.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public static function refused(): array {
		return array(
			'no change'               => array( array(), 'changes' ),
			'percent as text'         => array(
				array(
					'price' => array(
						'by'    => 'percent',
						'value' => '10',
					),
				),
				'price',
			),
			'percent of zero'         => array(
				array(
					'price' => array(
						'by'    => 'percent',
						'value' => 0,
					),
				),
				'price',
			),
			'cut of 100 %'            => array(
				array(
					'price' => array(
						'by'    => 'percent',
						'value' => -100,
					),
				),
				'price',
			),
			'amount in euros'         => array(
				array(
					'price' => array(
						'by'    => 'amount',
						'value' => 1.5,
					),
				),
				'price',
			),
			'unknown way'             => array(
				array(
					'price' => array(
						'by'    => 'double',
						'value' => 2,
					),
				),
				'price',
			),
			'negative stock'          => array(
				array(
					'stock' => array(
						'by'    => 'set',
						'value' => -1,
					),
				),
				'stock',
			),
			'sale of 100 %'           => array( array( 'sale' => array( 'percent_off' => 100 ) ), 'sale.percent_off' ),
			'sale without a discount' => array( array( 'sale' => array( 'from' => '2026-12-01' ) ), 'sale.percent_off' ),
			'impossible day'          => array(
				array(
					'sale' => array(
						'percent_off' => 10,
						'from'        => '2026-02-30',
					),
				),
				'sale.from',
			),
			'ends before it starts'   => array(
				array(
					'sale' => array(
						'percent_off' => 10,
						'from'        => '2026-12-10',
						'to'          => '2026-12-01',
					),
				),
				'sale.to',
			),
		);
	}

	/**
	 * A refused change leaves every product as it was.
	 *
	 * @dataProvider refused
	 *
	 * @param array<string,mixed> $changes Changes.
	 * @param string              $field   The field named.
	 */
	public function test_bad_values_are_refused_whole_with_one_code( array $changes, string $field ): void {
		$id = $this->tyre( array( 'regular_price' => 5000 ) );

		$response = $this->edit( array( $id ), $changes );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_invalid_bulk_edit', $response->get_data()['code'] );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['params'] );
		$this->assertSame( 5000, $this->row( $id )['regular_price'] );
	}

	public function test_more_than_500_ids_or_none_are_refused(): void {
		$change = array(
			'price' => array(
				'by'    => 'amount',
				'value' => 1,
			),
		);
		foreach ( array( range( 1, 501 ), array(), array( 'uno' ), array( 0 ) ) as $ids ) {
			$response = $this->edit( $ids, $change );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'rueda_invalid_bulk_edit', $response->get_data()['code'] );
			$this->assertArrayHasKey( 'ids', $response->get_data()['data']['params'] );
		}
	}

	public function test_missing_products_and_sales_with_no_price_are_reported_and_the_rest_done(): void {
		$good = $this->tyre( array( 'regular_price' => 2000 ) );
		$free = $this->tyre( array( 'regular_price' => 0 ) );
		$page = wp_insert_post(
			array(
				'post_title'  => 'Entrada',
				'post_status' => 'publish',
			)
		);

		$data = $this->edit( array( $good, $free, $page, 999999 ), array( 'sale' => array( 'percent_off' => 10 ) ) )->get_data();

		$this->assertSame( array( $good ), $data['done'] );
		$this->assertSame( array( (string) $free, (string) $page, '999999' ), array_map( 'strval', array_keys( (array) $data['failed'] ) ) );
		$this->assertSame( 1800, $this->row( $good )['sale_price'] );
		$this->assertNull( $this->row( $free )['sale_price'] );
	}

	public function test_only_shop_managers_may_bulk_edit(): void {
		$id     = $this->tyre( array( 'regular_price' => 5000 ) );
		$change = array(
			'price' => array(
				'by'    => 'amount',
				'value' => -4000,
			),
		);

		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->edit( array( $id ), $change )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->edit( array( $id ), $change )->get_status() );

		$this->assertSame( 5000, $this->row( $id )['regular_price'] );
	}
}
