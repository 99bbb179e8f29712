<?php
/**
 * An option made once and never overwritten.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * A value made on first use that must never change afterwards (the installation number
 * of the invoice records): add_option() would overwrite what another request stored a
 * moment before, so the row is written with INSERT IGNORE and read back, with a locking
 * read, which gives the committed value even inside a transaction that began before it.
 *
 * @since 0.7.0
 */
final class WriteOnceOption {

	/**
	 * The option's value, made and stored by $make when there is none yet.
	 *
	 * @since 0.7.0
	 *
	 * @param string            $option Option name.
	 * @param callable():string $make   Makes the value.
	 */
	public static function value( string $option, callable $make ): string {
		$saved = get_option( $option );
		if ( is_string( $saved ) && '' !== $saved ) {
			return $saved;
		}
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (option_name, option_value, autoload) VALUES (%s, %s, %s)', $wpdb->options, $option, $make(), 'on' ) );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s FOR UPDATE', $wpdb->options, $option ) );
	}
}
