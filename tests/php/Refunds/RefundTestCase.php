<?php
/**
 * Helpers for the refund tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Refunds;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\OrderStore;
use Rueda\Tests\Invoices\InvoiceTestCase;
use Rueda\Tests\Refunds\Fixtures\RefundingBank;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Paid orders of two lines: four summer tyres bought fitted (400,00 €) and two winter
 * tyres (200,00 €), 600,00 € in all, their stock taken; paid by bank transfer (refunded
 * by hand) or through RefundingBank. Emails are captured.
 */
abstract class RefundTestCase extends CheckoutTestCase {

	protected const SUMMER = 'MIC-PILOTSPO-2055516';
	protected const WINTER = 'MIC-ALPIN6-2254517';

	protected function set_up(): void {
		parent::set_up();
		update_option( CompanySettings::OPTION, InvoiceTestCase::SHOP );
		RefundingBank::$asked  = array();
		RefundingBank::$refuse = false;
		add_filter( 'rueda_payment_gateways', array( self::class, 'add_bank' ) );
		$this->set_stock( self::SUMMER, 10 );
		$this->set_stock( self::WINTER, 10 );
	}

	protected function tear_down(): void {
		remove_filter( 'rueda_payment_gateways', array( self::class, 'add_bank' ) );
		parent::tear_down();
	}

	/**
	 * Adds the refunding bank to the gateways.
	 *
	 * @param array<int,mixed> $gateways Gateways.
	 * @return array<int,mixed>
	 */
	public static function add_bank( array $gateways ): array {
		$gateways[] = new RefundingBank();
		return $gateways;
	}

	/**
	 * A paid order (stock taken), maybe invoiced.
	 *
	 * @param string $method  Payment method id.
	 * @param bool   $full    Whether the customer gave a tax id (full invoice).
	 * @param string $status  Status.
	 */
	protected function paid_order( string $method = BankTransfer::ID, bool $full = true, string $status = OrderStatus::PROCESSING ): Order {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'status'         => $status,
				'total'          => 60000,
				'total_tax'      => 10413,
				'currency'       => 'EUR',
				'payment_method' => $method,
				'billing_email'  => 'lucia@example.test',
				'paid_at'        => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$store->replace_items(
			$id,
			array(
				array(
					'type'         => 'line_item',
					'name'         => 'Michelin Pilot Sport 205/55 R16',
					'product_id'   => $this->sku( self::SUMMER ),
					'quantity'     => 4,
					'subtotal'     => 33058,
					'subtotal_tax' => 6942,
					'total'        => 33058,
					'total_tax'    => 6942,
					'meta'         => array( 'fitted' => true ),
				),
				array(
					'type'         => 'line_item',
					'name'         => 'Michelin Alpin 6 225/45 R17',
					'product_id'   => $this->sku( self::WINTER ),
					'quantity'     => 2,
					'subtotal'     => 16529,
					'subtotal_tax' => 3471,
					'total'        => 16529,
					'total_tax'    => 3471,
					'meta'         => array(),
				),
			)
		);
		$store->set_address(
			$id,
			'billing',
			array(
				'first_name' => 'Lucía',
				'last_name'  => 'Martín',
				'address_1'  => 'Calle Mayor 1',
				'city'       => 'Madrid',
				'postcode'   => '28013',
				'country'    => 'ES',
				'email'      => 'lucia@example.test',
			)
		);
		$store->set_metas(
			$id,
			array(
				'_stock_taken'      => 1,
				'additional_fields' => array(
					'rueda/invoice' => $full,
					'rueda/tax-id'  => $full ? 'B12345674' : '',
					'rueda/company' => $full ? 'Carrera S.L.' : '',
				),
			)
		);
		return $store->get( $id );
	}

	/**
	 * The order's product lines' ids: summer tyres, winter tyres.
	 *
	 * @param Order $order Order.
	 * @return array{0:int,1:int}
	 */
	protected function line_ids( Order $order ): array {
		$ids = array_map( static fn( array $line ) => (int) $line['id'], $order->lines( 'line_item' ) );
		return array( $ids[0], $ids[1] );
	}

	/**
	 * Logs in someone who manages the shop.
	 */
	protected function as_manager(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
	}
}
