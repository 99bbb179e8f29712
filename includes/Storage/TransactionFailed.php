<?php
/**
 * A statement of a transaction failed.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Thrown by Transaction::run() when the database refused a statement of the work (the
 * work's writes are rolled back). Deadlocks and lock wait timeouts are retried first.
 *
 * @since 0.2.0
 */
final class TransactionFailed extends \RuntimeException {

	/**
	 * Whether running the work again may succeed: the database chose this transaction as
	 * a deadlock's victim, or it waited too long for a lock.
	 *
	 * @since 0.2.0
	 */
	public function is_retryable(): bool {
		return (bool) preg_match( '/deadlock|lock wait timeout/i', $this->getMessage() );
	}
}
