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
use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;
use Rueda\Tests\ServesOverHttp;
use Rueda\Tests\TestCase;

/**
 * The test site served over HTTP and the simulator beside it, as in the demo: the
 * simulator posts its notification server to server to DS_MERCHANT_MERCHANTURL (the
 * served site's notify route), which pays the order. Runs on committed data and removes
 * it afterwards.
 */
final class RedsysSimulatorOverHttpTest extends TestCase {

	use ServesOverHttp , RunsRedsysSimulator {
		ServesOverHttp::set_up_before_class insteadof RunsRedsysSimulator;
		ServesOverHttp::tear_down_after_class insteadof RunsRedsysSimulator;
		ServesOverHttp::set_up_before_class as serve_site;
		ServesOverHttp::tear_down_after_class as stop_site;
	}

	protected bool $isolate = false;

	private int $product = 0;

	private int $order = 0;

	/**
	 * The payment settings before the test.
	 *
	 * @var mixed
	 */
	private $saved_settings = null;

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
		$this->saved_settings                   = get_option( PaymentSettings::OPTION, null );
		$settings                               = PaymentSettings::get();
		$settings['gateways'][ RedsysCard::ID ] = array(
			'enabled'  => true,
			'settings' => array(
				'merchant_code' => RedsysTestCase::FUC,
				'terminal'      => '1',
				'secret_key'    => RedsysTestCase::SECRET,
				'environment'   => 'custom',
				'custom_url'    => self::simulator_url() . '/sis/realizarPago',
			),
		);
		PaymentSettings::save( $settings );
	}

	protected function tear_down(): void {
		global $wpdb;
		foreach ( array( Schema::INVOICES, Schema::META, Schema::HOLDS, Schema::COUPONS, Schema::ITEMS, Schema::ADDRESS ) as $table ) {
			$wpdb->delete( Schema::table( $table ), array( 'order_id' => $this->order ) );
		}
		$wpdb->delete( Schema::table( Schema::ORDERS ), array( 'id' => $this->order ) );
		wp_delete_post( $this->product, true );
		$wpdb->delete( Schema::table( Schema::PRODUCTS ), array( 'product_id' => $this->product ) );
		null === $this->saved_settings ? delete_option( PaymentSettings::OPTION ) : update_option( PaymentSettings::OPTION, $this->saved_settings );
		wp_clear_scheduled_hook( 'rueda_redsys_release_abandoned' );
		parent::tear_down();
	}

	public function test_pagar_notifies_the_served_shop_which_pays_the_order(): void {
		$this->product = ( new ProductRepository() )->save(
			array(
				'name'           => 'Neumático pagado en el simulador',
				'regular_price'  => 3380,
				'manage_stock'   => true,
				'stock_quantity' => 4,
			)
		);
		$store         = new OrderStore();
		$this->order   = $store->create(
			array(
				'status'         => OrderStatus::PENDING,
				'payment_method' => RedsysCard::ID,
				'currency'       => 'EUR',
				'total'          => 6760,
				'billing_email'  => 'carrera@example.test',
			)
		);
		$store->replace_items(
			$this->order,
			array(
				array(
					'type'       => 'line_item',
					'name'       => 'Neumático pagado en el simulador',
					'product_id' => $this->product,
					'quantity'   => 2,
					'total'      => 6760,
				),
			)
		);
		( new StockHolds() )->reserve( $this->order, array( $this->product => 2 ), HOUR_IN_SECONDS );
		$form = ( new RedsysCard() )->form( $store->get( $this->order ) );

		$paid = self::post_to_simulator( '/sis/realizarPago/decidir', $form['fields'] + array( 'decision' => 'pagar' ) );

		$this->assertSame( 303, $paid['status'] );
		$sent = self::simulator_state()['notifications'][0];
		$this->assertSame( rest_url( 'rueda/v1/payments/rueda_redsys/notify' ), $sent['url'] );
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
