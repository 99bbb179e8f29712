<?php
/**
 * Locks a request holds while it works.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Named locks of MariaDB and MySQL (GET_LOCK): the server releases a lock when its
 * holder's connection closes, so a claim whose lock is free belongs to a request that has
 * ended, even one whose PHP node was killed. Under SQLite (one server: a developer's
 * site) there are none and callers judge a claim by its age instead.
 *
 * @since 0.2.0
 */
final class RequestLocks {

	/**
	 * Whether the database has named locks.
	 *
	 * @since 0.2.0
	 */
	public static function supported(): bool {
		return ! ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE );
	}

	/**
	 * Takes a lock without waiting; false while another connection holds it. Taking a lock
	 * this connection holds already succeeds.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Lock name (hashed to the server's 64-character limit).
	 */
	public static function take( string $name ): bool {
		global $wpdb;
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 0)', self::name( $name ) ) );
	}

	/**
	 * Releases a lock this connection holds.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Lock name.
	 */
	public static function release( string $name ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DO RELEASE_LOCK(%s)', self::name( $name ) ) );
	}

	/**
	 * The server's name of a lock: this site's, at most 64 characters.
	 *
	 * @param string $name Lock name.
	 */
	private static function name( string $name ): string {
		global $wpdb;
		return 'rueda_' . substr( hash( 'sha256', DB_NAME . '|' . $wpdb->prefix . '|' . $name ), 0, 40 );
	}
}
