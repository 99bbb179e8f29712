<?php
/**
 * All of a unit of work's writes, or none.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Database transactions that nest: the outermost is a transaction, inner ones savepoints.
 * If the PHP process dies (a node killed) or the database goes away inside one, the
 * server rolls it back: nothing half-written remains. Inside, WordPress must not
 * reconnect after a lost connection, since the statements after a reconnect would run
 * outside the transaction; the request ends instead, with WordPress's dead_db() (a 503
 * with includes/DropIns/db-error.php). Callbacks given to after_commit() run once the
 * outermost run() committed: cache invalidations other PHP nodes must see only after
 * the rows.
 *
 * @since 0.2.0
 */
final class Transaction {

	/**
	 * Transactions and savepoints open, outermost first.
	 *
	 * @var int
	 */
	private static int $open = 0;

	/**
	 * How many run() calls are under way.
	 *
	 * @var int
	 */
	private static int $runs = 0;

	/**
	 * Callbacks waiting for the outermost run() to commit.
	 *
	 * @var list<callable>
	 */
	private static array $after_commit = array();

	/**
	 * WordPress's reconnection attempts, kept while a transaction is open.
	 *
	 * @var int
	 */
	private static int $reconnect_retries = 5;

	/**
	 * Runs the work and commits; rolls back and rethrows when it throws.
	 *
	 * @since 0.2.0
	 *
	 * @template T
	 * @param callable():T $work The writes.
	 * @return T What the work returned.
	 * @throws \Throwable The work's own exception, after the rollback.
	 */
	public static function run( callable $work ): mixed {
		self::begin();
		++self::$runs;
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			--self::$runs;
			self::rollback();
			if ( 0 === self::$runs ) {
				self::$after_commit = array();
			}
			throw $error;
		}
		--self::$runs;
		self::commit();
		if ( 0 === self::$runs ) {
			$callbacks          = self::$after_commit;
			self::$after_commit = array();
			array_map( 'call_user_func', $callbacks );
		}
		return $result;
	}

	/**
	 * Runs a callback once the outermost run() commits, or now outside one.
	 *
	 * @since 0.2.0
	 *
	 * @param callable $callback Callback.
	 */
	public static function after_commit( callable $callback ): void {
		if ( 0 === self::$runs ) {
			$callback();
			return;
		}
		self::$after_commit[] = $callback;
	}

	/**
	 * Opens a transaction, or a savepoint inside an open one. Prefer run().
	 *
	 * @since 0.2.0
	 */
	public static function begin(): void {
		global $wpdb;
		if ( 0 === self::$open ) {
			self::$reconnect_retries = (int) $wpdb->reconnect_retries;
			$wpdb->reconnect_retries = 0;
			$wpdb->query( 'START TRANSACTION' );
		} else {
			$wpdb->query( 'SAVEPOINT rueda_' . self::$open ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an integer.
		}
		++self::$open;
	}

	/**
	 * Commits the innermost transaction or savepoint.
	 *
	 * @since 0.2.0
	 */
	public static function commit(): void {
		self::end( 'COMMIT', 'RELEASE SAVEPOINT rueda_' );
	}

	/**
	 * Rolls back the innermost transaction or savepoint.
	 *
	 * @since 0.2.0
	 */
	public static function rollback(): void {
		self::end( 'ROLLBACK', 'ROLLBACK TO SAVEPOINT rueda_' );
	}

	/**
	 * Ends the innermost level.
	 *
	 * @param string $outermost Statement for the transaction.
	 * @param string $savepoint Statement for a savepoint, before its number.
	 */
	private static function end( string $outermost, string $savepoint ): void {
		global $wpdb;
		if ( 0 === self::$open ) {
			return;
		}
		--self::$open;
		if ( self::$open > 0 ) {
			$wpdb->query( $savepoint . self::$open ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statements and an integer.
			return;
		}
		$wpdb->query( $outermost ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- COMMIT or ROLLBACK.
		$wpdb->reconnect_retries = self::$reconnect_retries;
	}
}
