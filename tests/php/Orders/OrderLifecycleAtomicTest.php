<?php
/**
 * An order's change of status is all or nothing.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Orders;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;
use Rueda\Storage\Transaction;
use Rueda\Storage\TransactionFailed;
use Rueda\Tests\TestCase;

/**
 * What a PHP node killed or a database lost in the middle of paying leaves behind: the
 * order as it was, its stock and holds untouched (a thrown error stands in for the crash).
 *
 * @group object-cache
 */
final class OrderLifecycleAtomicTest extends TestCase {

	private int $product;

	private int $order;

	protected function set_up(): void {
		parent::set_up();
		$this->product = ( new ProductRepository() )->save(
			array(
				'name'           => 'Neumático de prueba',
				'regular_price'  => 5000,
				'manage_stock'   => true,
				'stock_quantity' => 10,
			)
		);
		$orders        = new OrderStore();
		$this->order   = $orders->create( array( 'status' => OrderStatus::PENDING ) );
		$orders->replace_items(
			$this->order,
			array(
				array(
					'type'       => 'line_item',
					'name'       => 'Neumático de prueba',
					'product_id' => $this->product,
					'quantity'   => 3,
				),
			)
		);
		( new StockHolds() )->reserve( $this->order, array( $this->product => 3 ), 600 );
	}

	protected function tear_down(): void {
		remove_all_filters( 'query' );
		parent::tear_down();
	}

	private function stock(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT stock_quantity FROM %i WHERE product_id = %d', Schema::table( Schema::PRODUCTS ), $this->product ) );
	}

	public function test_paid_takes_the_stock_and_releases_the_holds(): void {
		$changed = ( new OrderLifecycle() )->change( ( new OrderStore() )->get( $this->order ), OrderStatus::PROCESSING );

		$this->assertSame( OrderStatus::PROCESSING, $changed->status() );
		$this->assertSame( 7, $this->stock() );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->product ) );
	}

	public function test_a_crash_after_the_stock_was_taken_leaves_everything_as_it_was(): void {
		// The statement after the stock's: the holds' release.
		add_filter(
			'query',
			static function ( string $query ): string {
				if ( str_starts_with( ltrim( $query ), 'DELETE' ) && str_contains( $query, Schema::table( Schema::HOLDS ) ) ) {
					throw new \RuntimeException( 'the database went away' );
				}
				return $query;
			}
		);

		try {
			( new OrderLifecycle() )->change( ( new OrderStore() )->get( $this->order ), OrderStatus::PROCESSING );
			$this->fail( 'the crash stops the change' );
		} catch ( \RuntimeException $crash ) {
			$this->assertSame( 'the database went away', $crash->getMessage() );
		}
		remove_all_filters( 'query' );

		$order = ( new OrderStore() )->get( $this->order );
		$this->assertSame( OrderStatus::PENDING, $order->status(), 'the status did not change' );
		$this->assertSame( 10, $this->stock(), 'no stock taken' );
		$this->assertSame( 3, ( new StockHolds() )->held( $this->product ), 'the holds remain' );
		$this->assertEmpty( $order->meta( '_stock_taken' ) );

		// The retry pays it, once.
		( new OrderLifecycle() )->change( $order, OrderStatus::PROCESSING );
		$this->assertSame( 7, $this->stock() );
	}

	/**
	 * Makes the database refuse the holds' release (a statement after the stock's), the
	 * first $times times.
	 *
	 * @param string $table The missing table the statement is sent to instead.
	 * @param int    $times How many times.
	 */
	private function refuse_the_release( string $table, int $times ): void {
		if ( ! \Rueda\Storage\RequestLocks::supported() ) {
			$this->markTestSkipped( 'SQLite ends the whole transaction at any error, this test\'s own (its isolation) included.' );
		}
		add_filter(
			'query',
			static function ( string $query ) use ( $table, &$times ): string {
				if ( $times > 0 && str_starts_with( ltrim( $query ), 'DELETE' ) && str_contains( $query, Schema::table( Schema::HOLDS ) ) ) {
					--$times;
					return "DELETE FROM {$table}";
				}
				return $query;
			}
		);
	}

	public function test_a_statement_the_database_refuses_undoes_the_whole_change(): void {
		$this->refuse_the_release( 'rueda_no_such_table', 5 );

		try {
			( new OrderLifecycle() )->change( ( new OrderStore() )->get( $this->order ), OrderStatus::PROCESSING );
			$this->fail( 'the refusal stops the change' );
		} catch ( TransactionFailed $failed ) {
			$this->assertFalse( $failed->is_retryable() );
		}
		remove_all_filters( 'query' );

		$this->assertSame( OrderStatus::PENDING, ( new OrderStore() )->get( $this->order )->status() );
		$this->assertSame( 10, $this->stock() );
		$this->assertSame( 3, ( new StockHolds() )->held( $this->product ) );
	}

	public function test_a_deadlock_victim_runs_again(): void {
		// MariaDB names the table in its refusal: a message about a deadlock, as a victim's.
		$this->refuse_the_release( 'rueda_deadlock_victim', 1 );

		$changed = ( new OrderLifecycle() )->change( ( new OrderStore() )->get( $this->order ), OrderStatus::PROCESSING );

		$this->assertSame( OrderStatus::PROCESSING, $changed->status() );
		$this->assertSame( 7, $this->stock(), 'the stock taken once' );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->product ) );
		$history = (array) ( new OrderStore() )->get( $this->order )->meta( '_history' );
		$this->assertCount( 1, $history );
	}

	public function test_cache_invalidations_wait_for_the_commit_and_are_dropped_on_a_rollback(): void {
		$ran = array();
		Transaction::run(
			static function () use ( &$ran ): void {
				Transaction::after_commit(
					static function () use ( &$ran ): void {
						$ran[] = 'outer';
					}
				);
				try {
					Transaction::run(
						static function () use ( &$ran ): void {
							Transaction::after_commit(
								static function () use ( &$ran ): void {
									$ran[] = 'inner';
								}
							);
							throw new \RuntimeException( 'inner fails' );
						}
					);
				} catch ( \RuntimeException ) {
					$ran[] = 'inner rolled back';
				}
				$ran[] = 'before commit';
			}
		);

		$this->assertSame( array( 'inner rolled back', 'before commit', 'outer', 'inner' ), $ran );
	}

	public function test_an_inner_rollback_keeps_the_outer_work(): void {
		$orders   = new OrderStore();
		$rejected = false;
		Transaction::run(
			function () use ( $orders, &$rejected ): void {
				$orders->set_meta( $this->order, 'kept', 1 );
				try {
					Transaction::run(
						function () use ( $orders ): void {
							$orders->set_meta( $this->order, 'undone', 1 );
							throw new \RuntimeException( 'inner fails' );
						}
					);
				} catch ( \RuntimeException ) {
					$rejected = true;
				}
			}
		);

		$order = $orders->get( $this->order );
		$this->assertTrue( $rejected );
		$this->assertSame( 1, $order->meta( 'kept' ) );
		$this->assertNull( $order->meta( 'undone' ) );
	}
}
