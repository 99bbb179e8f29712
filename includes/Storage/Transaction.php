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
 * with includes/DropIns/db-error.php). For the same reason no statement runs after one
 * the database refused inside run(): MariaDB ends the whole transaction of a deadlock's
 * victim (SQLite on any error), and what followed would be committed on its own; run()
 * throws TransactionFailed instead, after retrying a deadlock's victim twice. Callbacks
 * given to after_commit() run once the outermost run() committed: cache invalidations
 * other PHP nodes must see only after the rows.
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
	 * The database's refusals counted when the outermost run() began (or its last
	 * savepoint recovered): one more stops the work.
	 *
	 * @var int
	 */
	private static int $refusals = 0;

	/**
	 * Whether a level is being ended (its statement must pass the guard).
	 *
	 * @var bool
	 */
	private static bool $ending = false;

	/**
	 * WordPress's reconnection attempts, kept while a transaction is open.
	 *
	 * @var int
	 */
	private static int $reconnect_retries = 5;

	/**
	 * Runs the work and commits; rolls back and rethrows when it throws or a statement of
	 * it failed. The outermost run retries the work twice after a deadlock.
	 *
	 * @since 0.2.0
	 *
	 * @template T
	 * @param callable():T $work The writes.
	 * @return T What the work returned.
	 * @throws \Throwable TransactionFailed when the database refused a statement of the
	 *                    work, else the work's own exception, after the rollback.
	 */
	public static function run( callable $work ): mixed {
		for ( $attempt = 1; ; $attempt++ ) {
			self::begin();
			if ( 0 === self::$runs++ ) {
				self::$refusals = self::errors();
				add_filter( 'query', array( self::class, 'guard' ), PHP_INT_MAX );
			}
			try {
				$result = $work();
				self::guard( '' );
			} catch ( \Throwable $error ) {
				self::rollback();
				if ( 0 === --self::$runs ) {
					remove_filter( 'query', array( self::class, 'guard' ), PHP_INT_MAX );
					self::$after_commit = array();
					if ( $error instanceof TransactionFailed && $error->is_retryable() && $attempt < 3 ) {
						continue;
					}
				}
				throw $error;
			}
			if ( 0 === --self::$runs ) {
				remove_filter( 'query', array( self::class, 'guard' ), PHP_INT_MAX );
			}
			self::commit();
			if ( 0 === self::$runs ) {
				$callbacks          = self::$after_commit;
				self::$after_commit = array();
				array_map( 'call_user_func', $callbacks );
			}
			return $result;
		}
	}

	/**
	 * Stops the work at its next statement once the database refused one (a `query`
	 * filter while run() works).
	 *
	 * @since 0.2.0
	 *
	 * @param string $query The next statement.
	 * @throws TransactionFailed After a refusal.
	 */
	public static function guard( string $query ): string {
		if ( ! self::$ending && self::errors() > self::$refusals ) {
			throw new TransactionFailed( (string) ( end( $GLOBALS['EZSQL_ERROR'] )['error_str'] ?? '' ) );
		}
		return $query;
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
	 * How many statements the database refused so far in this request (wpdb keeps them).
	 */
	private static function errors(): int {
		return count( (array) ( $GLOBALS['EZSQL_ERROR'] ?? array() ) );
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
		self::$ending = true;
		$before       = self::errors();
		if ( self::$open > 0 ) {
			$wpdb->query( $savepoint . self::$open ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statements and an integer.
			if ( self::errors() === $before ) {
				// The savepoint undid the refused work: what encloses it may go on.
				self::$refusals = $before;
			}
		} else {
			$wpdb->query( $outermost ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- COMMIT or ROLLBACK.
			$wpdb->reconnect_retries = self::$reconnect_retries;
		}
		self::$ending = false;
	}
}
