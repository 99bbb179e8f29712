<?php
/**
 * What the owner asks to refund.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Refunds;

/**
 * An amount (minor units; null to refund exactly the lines' value) and/or lines (order
 * line id => units, and whether they go back to stock), the reason, how a manual refund
 * was paid back, and the client's key for this submit (a repeat with it answers the first
 * refund instead of making another).
 *
 * @since 0.6.0
 */
final class RefundRequest {

	/**
	 * Creates the request.
	 *
	 * @param int|null                                    $amount    Minor units, or null.
	 * @param array<int,array{quantity:int,restock:bool}> $lines    By order line id.
	 * @param string                                      $reason    Why.
	 * @param string                                      $paid_back How a manual refund was paid back.
	 * @param string                                      $key       The client's key ('' for none).
	 */
	public function __construct(
		public readonly ?int $amount,
		public readonly array $lines,
		public readonly string $reason,
		public readonly string $paid_back = '',
		public readonly string $key = ''
	) {}
}
