<?php
/**
 * Pagar at the simulator pays the order through the shop's real notify route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Storage\OrderStore;
use Rueda\Tests\Payments\CommitsPendingOrder;
use Rueda\Tests\ServesOverHttp;
use Rueda\Tests\TestCase;

/**
 * The test site served over HTTP and the simulator beside it, as in the demo: the
 * simulator posts its notification server to server to DS_MERCHANT_MERCHANTURL (the
 * served site's notify route), which pays the order. Runs on committed data and removes
 * it afterwards.
 */
final class RedsysSimulatorOverHttpTest extends TestCase {

	use CommitsPendingOrder, CommitsRedsysTerminal;

	use ServesOverHttp , RunsRedsysSimulator {
		ServesOverHttp::set_up_before_class insteadof RunsRedsysSimulator;
		ServesOverHttp::tear_down_after_class insteadof RunsRedsysSimulator;
		ServesOverHttp::set_up_before_class as serve_site;
		ServesOverHttp::tear_down_after_class as stop_site;
	}

	protected bool $isolate = false;

	public static function set_up_before_class(): void {
		self::serve_site();
		self::start_simulator( 'bank' );
	}

	public static function tear_down_after_class(): void {
		self::stop_simulators();
		self::stop_site();
	}

	protected function set_up(): void {
		parent::set_up();
		$this->commit_terminal(
			array(
				'environment' => 'custom',
				'custom_url'  => self::simulator_url() . '/sis/realizarPago',
			)
		);
	}

	protected function tear_down(): void {
		$this->remove_pending_order();
		$this->restore_terminal();
		parent::tear_down();
	}

	public function test_pagar_notifies_the_served_shop_which_pays_the_order(): void {
		$this->commit_pending_order( 'Neumático pagado en el simulador', 3380, 4, RedsysCard::ID );
		$store = new OrderStore();
		$form  = ( new RedsysCard() )->form( $store->get( $this->order ) );

		$paid = self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );

		$this->assertSame( 303, $paid['status'] );
		$sent = self::simulator_state()['notifications'][0];
		$this->assertSame( rest_url( 'rueda/v1/payments/redsys/notify' ), $sent['url'] );
		$this->assertSame( 200, $sent['status'], 'the shop acknowledged the notification' );
		parse_str( $sent['body'], $notification );
		$values = (array) json_decode( (string) base64_decode( strtr( $notification['Ds_MerchantParameters'], '-_', '+/' ), true ), true );
		wp_cache_flush();
		$order = $store->get( $this->order );
		$this->assertSame( OrderStatus::PROCESSING, $order->status() );
		$this->assertSame( $values['Ds_AuthorisationCode'], $order->row['transaction_id'] );
		$this->assertSame( 2, ( new ProductRepository() )->get( $this->product )->stock_quantity() );
	}
}
