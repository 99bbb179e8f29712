<?php
/**
 * A refund of an order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Refunds;

/**
 * Money given back on an order: how much (minor units), for which lines and how many units
 * of each (and whether they went back to stock), why, how (through the gateway's bank, or
 * by hand: `paid_back` says how), who and when, and the bank's answer. A `pending` refund
 * is one under way (its bank has not answered yet): it counts against what is left.
 *
 * @since 0.6.0
 */
final class Refund {

	public const GATEWAY = 'gateway';
	public const MANUAL  = 'manual';

	/**
	 * Creates the refund.
	 *
	 * @param int                                                $id         Refund id.
	 * @param int                                                $order_id   Order.
	 * @param int                                                $number     Nth refund of its order, from 1.
	 * @param bool                                               $done       False while under way.
	 * @param int                                                $amount     Minor units, > 0.
	 * @param list<array{line_id:int,quantity:int,restock:bool}> $lines      Lines refunded.
	 * @param string                                             $reason     Why.
	 * @param string                                             $method     gateway or manual.
	 * @param string                                             $paid_back  How a manual refund was paid back.
	 * @param string                                             $gateway    The order's gateway id.
	 * @param string                                             $reference  The bank's reference.
	 * @param string                                             $raw_code   The bank's code.
	 * @param int                                                $user_id    Who.
	 * @param string                                             $created_at When, UTC ("Y-m-d H:i:s").
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $order_id,
		public readonly int $number,
		public readonly bool $done,
		public readonly int $amount,
		public readonly array $lines,
		public readonly string $reason,
		public readonly string $method,
		public readonly string $paid_back,
		public readonly string $gateway,
		public readonly string $reference,
		public readonly string $raw_code,
		public readonly int $user_id,
		public readonly string $created_at
	) {}

	/**
	 * From a row of the refunds table.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $row Row.
	 */
	public static function from_row( array $row ): self {
		$lines = json_decode( (string) $row['line_items'], true );
		return new self(
			(int) $row['id'],
			(int) $row['order_id'],
			(int) $row['refund_number'],
			'done' === $row['state'],
			(int) $row['amount'],
			array_values(
				array_map(
					static fn( array $line ): array => array(
						'line_id'  => (int) ( $line['line_id'] ?? 0 ),
						'quantity' => (int) ( $line['quantity'] ?? 0 ),
						'restock'  => (bool) ( $line['restock'] ?? false ),
					),
					array_filter( is_array( $lines ) ? $lines : array(), 'is_array' )
				)
			),
			(string) $row['reason'],
			(string) $row['method'],
			(string) $row['paid_back'],
			(string) $row['gateway'],
			(string) $row['reference'],
			(string) $row['raw_code'],
			(int) $row['user_id'],
			(string) $row['created_at']
		);
	}

	/**
	 * Units refunded of an order line.
	 *
	 * @since 0.6.0
	 *
	 * @param int $line_id Order line id.
	 */
	public function quantity_of( int $line_id ): int {
		$quantity = 0;
		foreach ( $this->lines as $line ) {
			if ( $line['line_id'] === $line_id ) {
				$quantity += $line['quantity'];
			}
		}
		return $quantity;
	}
}
