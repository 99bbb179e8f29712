<?php
/**
 * Simultaneous requests for the last unit, from separate PHP processes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Orders;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data (each process has its own connection) and removes it afterwards.
 * The buyers are released together once all have loaded WordPress (RacesProcesses).
 *
 * @group object-cache
 */
final class StockHoldsRaceTest extends TestCase {

	use RacesProcesses;

	protected bool $isolate = false;

	private int $product = 0;

	private array $orders = array();

	protected function tear_down(): void {
		global $wpdb;
		foreach ( $this->orders as $order ) {
			$wpdb->delete( Schema::table( Schema::HOLDS ), array( 'order_id' => $order ) );
			$wpdb->delete( Schema::table( Schema::ORDERS ), array( 'id' => $order ) );
		}
		wp_delete_post( $this->product, true );
		$wpdb->delete( Schema::table( Schema::PRODUCTS ), array( 'product_id' => $this->product ) );
		parent::tear_down();
	}

	public function test_of_six_simultaneous_buyers_of_the_last_unit_exactly_one_wins(): void {
		$this->product = ( new ProductRepository() )->save(
			array(
				'name'           => 'Último neumático',
				'regular_price'  => 9900,
				'manage_stock'   => true,
				'stock_quantity' => 1,
			)
		);
		for ( $i = 0; $i < 6; $i++ ) {
			$this->orders[] = ( new OrderStore() )->create( array( 'status' => OrderStatus::PENDING ) );
		}

		$results = $this->race_processes(
			'reserve-stock.php',
			array_map( fn( int $order ) => array( (string) $order, (string) $this->product ), $this->orders )
		);

		$this->assertSame( array( 'lost', 'lost', 'lost', 'lost', 'lost', 'won' ), $results );
	}
}
