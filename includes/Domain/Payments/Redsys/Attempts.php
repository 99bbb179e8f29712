<?php
/**
 * The attempts to pay an order at Redsys, each with its own Ds_Order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Orders\Order;
use Rueda\Storage\OrderStore;

/**
 * Redsys refuses an order number it has seen (SIS0051, "pedido repetido"), so every visit
 * to its page gets a fresh Ds_Order: four random digits, the shop's order id in base 36
 * (seven characters, zero-padded) and one random character, twelve in all. The id inside
 * maps a notification back to its order by primary key; the attempt itself (Ds_Order,
 * gateway, amount, currency, time) is a row of the order's meta (indexed by order and
 * key), one row per attempt so two at once never lose one, and only a Ds_Order recorded
 * there is accepted.
 *
 * @since 0.6.0
 */
final class Attempts {

	public const META = '_rueda_redsys_attempt';

	/** The Ds_Order(s) the bank authorised, one meta row each: what a refund names. */
	public const PAID_META = '_rueda_redsys_paid';

	/** Most attempts an order may have (a shopper reloading the bank's page for ever). */
	public const MAX = 30;

	/** Characters of base 36, as Ds_Order writes them. */
	private const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

	/**
	 * Creates the record.
	 *
	 * @param OrderStore $orders Orders.
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * Records a new attempt and returns it; null once the order has had MAX of them.
	 *
	 * @since 0.6.0
	 *
	 * @param Order               $order    Order to pay.
	 * @param string              $gateway  Gateway id.
	 * @param string              $amount   Ds_Merchant_Amount (cents).
	 * @param string              $currency ISO 4217 number.
	 * @param array<string,mixed> $extra    What else to remember of it (SavedCards: `save_card`, `token`).
	 * @return array{ds_order:string,gateway:string,amount:string,currency:string,created:int}|null
	 */
	public function start( Order $order, string $gateway, string $amount, string $currency, array $extra = array() ): ?array {
		$taken = array_column( $this->all( $order->id() ), 'ds_order' );
		if ( count( $taken ) >= self::MAX ) {
			return null;
		}
		do {
			$ds_order = self::number( $order->id() );
		} while ( in_array( $ds_order, $taken, true ) );
		$attempt = array(
			'ds_order' => $ds_order,
			'gateway'  => $gateway,
			'amount'   => $amount,
			'currency' => $currency,
			'created'  => time(),
		) + $extra;
		$this->orders->add_meta( $order->id(), self::META, $attempt );
		return $attempt;
	}

	/**
	 * The attempt of a Ds_Order with its order id, or null when the shop never made it.
	 *
	 * @since 0.6.0
	 *
	 * @param string $ds_order Ds_Order as the bank sent it.
	 * @return array{order_id:int,ds_order:string,gateway:string,amount:string,currency:string,created:int}|null
	 */
	public function find( string $ds_order ): ?array {
		$order_id = self::order_id( $ds_order );
		if ( $order_id <= 0 ) {
			return null;
		}
		foreach ( $this->all( $order_id ) as $attempt ) {
			if ( hash_equals( (string) $attempt['ds_order'], $ds_order ) ) {
				return array( 'order_id' => $order_id ) + $attempt;
			}
		}
		return null;
	}

	/**
	 * An order's attempts, oldest first.
	 *
	 * @since 0.6.0
	 *
	 * @param int $order_id Order id.
	 * @return list<array{ds_order:string,gateway:string,amount:string,currency:string,created:int}>
	 */
	public function all( int $order_id ): array {
		return array_values( array_filter( $this->orders->meta_values( $order_id, self::META ), static fn( $attempt ) => is_array( $attempt ) && isset( $attempt['ds_order'] ) ) );
	}

	/**
	 * Records that the bank authorised an attempt (once per Ds_Order).
	 *
	 * @since 0.6.0
	 *
	 * @param int    $order_id Order id.
	 * @param string $ds_order The attempt's Ds_Order.
	 */
	public function mark_paid( int $order_id, string $ds_order ): void {
		if ( ! in_array( $ds_order, $this->orders->meta_values( $order_id, self::PAID_META ), true ) ) {
			$this->orders->add_meta( $order_id, self::PAID_META, $ds_order );
		}
	}

	/**
	 * The attempt the bank authorised first (the payment a refund gives back from); for an
	 * order paid before that was recorded, its latest attempt. Null without attempts.
	 *
	 * @since 0.6.0
	 *
	 * @param int $order_id Order id.
	 * @return array{ds_order:string,gateway:string,amount:string,currency:string,created:int}|null
	 */
	public function paid( int $order_id ): ?array {
		$all  = $this->all( $order_id );
		$paid = $this->orders->meta_values( $order_id, self::PAID_META );
		foreach ( $paid as $ds_order ) {
			foreach ( $all as $attempt ) {
				if ( $attempt['ds_order'] === $ds_order ) {
					return $attempt;
				}
			}
		}
		return $all ? end( $all ) : null;
	}

	/**
	 * A fresh Ds_Order for an order id.
	 *
	 * @since 0.6.0
	 *
	 * @param int $order_id Order id (up to 36^7).
	 */
	public static function number( int $order_id ): string {
		$id = str_pad( strtoupper( base_convert( (string) $order_id, 10, 36 ) ), 7, '0', STR_PAD_LEFT );
		return sprintf( '%04d', random_int( 0, 9999 ) ) . $id . self::ALPHABET[ random_int( 0, 35 ) ];
	}

	/**
	 * The order id inside a Ds_Order (0 when it is not one of the shop's).
	 *
	 * @since 0.6.0
	 *
	 * @param string $ds_order Ds_Order.
	 */
	public static function order_id( string $ds_order ): int {
		if ( ! preg_match( '/^\d{4}([0-9A-Z]{7})[0-9A-Z]$/', $ds_order, $parts ) ) {
			return 0;
		}
		return (int) base_convert( $parts[1], 36, 10 );
	}
}
