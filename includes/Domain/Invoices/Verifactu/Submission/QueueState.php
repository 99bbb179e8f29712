<?php
/**
 * What the queue remembers of each issuer's submissions.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

/**
 * The option `rueda_verifactu_queue`, by issuer NIF: `next_at` (no submission before: the
 * AEAT's TiempoEsperaEnvio after its last answer, or 60 s before the first; 0 = never
 * sent), `retry_at` (after a failed send, the next try), `failures` (failed sends in a
 * row), `late_through` (records up to this id were waiting while the AEAT could not be
 * reached: they go with Incidencia S), `last_error`, `last_error_at` and `last_sent_at`
 * (Unix times). Only the queue, under its lock, writes it.
 *
 * @since 0.7.0
 */
final class QueueState {

	public const OPTION = 'rueda_verifactu_queue';

	private const EMPTY = array(
		'next_at'       => 0,
		'retry_at'      => 0,
		'failures'      => 0,
		'late_through'  => 0,
		'last_error'    => '',
		'last_error_at' => 0,
		'last_sent_at'  => 0,
	);

	/**
	 * Every issuer's state.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,array{next_at:int,retry_at:int,failures:int,late_through:int,last_error:string,last_error_at:int,last_sent_at:int}>
	 */
	public static function all(): array {
		$saved = get_option( self::OPTION, array() );
		$all   = array();
		foreach ( is_array( $saved ) ? $saved : array() as $nif => $state ) {
			$all[ (string) $nif ] = self::clean( is_array( $state ) ? $state : array() );
		}
		return $all;
	}

	/**
	 * One issuer's state.
	 *
	 * @since 0.7.0
	 *
	 * @param string $nif Issuer NIF.
	 * @return array{next_at:int,retry_at:int,failures:int,late_through:int,last_error:string,last_error_at:int,last_sent_at:int}
	 */
	public static function of( string $nif ): array {
		return self::all()[ $nif ] ?? self::EMPTY;
	}

	/**
	 * Saves one issuer's state.
	 *
	 * @since 0.7.0
	 *
	 * @param string              $nif   Issuer NIF.
	 * @param array<string,mixed> $state State.
	 */
	public static function save( string $nif, array $state ): void {
		$all         = self::all();
		$all[ $nif ] = self::clean( $state );
		update_option( self::OPTION, $all, false );
	}

	/**
	 * The last failure of any issuer still failing: its message and time, or null.
	 *
	 * @since 0.7.0
	 *
	 * @return array{message:string,at:int}|null
	 */
	public static function last_failure(): ?array {
		$last = null;
		foreach ( self::all() as $state ) {
			if ( $state['failures'] > 0 && ( null === $last || $state['last_error_at'] > $last['at'] ) ) {
				$last = array(
					'message' => $state['last_error'],
					'at'      => $state['last_error_at'],
				);
			}
		}
		return $last;
	}

	/**
	 * A state with every key, of its type.
	 *
	 * @param array<string,mixed> $state State.
	 * @return array{next_at:int,retry_at:int,failures:int,late_through:int,last_error:string,last_error_at:int,last_sent_at:int}
	 */
	private static function clean( array $state ): array {
		$clean = array();
		foreach ( self::EMPTY as $key => $default ) {
			$clean[ $key ] = is_string( $default ) ? (string) ( $state[ $key ] ?? '' ) : (int) ( $state[ $key ] ?? 0 );
		}
		return $clean;
	}
}
