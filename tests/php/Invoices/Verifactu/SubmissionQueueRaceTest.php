<?php
/**
 * Two queue runs at once, from separate PHP processes (two WP-Cron runs).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\Submission\QueueState;
use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\Verifactu\Xml\RunsAeatSimulator;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data, as an issuer of its own, and removes what it made afterwards.
 */
final class SubmissionQueueRaceTest extends TestCase {

	use RacesProcesses, RunsAeatSimulator;

	private const NIF = 'A58818501';

	protected bool $isolate = false;

	/**
	 * The queue's state before the test.
	 *
	 * @var mixed
	 */
	private $state;

	protected function set_up(): void {
		parent::set_up();
		self::reset_aeat();
		$this->state = get_option( QueueState::OPTION );
		$this->remove();
	}

	protected function tear_down(): void {
		$this->remove();
		update_option( QueueState::OPTION, $this->state, false );
		parent::tear_down();
	}

	public function test_two_runs_at_once_send_each_record_once(): void {
		global $wpdb;
		$waiting = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE submission_state = %s', Schema::table( Schema::RECORDS ), InvoiceRecord::PENDING ) );
		$this->assertSame( array(), $waiting, 'no other record waits on the test site' );
		$records = SubmissionQueueTest::make_records( 30, 1, self::NIF );
		QueueState::save( self::NIF, array( 'next_at' => time() - 1 ) );

		$url     = self::aeat_url() . self::$aeat_path;
		$results = $this->race_processes( 'run-verifactu-queue.php', array( array( $url ), array( $url ), array( $url ) ) );

		$this->assertContains( 'sent 30', $results, implode( ' | ', $results ) );
		$this->assertSame( 1, count( array_filter( $results, static fn( string $result ): bool => 'sent 30' === $result ) ) );
		$lines = array_merge( ...array_column( self::aeat_state()['submissions'], 'lines' ) );
		$this->assertSame( array_column( $records, 'number' ), array_column( $lines, 'number' ), 'each record sent once, in order' );
		$this->assertSame( 0, ( new SubmissionQueue( new \Rueda\Invoices\Verifactu\AeatClient( $url ) ) )->waiting() );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( 'SELECT option_name FROM %i WHERE option_name = %s', $wpdb->options, SubmissionQueue::LOCK ) ), 'the lock is released' );
	}

	/**
	 * Removes the test issuer's records and state.
	 */
	private function remove(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE issuer_nif = %s', Schema::table( Schema::RECORDS ), self::NIF ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s', $wpdb->options, SubmissionQueue::LOCK ) );
		delete_option( QueueState::OPTION );
	}
}
