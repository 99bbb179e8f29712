<?php
/**
 * When the submission queue runs.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Verifactu;

use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;

/**
 * Runs the queue from WP-Cron single events (`rueda_verifactu_send`): after each run the
 * next is set for when the queue may send again (the AEAT's wait, a retry), and at least
 * hourly, so records are never forgotten; an invoice or a refund brings the run forward
 * when it may go sooner (at once when 1,000 records wait).
 *
 * @since 0.7.0
 */
final class QueueSchedule {

	public const HOOK = 'rueda_verifactu_send';

	/**
	 * Hooks the runs.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		// After Invoicing (5) wrote the invoice and its record.
		add_action( 'rueda_order_status_changed', array( $this, 'bring_forward' ), 20, 0 );
		add_action( 'rueda_order_refunded', array( $this, 'bring_forward' ), 20, 0 );
		add_action( 'init', array( $this, 'ensure' ) );
	}

	/**
	 * The queue, as WordPress sends.
	 *
	 * @since 0.7.0
	 */
	public static function queue(): SubmissionQueue {
		return new SubmissionQueue( new AeatClient() );
	}

	/**
	 * Runs the queue and sets the next run.
	 *
	 * @since 0.7.0
	 *
	 * @param bool $retry_now Whether to try again now after a failure (the owner asked).
	 * @return array{locked:bool,submissions:int,records:int}
	 */
	public function run( bool $retry_now = false ): array {
		$queue   = self::queue();
		$summary = $queue->run( $retry_now );
		self::reschedule( $queue->next_run_at() ?? time() + HOUR_IN_SECONDS, true );
		return $summary;
	}

	/**
	 * Brings the next run forward when the queue may send sooner.
	 *
	 * @since 0.7.0
	 */
	public function bring_forward(): void {
		$next = self::queue()->next_run_at();
		if ( null !== $next ) {
			self::reschedule( $next, false );
		}
	}

	/**
	 * Makes sure a run is set (a site whose cron events were cleared).
	 *
	 * @since 0.7.0
	 */
	public function ensure(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		}
	}

	/**
	 * Sets the next run at $at (at most an hour away); unless $replace, only when sooner
	 * than the one set.
	 *
	 * @param int  $at      When.
	 * @param bool $replace Whether to replace a sooner one too.
	 */
	private static function reschedule( int $at, bool $replace ): void {
		$at   = min( $at, time() + HOUR_IN_SECONDS );
		$next = wp_next_scheduled( self::HOOK );
		if ( false !== $next && ( $next === $at || ( ! $replace && $next <= $at ) ) ) {
			return;
		}
		wp_clear_scheduled_hook( self::HOOK );
		wp_schedule_single_event( $at, self::HOOK );
	}
}
