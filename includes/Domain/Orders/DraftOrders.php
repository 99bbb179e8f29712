<?php
/**
 * The draft order of a cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Payments\NotifiedGateway;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\ShopException;
use Rueda\Settings\CurrencySettings;
use Rueda\Storage\OrderStore;

/**
 * One draft order per cart: created on the first checkout visit and updated (never
 * duplicated) on every later one, so a retried checkout reuses it. An order waiting at a
 * bank's page (pending with a NotifiedGateway) is the exception: the bank may still pay
 * it for its amount, so the cart's next checkout starts a new order.
 *
 * @since 0.1.0
 */
final class DraftOrders {

	/**
	 * Seconds after which a pending payment that never finished may be retried.
	 */
	public const PAYMENT_SECONDS = 120;

	/**
	 * Creates the service.
	 *
	 * @param OrderStore $orders Order storage.
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * Creates or refreshes the draft of a cart from its calculation; returns it.
	 *
	 * @since 0.1.0
	 *
	 * @param string                             $cart_key    Cart key.
	 * @param int                                $customer_id Customer (0 for guests).
	 * @param CalculatedCart                     $calculated  The cart, calculated.
	 * @param array<string,mixed>                $extra       More columns (note, payment method).
	 * @param array<string,array<string,string>> $addresses   Checked addresses by type (default: the cart's).
	 */
	public function sync( string $cart_key, int $customer_id, CalculatedCart $calculated, array $extra = array(), array $addresses = array() ): Order {
		$cart   = $calculated->cart;
		$totals = $calculated->totals();
		$fields = array(
			'cart_key'           => $cart_key,
			'cart_hash'          => $cart->hash(),
			'customer_id'        => $customer_id,
			'billing_email'      => (string) ( $cart->customer['billing']['email'] ?? '' ),
			'currency'           => CurrencySettings::currency()->code,
			'total'              => (int) $totals['total_price'],
			'total_tax'          => (int) $totals['total_tax'],
			'shipping_total'     => (int) $totals['total_shipping'],
			'shipping_tax'       => (int) $totals['total_shipping_tax'],
			'discount_total'     => (int) $totals['total_discount'],
			'discount_tax'       => (int) $totals['total_discount_tax'],
			'prices_include_tax' => 1,
		) + $extra;
		$draft  = $this->orders->find_draft( $cart_key );
		// An order at a bank's page may still be paid: the cart's next order is a new one.
		$draft = $draft && $this->awaits_bank( $draft ) ? null : $draft;
		$id    = $draft ? $this->reopen( $draft ) : $this->orders->create( $fields );
		if ( $draft ) {
			$this->orders->update( $id, $fields );
		}
		$this->orders->replace_items( $id, $this->lines( $calculated ) );
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$this->orders->set_address( $id, $type, $addresses[ $type ] ?? (array) ( $cart->customer[ $type ] ?? array() ) );
		}
		return $this->orders->get( $id );
	}

	/**
	 * Makes a cart's unpaid order a draft again for a new attempt. A pending order is being
	 * paid by another request unless it has been left for longer than a payment takes.
	 *
	 * @param Order $order The cart's order (draft, pending or failed).
	 * @throws ShopException While another request is paying it.
	 */
	private function reopen( Order $order ): int {
		$status = $order->status();
		$stale  = OrderStatus::PENDING === $status && $this->orders->claim_stale( $order->id(), $status, self::PAYMENT_SECONDS );
		if ( OrderStatus::DRAFT === $status || ( ( OrderStatus::FAILED === $status || $stale ) && $this->orders->transition( $order->id(), $status, OrderStatus::DRAFT ) ) ) {
			return $order->id();
		}
		throw new ShopException( 'rueda_checkout_in_progress', __( 'Your order is already being processed. Please wait a moment before trying again.', 'rueda' ), 409 );
	}

	/**
	 * Whether an order is pending payment at a bank that tells the shop how it ended
	 * (a NotifiedGateway's, such as Redsys): never made a draft again, however long ago.
	 *
	 * @param Order $order The cart's order.
	 */
	private function awaits_bank( Order $order ): bool {
		return OrderStatus::PENDING === $order->status()
			&& '' !== $order->payment_method()
			&& ( new PaymentGateways() )->get( $order->payment_method() ) instanceof NotifiedGateway;
	}

	/**
	 * The order lines of a calculated cart: products, chosen shipping, coupons and fees.
	 *
	 * @param CalculatedCart $calculated Calculated cart.
	 * @return list<array<string,mixed>>
	 */
	private function lines( CalculatedCart $calculated ): array {
		$lines = array();
		foreach ( $calculated->lines as $key => $line ) {
			/**
			 * Filters the name and meta of an order line made from a cart line (the amounts
			 * are the cart's and cannot be changed here).
			 *
			 * @since 0.2.0
			 *
			 * @param array{name:string,meta:array<string,mixed>} $described The line's name and meta.
			 * @param array<string,mixed>                         $line      The calculated cart line (product, quantity, amounts, fitting).
			 * @param string                                      $key       The cart line's key.
			 */
			$described = apply_filters(
				'rueda_order_line_item',
				array(
					'name' => $line['product']->name(),
					'meta' => array(
						'key'       => $key,
						'sku'       => $line['product']->sku(),
						'variation' => $line['variation'],
					),
				),
				$line,
				(string) $key
			);
			$lines[]   = array(
				'type'         => 'line_item',
				'name'         => (string) ( $described['name'] ?? $line['product']->name() ),
				'product_id'   => $line['product']->id(),
				'quantity'     => $line['quantity'],
				'subtotal'     => $line['line_subtotal'],
				'subtotal_tax' => $line['line_subtotal_tax'],
				'total'        => $line['line_total'],
				'total_tax'    => $line['line_total_tax'],
				'meta'         => array( 'key' => $key ) + (array) ( $described['meta'] ?? array() ),
			);
		}
		foreach ( $calculated->packages as $package ) {
			foreach ( $package['rates'] as $rate ) {
				if ( $rate['selected'] ) {
					$lines[] = array(
						'type'      => 'shipping',
						'name'      => $rate['name'],
						'total'     => $rate['price'],
						'total_tax' => $rate['taxes'],
						'meta'      => array(
							'rate_id'    => $rate['rate_id'],
							'package_id' => $package['package_id'],
							'items'      => array_column( $package['items'], 'quantity', 'name' ),
						),
					);
				}
			}
		}
		foreach ( $calculated->coupons as $code => $applied ) {
			$lines[] = array(
				'type'      => 'coupon',
				'name'      => (string) $code,
				'total'     => $applied['discount'],
				'total_tax' => $applied['discount_tax'],
				'meta'      => array( 'coupon_id' => $applied['coupon']->id ),
			);
		}
		foreach ( $calculated->fees as $fee ) {
			$lines[] = array(
				'type'      => 'fee',
				'name'      => $fee['name'],
				'total'     => $fee['total'],
				'total_tax' => $fee['tax'],
				'meta'      => array( 'id' => $fee['id'] ) + ( $fee['meta'] ?? array() ),
			);
		}
		return $lines;
	}
}
