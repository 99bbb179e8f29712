<?php
/**
 * A unit of work run again, whole, when another request's write wins.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Writes that take "the next one" (an invoice number, a chain position) read the last one
 * and count on a unique key to refuse a second writer. The loser's transaction is rolled
 * back whole (Transaction runs no statement after a refused one), then the unit runs again
 * on a fresh read after a short random pause, longer each time, unless what it was to make
 * exists by then (another request for the same invoice made it).
 *
 * @since 0.7.0
 */
final class RetriedTransaction {

	/**
	 * How long to keep trying while other writers keep winning: a count of tries ran out
	 * when twenty payments queued for one chain on a busy server, each turn being slower.
	 */
	public const SECONDS = 20;

	/**
	 * Runs the work in a transaction until it commits a result; null when the time is up.
	 *
	 * @since 0.7.0
	 *
	 * @template T
	 * @param callable():(T|null) $work     The writes; null (or a refused statement) when
	 *                                      another writer won.
	 * @param callable():(T|null) $existing What another request made meanwhile, if anything;
	 *                                      it may throw to refuse instead.
	 * @param float               $seconds  How long to keep trying.
	 * @return T|null
	 * @throws \Throwable What the work or $existing threw, other than a refused statement.
	 */
	public static function run( callable $work, callable $existing, float $seconds = self::SECONDS ): mixed {
		$deadline = microtime( true ) + $seconds;
		$attempt  = 0;
		do {
			++$attempt;
			try {
				$result = Transaction::run( $work );
			} catch ( TransactionFailed ) {
				// Another writer took the number or the position first (or a deadlock).
				$result = null;
			}
			if ( null !== $result ) {
				return $result;
			}
			$found = $existing();
			if ( null !== $found ) {
				return $found;
			}
			usleep( wp_rand( 1000, 4000 ) * min( $attempt, 10 ) );
		} while ( microtime( true ) < $deadline );
		return null;
	}
}
