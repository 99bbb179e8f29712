<?php
/**
 * The shopper's return to URLOK racing the bank's notification, from separate processes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Redsys\Attempts;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\Redsys\Signature;
use Rueda\Storage\OrderStore;
use Rueda\Tests\Payments\CommitsPendingOrder;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\TestCase;

/**
 * Redsys posts its notification and sends the shopper back to URLOK with the same signed
 * parameters at nearly the same moment; two nodes may take both. Whichever comes first
 * pays the order; the other changes nothing: paid once, stock taken once, one invoice.
 * Runs on committed data and removes it afterwards.
 *
 * @group object-cache
 */
final class RedsysReturnRaceTest extends TestCase {

	use RacesProcesses, CommitsPendingOrder, CommitsRedsysTerminal;

	protected bool $isolate = false;

	protected function set_up(): void {
		parent::set_up();
		$this->commit_terminal();
	}

	protected function tear_down(): void {
		$this->remove_pending_order();
		$this->restore_terminal();
		parent::tear_down();
	}

	public function test_the_urlok_return_and_the_notification_at_once_pay_the_order_once(): void {
		$this->commit_pending_order( 'Neumático pagado con Redsys', 3380, 4, RedsysCard::ID );
		$store      = new OrderStore();
		$attempt    = ( new Attempts() )->start( $store->get( $this->order ), RedsysCard::ID, '6760', '978' );
		$parameters = array(
			'Ds_Amount'            => '6760',
			'Ds_Currency'          => '978',
			'Ds_Order'             => $attempt['ds_order'],
			'Ds_MerchantCode'      => RedsysTestCase::FUC,
			'Ds_Terminal'          => '1',
			'Ds_Response'          => '0000',
			'Ds_TransactionType'   => '0',
			'Ds_AuthorisationCode' => '602214',
		);
		$encoded    = base64_encode( (string) wp_json_encode( $parameters ) );
		$form       = array(
			'Ds_SignatureVersion'   => Signature::V1,
			'Ds_MerchantParameters' => strtr( $encoded, '+/', '-_' ),
			'Ds_Signature'          => strtr( Signature::sign( Signature::V1, RedsysTestCase::SECRET, $attempt['ds_order'], $encoded ), '+/', '-_' ),
		);
		$json       = (string) wp_json_encode( $form );

		$results = $this->race_processes(
			'redsys-return.php',
			array( array( 'notify', $json ), array( 'return', $json ), array( 'notify', $json ), array( 'return', $json ) )
		);

		$this->assertSame( array( 'notify 200', 'notify 200', 'return paid', 'return paid' ), $results, 'every copy is read and acknowledged' );
		wp_cache_flush();
		$order = $store->get( $this->order );
		$this->assertSame( OrderStatus::PROCESSING, $order->status() );
		$this->assertSame( '602214', $order->row['transaction_id'] );
		$this->assertSame( 2, ( new ProductRepository() )->get( $this->product )->stock_quantity(), 'two units taken, once' );
		$this->assertCount( 1, array_filter( (array) $order->meta( '_history' ), static fn( array $entry ) => OrderStatus::PROCESSING === $entry['to'] ) );
		$this->assertNotNull( ( new InvoiceNumbers() )->find( $this->order ) );
		$this->assertCount( 1, ( new OrderNotes() )->all( $this->order ), 'the status change only: the copies add nothing' );
	}
}
