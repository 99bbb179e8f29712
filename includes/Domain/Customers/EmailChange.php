<?php
/**
 * A customer's new email address, applied once a link sent to it is followed.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

/**
 * Kept as WordPress keeps its own profile's pending change (user meta `_new_email`:
 * `{hash, newemail}`), so wp-admin's profile shows it too. The address is checked for
 * another account only when it is applied, and the one who asks is never told whether it
 * has one: the link goes to the new address, or, when another account has it, that
 * account's owner gets a note instead (see AccountEmails).
 *
 * @since 0.3.0
 */
final class EmailChange {

	/** User meta of the pending change, shared with WordPress's profile screen. */
	public const META = '_new_email';

	/**
	 * Records a requested address; returns the key of its link.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $user_id   Account.
	 * @param string $new_email New address (valid, sanitised).
	 */
	public function request( int $user_id, string $new_email ): string {
		$key = wp_generate_password( 32, false );
		update_user_meta(
			$user_id,
			self::META,
			array(
				'hash'     => $key,
				'newemail' => $new_email,
			)
		);
		return $key;
	}

	/**
	 * The address waiting for confirmation ('' when none).
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id Account.
	 */
	public function pending( int $user_id ): string {
		$change = get_user_meta( $user_id, self::META, true );
		return is_array( $change ) ? (string) ( $change['newemail'] ?? '' ) : '';
	}

	/**
	 * Applies the address whose link was followed; whether it did. Refused for a wrong key
	 * or when another account has the address by now.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $user_id Account.
	 * @param string $key     Key from the link.
	 */
	public function confirm( int $user_id, string $key ): bool {
		$change = get_user_meta( $user_id, self::META, true );
		$hash   = is_array( $change ) ? (string) ( $change['hash'] ?? '' ) : '';
		$email  = is_array( $change ) ? (string) ( $change['newemail'] ?? '' ) : '';
		if ( '' === $key || '' === $hash || ! hash_equals( $hash, $key ) || ! is_email( $email ) ) {
			return false;
		}
		$owner = email_exists( $email );
		if ( $owner && $owner !== $user_id ) {
			return false;
		}
		$saved = wp_update_user(
			array(
				'ID'         => $user_id,
				'user_email' => $email,
			)
		);
		if ( is_wp_error( $saved ) ) {
			return false;
		}
		delete_user_meta( $user_id, self::META );
		return true;
	}
}
