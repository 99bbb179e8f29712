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

	use RacesProcesses, CommitsPendingOrder;

	protected bool $isolate = false;

	protected function tear_down(): void {
		$this->remove_pending_order();
		parent::tear_down();
	}

	public function test_five_copies_of_a_payment_at_once_pay_the_order_once(): void {
		$this->commit_pending_order( 'Neumático pagado en el banco', 4950, 5, SigningBank::ID );
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
		$order = ( new OrderStore() )->get( $this->order );
		$this->assertSame( OrderStatus::PROCESSING, $order->status() );
		$this->assertSame( '771204', $order->row['transaction_id'] );
		$this->assertSame( 3, ( new ProductRepository() )->get( $this->product )->stock_quantity(), 'two units taken, once' );
		$this->assertCount( 1, array_filter( (array) $order->meta( '_history' ), static fn( array $entry ) => OrderStatus::PROCESSING === $entry['to'] ) );
		$this->assertNotNull( ( new InvoiceNumbers() )->find( $this->order ) );
		$this->assertCount( 1, ( new OrderNotes() )->all( $this->order ), 'the status change only: copies add nothing' );
	}
}
