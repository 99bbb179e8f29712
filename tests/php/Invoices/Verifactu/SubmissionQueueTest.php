<?php
/**
 * The queue that sends the invoice records to the AEAT, against the local stand-in.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\InvoicingSystem;
use Rueda\Domain\Invoices\Verifactu\RecordChain;
use Rueda\Domain\Invoices\Verifactu\RecordHash;
use Rueda\Domain\Invoices\Verifactu\Submission\QueueState;
use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;
use Rueda\Invoices\Verifactu\AeatClient;
use Rueda\Storage\OptionLock;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\Verifactu\Xml\RunsAeatSimulator;
use Rueda\Tests\TestCase;

/**
 * Records made straight on a chain of the test's own NIF (the site's other records are
 * taken as sent), a clock the test sets, and the stand-in of bin/ reached over HTTP: what
 * the stand-in received is asserted, and what each record keeps of its answer.
 */
final class SubmissionQueueTest extends TestCase {

	use RunsAeatSimulator;

	public const NIF = 'B12345674';

	/** A moment for the clock. */
	private const T = 1795000000;

	/**
	 * The clock's time.
	 *
	 * @var int
	 */
	private int $now = self::T;

	protected function set_up(): void {
		parent::set_up();
		self::reset_aeat();
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET submission_state = %s', Schema::table( Schema::RECORDS ), InvoiceRecord::CORRECT ) );
		delete_option( QueueState::OPTION );
	}

	public function test_the_first_submission_waits_60_seconds_and_then_every_record_is_correcto(): void {
		$records = self::make_records( 3 );

		$this->assertSame( 0, $this->queue()->run()['submissions'], 'not at once' );
		$this->now = self::T + 59;
		$this->assertSame( 0, $this->queue()->run()['submissions'], 'not before 60 s' );
		$this->assertSame( array(), self::aeat_state()['submissions'] );

		$this->now = self::T + 60;
		$this->assertSame( 1, $this->queue()->run()['submissions'] );

		$submissions = self::aeat_state()['submissions'];
		$this->assertCount( 1, $submissions );
		$this->assertSame( self::NIF, $submissions[0]['obligado']['NIF'] );
		$this->assertNull( $submissions[0]['incidencia'] );
		$this->assertSame( array_map( static fn( InvoiceRecord $record ): string => $record->number, $records ), array_column( $submissions[0]['lines'], 'number' ), 'oldest first' );
		foreach ( self::stored( $records ) as $record ) {
			$this->assertSame( InvoiceRecord::CORRECT, $record->state );
			$this->assertSame( $submissions[0]['csv'], $record->csv );
			$this->assertSame( 1, $record->attempts );
			$this->assertSame( 'Correcto', json_decode( (string) $record->answer, true )['status'] );
		}
		$this->assertSame( 0, $this->queue()->waiting() );
	}

	public function test_tiempo_espera_envio_is_honoured_between_submissions(): void {
		self::control_aeat( array( 'wait_seconds' => 120 ) );
		self::make_records( 1 );
		$this->queue()->run();
		$this->now = self::T + 60;
		$this->assertSame( 1, $this->queue()->run()['submissions'] );

		$later     = self::make_records( 2, 2 );
		$this->now = self::T + 60 + 119;
		$this->assertSame( 0, $this->queue()->run()['submissions'], 'the AEAT asked for 120 s' );
		$this->assertSame( self::T + 180, $this->queue()->next_run_at() );
		$this->assertCount( 1, self::aeat_state()['submissions'] );

		$this->now = self::T + 180;
		$this->assertSame( 1, $this->queue()->run()['submissions'] );
		$this->assertCount( 2, self::aeat_state()['submissions'] );
		$this->assertSame( array( InvoiceRecord::CORRECT, InvoiceRecord::CORRECT ), array_column( self::stored( $later ), 'state' ) );
	}

	public function test_a_record_accepted_with_errors_is_sent_again_as_a_subsanacion(): void {
		self::control_aeat( array( 'mode' => 'aceptado_con_errores' ) );
		$records = self::make_records( 2 );
		$this->queue()->run();
		$this->send_after( 60 );

		$first = self::stored( $records );
		$this->assertSame( array( InvoiceRecord::ACCEPTED_WITH_ERRORS, InvoiceRecord::ACCEPTED_WITH_ERRORS ), array_column( $first, 'state' ) );
		$answer = json_decode( (string) $first[0]->answer, true );
		$this->assertSame( 'AceptadoConErrores', $answer['status'] );
		$this->assertSame( 2000, $answer['code'] );
		$this->assertNotNull( $first[0]->csv );

		self::control_aeat( array( 'mode' => 'normal' ) );
		$this->send_after( 60 );
		$last = self::last_submission();
		$this->assertSame( array( 'S', 'S' ), array_column( $last['lines'], 'subsanacion' ) );
		$this->assertSame( array( null, null ), array_column( $last['lines'], 'rechazo_previo' ) );
		$this->assertSame( array( InvoiceRecord::CORRECT, InvoiceRecord::CORRECT ), array_column( self::stored( $records ), 'state' ) );
	}

	public function test_a_refused_record_is_sent_again_with_rechazo_previo_and_not_forever(): void {
		self::control_aeat( array( 'mode' => 'incorrecto' ) );
		$records = self::make_records( 2 );
		$this->queue()->run();
		$this->send_after( 60 );

		[ $refused, $accepted ] = self::stored( $records );
		$this->assertSame( InvoiceRecord::INCORRECT, $refused->state );
		$this->assertSame( 1100, json_decode( (string) $refused->answer, true )['code'] );
		$this->assertNull( $refused->csv );
		$this->assertSame( InvoiceRecord::CORRECT, $accepted->state );

		// Nothing was corrected: the stand-in refuses it again, until the queue stops.
		$this->send_after( 60 );
		$this->send_after( 60 );
		$this->send_after( 60 );
		$submissions = self::aeat_state()['submissions'];
		$this->assertCount( SubmissionQueue::MAX_ANSWERS, $submissions, 'sent three times, then left' );
		foreach ( array_slice( $submissions, 1 ) as $again ) {
			$this->assertSame( array( $refused->number ), array_column( $again['lines'], 'number' ) );
			$this->assertSame( 'S', $again['lines'][0]['subsanacion'] );
			$this->assertSame( 'S', $again['lines'][0]['rechazo_previo'] );
		}
		$this->assertSame( InvoiceRecord::INCORRECT, self::stored( array( $refused ) )[0]->state );
		$this->assertSame( 0, $this->queue()->waiting() );
	}

	public function test_a_refused_record_corrected_in_time_becomes_correcto(): void {
		self::control_aeat( array( 'mode' => 'incorrecto' ) );
		$records = self::make_records( 1 );
		$this->queue()->run();
		$this->send_after( 60 );
		self::control_aeat( array( 'mode' => 'normal' ) );

		$this->send_after( 60 );

		$line = self::last_submission()['lines'][0];
		$this->assertSame( array( 'S', 'S', 'Correcto' ), array( $line['subsanacion'], $line['rechazo_previo'], $line['estado'] ) );
		$this->assertSame( InvoiceRecord::CORRECT, self::stored( $records )[0]->state );
	}

	public function test_a_timeout_leaves_the_records_waiting_and_the_duplicate_3000_then_counts_as_correcto(): void {
		self::control_aeat(
			array(
				'mode'         => 'slow',
				'slow_seconds' => 3,
			)
		);
		$records = self::make_records( 2 );
		$this->queue()->run();
		$this->send_after( 60, 1 );

		$this->assertSame( array( InvoiceRecord::PENDING, InvoiceRecord::PENDING ), array_column( self::stored( $records ), 'state' ) );
		$state = QueueState::of( self::NIF );
		$this->assertSame( 1, $state['failures'] );
		$this->assertSame( $this->now + 60, $state['retry_at'] );
		$this->assertStringContainsString( 'AEAT', $state['last_error'] );

		// The stand-in registered them though the shop never saw its answer.
		self::control_aeat( array( 'mode' => 'normal' ) );
		$this->now += 30;
		$this->assertSame( 0, $this->queue()->run()['submissions'], 'the retry waits its pause' );
		$this->now += 30;
		$this->assertSame( 1, $this->queue()->run()['submissions'] );

		$last = self::last_submission();
		$this->assertSame( 'S', $last['incidencia'], 'sent late' );
		$this->assertSame( array( 3000, 3000 ), array_column( $last['lines'], 'code' ) );
		$this->assertSame( array( InvoiceRecord::CORRECT, InvoiceRecord::CORRECT ), array_column( self::stored( $records ), 'state' ) );
		$this->assertSame( 0, QueueState::of( self::NIF )['failures'] );
	}

	public function test_a_fault_leaves_the_records_waiting_and_they_go_late_with_incidencia(): void {
		self::control_aeat( array( 'mode' => 'fault' ) );
		$records = self::make_records( 2 );
		$this->queue()->run();
		$this->send_after( 60 );

		$this->assertSame( array( InvoiceRecord::PENDING, InvoiceRecord::PENDING ), array_column( self::stored( $records ), 'state' ) );
		$this->assertStringContainsString( 'Codigo[-1]', QueueState::of( self::NIF )['last_error'] );
		$later = self::make_records( 1, 3 );

		self::control_aeat( array( 'mode' => 'normal' ) );
		$this->send_after( 60 );
		$last = self::last_submission();
		$this->assertSame( 'S', $last['incidencia'] );
		$this->assertCount( 3, $last['lines'], 'the one made meanwhile goes with them' );
		$this->assertSame( InvoiceRecord::CORRECT, self::stored( $later )[0]->state );

		self::make_records( 1, 4 );
		$this->send_after( 60 );
		$this->assertNull( self::last_submission()['incidencia'], 'on time again' );
	}

	public function test_an_aeat_that_cannot_be_reached_is_tried_again_at_least_hourly(): void {
		$records = self::make_records( 1 );
		$closed  = $this->queue( 'http://localhost:1' . self::$aeat_path );
		$closed->run();
		$this->now = self::T + 60;
		foreach ( range( 1, 8 ) as $failure ) {
			$closed->run( true );
			$state = QueueState::of( self::NIF );
			$this->assertSame( $failure, $state['failures'] );
			$this->assertLessThanOrEqual( $this->now + HOUR_IN_SECONDS, $state['retry_at'] );
			$this->now = $state['retry_at'];
		}
		$this->assertSame( $this->now - HOUR_IN_SECONDS, QueueState::of( self::NIF )['last_error_at'], 'at most an hour apart' );
		$this->assertSame( InvoiceRecord::PENDING, self::stored( $records )[0]->state );
	}

	public function test_an_https_endpoint_without_a_certificate_sends_nothing(): void {
		self::make_records( 1 );
		$queue = $this->queue( 'https://localhost:1' . self::$aeat_path );
		$queue->run();
		$this->now = self::T + 60;
		$queue->run();
		$this->assertSame( 1, $this->queue()->waiting() );
		$this->assertStringContainsString( 'certificado electrónico', QueueState::of( self::NIF )['last_error'] );
	}

	public function test_1000_records_go_at_once_in_one_submission_and_1001_in_two(): void {
		self::make_records( 1001 );

		$this->assertSame(
			array(
				'locked'      => false,
				'submissions' => 1,
				'records'     => 1000,
			),
			$this->queue()->run(),
			'1,000 waiting: no wait'
		);
		$this->assertSame( 1, $this->queue()->waiting() );
		$this->now = self::T + 59;
		$this->assertSame( 0, $this->queue()->run()['submissions'], 'one left waits the AEAT’s time' );
		$this->now = self::T + 60;
		$this->assertSame( 1, $this->queue()->run()['records'] );

		$submissions = self::aeat_state()['submissions'];
		$this->assertSame( array( 1000, 1 ), array_map( static fn( array $submission ): int => count( $submission['lines'] ), $submissions ) );
		$this->assertSame( 0, $this->queue()->waiting() );
	}

	public function test_a_run_while_another_holds_the_lock_sends_nothing(): void {
		self::make_records( 1 );
		QueueState::save( self::NIF, array( 'next_at' => self::T ) );
		$this->now = self::T + 60;
		$token     = OptionLock::take( SubmissionQueue::LOCK, 900, $this->now );
		$this->assertNotNull( $token );
		$this->assertNull( OptionLock::take( SubmissionQueue::LOCK, 900, $this->now ), 'one holder' );

		$this->assertTrue( $this->queue()->run()['locked'] );
		$this->assertSame( array(), self::aeat_state()['submissions'] );

		OptionLock::release( SubmissionQueue::LOCK, (string) $token );
		$this->assertSame( 1, $this->queue()->run()['submissions'] );
		$this->assertCount( 1, self::aeat_state()['submissions'] );
	}

	public function test_a_lock_left_by_a_run_that_died_is_taken_over_after_it_expires(): void {
		$this->assertNotNull( OptionLock::take( SubmissionQueue::LOCK, 900, self::T ) );
		$this->assertNull( OptionLock::take( SubmissionQueue::LOCK, 900, self::T + 899 ) );
		$this->assertNotNull( OptionLock::take( SubmissionQueue::LOCK, 900, self::T + 901 ) );
	}

	/**
	 * The queue, on the stand-in (or $url), with the test's clock; the client gives up
	 * after $timeout seconds.
	 *
	 * @param string|null $url     Endpoint.
	 * @param int         $timeout Seconds.
	 */
	private function queue( ?string $url = null, int $timeout = 10 ): SubmissionQueue {
		return new SubmissionQueue( new AeatClient( $url ?? self::aeat_url() . self::$aeat_path, $timeout ), fn(): int => $this->now );
	}

	/**
	 * Moves the clock on and runs the queue.
	 *
	 * @param int $seconds How far.
	 * @param int $timeout The client's timeout.
	 */
	private function send_after( int $seconds, int $timeout = 10 ): void {
		$this->now += $seconds;
		$this->queue( null, $timeout )->run();
	}

	/**
	 * What the stand-in received last.
	 *
	 * @return array<string,mixed>
	 */
	private static function last_submission(): array {
		$submissions = self::aeat_state()['submissions'];
		return (array) end( $submissions );
	}

	/**
	 * Records as stored now.
	 *
	 * @param InvoiceRecord[] $records Records.
	 * @return list<InvoiceRecord>
	 */
	private static function stored( array $records ): array {
		global $wpdb;
		return array_map(
			static fn( InvoiceRecord $record ): InvoiceRecord => InvoiceRecord::from_row( (array) $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( Schema::RECORDS ), $record->id ), ARRAY_A ) ),
			$records
		);
	}

	/**
	 * Simplified invoices' altas chained for the test's NIF.
	 *
	 * @param int    $count How many.
	 * @param int    $from  The first invoice's sequence number.
	 * @param string $nif Issuer.
	 * @return list<InvoiceRecord>
	 */
	public static function make_records( int $count, int $from = 1, string $nif = self::NIF ): array {
		$chain   = new RecordChain();
		$records = array();
		foreach ( range( $from, $from + $count - 1 ) as $sequence ) {
			$records[] = $chain->append(
				array(
					'issuer_nif'     => $nif,
					'record_kind'    => InvoiceRecord::ALTA,
					'invoice_type'   => InvoiceRecord::F2,
					'invoice_table'  => Schema::INVOICES,
					'invoice_id'     => 900000000 + $sequence,
					'invoice_number' => sprintf( 'FS-2026-%06d', $sequence ),
					'issue_date'     => '29-11-2026',
					'tax_total'      => '21.00',
					'amount_total'   => '121.00',
					'generated_at'   => '2026-11-29T10:00:00+01:00',
					'reason'         => '',
				),
				array(
					'NombreRazonEmisor'    => 'Neumáticos Rueda S.L.',
					'DescripcionOperacion' => 'Venta del pedido n.º ' . $sequence,
					'Desglose'             => array(
						array(
							'Impuesto'              => '01',
							'ClaveRegimen'          => '01',
							'CalificacionOperacion' => 'S1',
							'TipoImpositivo'        => '21.00',
							'BaseImponibleOimporteNoSujeto' => '100.00',
							'CuotaRepercutida'      => '21.00',
						),
					),
					'SistemaInformatico'   => InvoicingSystem::fields(),
					'TipoHuella'           => RecordHash::TYPE,
				)
			);
		}
		return $records;
	}
}
