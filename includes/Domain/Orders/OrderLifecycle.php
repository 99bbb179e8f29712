<?php
/**
 * Order status changes and what they do to stock and coupons.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

use Rueda\Storage\CouponUses;
use Rueda\Storage\OrderStore;
use Rueda\Storage\ProductTable;
use Rueda\Storage\StockHolds;
use Rueda\Storage\Transaction;

/**
 * Every status change goes through here, so stock and coupon uses stay right whoever makes
 * it (checkout, payment, the admin):
 * - to processing, on-hold or completed: stock is taken (once) and coupon holds become uses;
 * - to failed or cancelled: holds are released, and stock taken earlier comes back;
 * - to refunded: holds and coupon uses are released, but no stock comes back here: an order
 *   is refunded through Domain\Refunds\Refunds, which returns only the units the owner
 *   chose (a fitted tyre is on a car, not on the shelf) and makes this change once the
 *   refunds reach the order's total.
 * A change only happens if the order still has the status it was read with.
 *
 * @since 0.1.0
 */
final class OrderLifecycle {

	private const STOCK_TAKEN = '_stock_taken';

	/**
	 * Creates the service.
	 *
	 * @param OrderStore   $orders   Orders.
	 * @param StockHolds   $holds    Stock holds.
	 * @param CouponUses   $coupons  Coupon uses.
	 * @param ProductTable $products Product rows (stock).
	 */
	public function __construct(
		private OrderStore $orders = new OrderStore(),
		private StockHolds $holds = new StockHolds(),
		private CouponUses $coupons = new CouponUses(),
		private ProductTable $products = new ProductTable()
	) {}

	/**
	 * Moves an order to a new status with its side effects; returns the order as it now is,
	 * or null when it was no longer in the status it was read with (another request
	 * changed it first).
	 *
	 * @since 0.1.0
	 * @since 0.5.0 $columns.
	 *
	 * @param Order               $order   The order as read.
	 * @param string              $to      New status.
	 * @param string              $note    Why (kept in the order's history).
	 * @param array<string,mixed> $meta    More meta to store with the change.
	 * @param array<string,mixed> $columns Order columns written with the change, only if
	 *                                     it happens (a bank's transaction id).
	 */
	public function change( Order $order, string $to, string $note = '', array $meta = array(), array $columns = array() ): ?Order {
		$from = $order->status();
		if ( $from === $to ) {
			return $order;
		}
		$takes = in_array( $to, self::confirmed(), true ) && ! $order->meta( self::STOCK_TAKEN );
		// One transaction: a node killed or a database lost halfway leaves the order as it
		// was, never with its status changed but its stock not taken, or the reverse.
		$written = Transaction::run(
			function () use ( $order, $from, $to, $note, $takes, $meta, $columns ): ?array {
				if ( ! $this->orders->transition( $order->id(), $from, $to ) ) {
					return null;
				}
				if ( $columns ) {
					$this->orders->update( $order->id(), $columns );
				}
				if ( $takes ) {
					$this->adjust_stock( $order, -1 );
					$this->coupons->consume( $order->id(), true );
					$this->holds->release( $order->id() );
					$meta[ self::STOCK_TAKEN ] = 1;
				}
				$this->stamp( $order, $to );
				if ( in_array( $to, array( OrderStatus::FAILED, OrderStatus::CANCELLED ), true ) ) {
					$meta += $this->give_back( $order );
				} elseif ( OrderStatus::REFUNDED === $to ) {
					$this->holds->release( $order->id() );
					$this->coupons->release( $order->id() );
				}
				$meta['_history']   = (array) $order->meta( '_history', array() );
				$meta['_history'][] = array(
					'date' => gmdate( 'c' ),
					'from' => $from,
					'to'   => $to,
					'note' => $note,
				);
				$this->orders->set_metas( $order->id(), $meta );
				return $meta;
			}
		);
		if ( null === $written ) {
			// Another request changed the order first; what this one learnt is kept.
			$this->orders->set_metas( $order->id(), $meta );
			return null;
		}
		$meta    = $written;
		$changed = $order->with_status( $to, $meta );

		/**
		 * Fires after an order changed status (emails, integrations).
		 *
		 * @since 0.1.0
		 *
		 * @param int    $order_id Order id.
		 * @param string $from     Previous status.
		 * @param string $to       New status.
		 * @param Order  $order    The order as it now is.
		 */
		do_action( 'rueda_order_status_changed', $order->id(), $from, $to, $changed );
		return $changed;
	}

	/**
	 * Before a change to a status that takes an order's stock for the first time, checks
	 * that its units are still there, counting other orders' holds (its own do not count),
	 * and holds them for some seconds, until the change is made.
	 *
	 * @since 0.5.0
	 *
	 * @param Order  $order   Order.
	 * @param string $to      New status.
	 * @param int    $seconds How long the units stay held.
	 * @throws \Rueda\Domain\ShopException When a product is short.
	 */
	public function hold_stock( Order $order, string $to, int $seconds ): void {
		if ( ! in_array( $to, self::confirmed(), true ) || $order->meta( self::STOCK_TAKEN ) ) {
			return;
		}
		$this->holds->reserve( $order->id(), $this->quantities( $order ), $seconds );
	}

	/**
	 * Statuses of orders the shop has accepted (stock is taken).
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function confirmed(): array {
		return array( OrderStatus::PROCESSING, OrderStatus::ON_HOLD, OrderStatus::COMPLETED );
	}

	/**
	 * When the order was first paid or confirmed, and when it was completed.
	 *
	 * @param Order  $order Order before the change.
	 * @param string $to    New status.
	 */
	private function stamp( Order $order, string $to ): void {
		$now    = gmdate( 'Y-m-d H:i:s' );
		$stamps = array();
		if ( in_array( $to, array( OrderStatus::PROCESSING, OrderStatus::COMPLETED ), true ) && empty( $order->row['paid_at'] ) ) {
			$stamps['paid_at'] = $now;
		}
		if ( OrderStatus::COMPLETED === $to ) {
			$stamps['completed_at'] = $now;
		}
		if ( $stamps ) {
			$this->orders->update( $order->id(), $stamps );
		}
	}

	/**
	 * Releases holds and uses, and restocks what the order had taken; returns the meta
	 * that records it.
	 *
	 * @param Order $order Order.
	 * @return array<string,int>
	 */
	private function give_back( Order $order ): array {
		$this->holds->release( $order->id() );
		$this->coupons->release( $order->id() );
		if ( ! $order->meta( self::STOCK_TAKEN ) ) {
			return array();
		}
		$this->adjust_stock( $order, 1 );
		return array( self::STOCK_TAKEN => 0 );
	}

	/**
	 * Adds (1) or takes (-1) the order's units.
	 *
	 * @param Order $order Order.
	 * @param int   $sign  1 or -1.
	 */
	private function adjust_stock( Order $order, int $sign ): void {
		$quantities = $this->quantities( $order );
		// Rows locked in one order by every transaction: two orders never deadlock.
		ksort( $quantities );
		foreach ( $quantities as $id => $quantity ) {
			$this->products->adjust_stock( $id, $sign * $quantity );
		}
	}

	/**
	 * Units per product of an order's lines.
	 *
	 * @param Order $order Order.
	 * @return array<int,int>
	 */
	private function quantities( Order $order ): array {
		$quantities = array();
		foreach ( $order->lines( 'line_item' ) as $line ) {
			$id                = (int) $line['product_id'];
			$quantities[ $id ] = ( $quantities[ $id ] ?? 0 ) + (int) $line['quantity'];
		}
		return $quantities;
	}
}
