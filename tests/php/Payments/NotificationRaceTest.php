<?php
/**
 * The same notification arriving several times at once, from separate PHP processes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;
use Rueda\Tests\Payments\Fixtures\SigningBank;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\TestCase;

/**
 * A bank that thinks its notification was lost sends it again, and two nodes may take them
 * together: the order is paid once, its stock taken once, one invoice. Runs on committed
 * data (each process has its own connection) and removes it afterwards.
 *
 * @group object-cache
 */
final class NotificationRaceTest extends TestCase {

	use RacesProcesses;

	protected bool $isolate = false;

	private int $product = 0;

	private int $order = 0;

	protected function tear_down(): void {
		global $wpdb;
		foreach ( array( Schema::INVOICES, Schema::META, Schema::HOLDS, Schema::COUPONS, Schema::ITEMS, Schema::ADDRESS ) as $table ) {
			$wpdb->delete( Schema::table( $table ), array( 'order_id' => $this->order ) );
		}
		$wpdb->delete( Schema::table( Schema::ORDERS ), array( 'id' => $this->order ) );
		wp_delete_post( $this->product, true );
		$wpdb->delete( Schema::table( Schema::PRODUCTS ), array( 'product_id' => $this->product ) );
		parent::tear_down();
	}

	public function test_five_copies_of_a_payment_at_once_pay_the_order_once(): void {
		$this->product = ( new ProductRepository() )->save(
			array(
				'name'           => 'Neumático pagado en el banco',
				'regular_price'  => 4950,
				'manage_stock'   => true,
				'stock_quantity' => 5,
			)
		);
		$store         = new OrderStore();
		$this->order   = $store->create(
			array(
				'status'         => OrderStatus::PENDING,
				'payment_method' => SigningBank::ID,
				'currency'       => 'EUR',
				'total'          => 9900,
				'billing_email'  => 'carrera@example.test',
			)
		);
		$store->replace_items(
			$this->order,
			array(
				array(
					'type'       => 'line_item',
					'name'       => 'Neumático pagado en el banco',
					'product_id' => $this->product,
					'quantity'   => 2,
					'total'      => 9900,
				),
			)
		);
		( new StockHolds() )->reserve( $this->order, array( $this->product => 2 ), HOUR_IN_SECONDS );
		$form = SigningBank::form(
			array(
				'Ds_Order'             => (string) $this->order,
				'Ds_Amount'            => '9900',
				'Ds_Currency'          => '978',
				'Ds_Response'          => '0000',
				'Ds_AuthorisationCode' => '771204',
			)
		);

		$results = $this->race_processes( 'notify.php', array_fill( 0, 5, array( (string) wp_json_encode( $form ) ) ) );

		$this->assertSame( array_fill( 0, 5, '200' ), $results, 'every copy is acknowledged' );
		wp_cache_flush();
		$order = $store->get( $this->order );
		$this->assertSame( OrderStatus::PROCESSING, $order->status() );
		$this->assertSame( '771204', $order->row['transaction_id'] );
		$this->assertSame( 3, ( new ProductRepository() )->get( $this->product )->stock_quantity(), 'two units taken, once' );
		$this->assertCount( 1, array_filter( (array) $order->meta( '_history' ), static fn( array $entry ) => OrderStatus::PROCESSING === $entry['to'] ) );
		$this->assertNotNull( ( new InvoiceNumbers() )->find( $this->order ) );
		$this->assertCount( 1, ( new OrderNotes() )->all( $this->order ), 'the status change only: copies add nothing' );
	}
}
