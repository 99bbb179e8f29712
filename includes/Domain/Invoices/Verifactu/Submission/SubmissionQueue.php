<?php
/**
 * The queue that sends the invoice records to the AEAT.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\Xml\Answer;
use Rueda\Domain\Invoices\Verifactu\Xml\AnswerLine;
use Rueda\Domain\Invoices\Verifactu\Xml\AnswerReader;
use Rueda\Domain\Invoices\Verifactu\Xml\InvalidRecord;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionWriter;
use Rueda\Domain\Invoices\Verifactu\Xml\UnreadableAnswer;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\InvoiceRecordTable;
use Rueda\Storage\OptionLock;

/**
 * Sends each issuer's records, oldest first, as RegFactuSistemaFacturacion (up to 1,000 a
 * submission), when the AEAT lets it: not before its TiempoEsperaEnvio after its last
 * answer (60 s before the first submission), unless 1,000 are waiting, which go at once.
 * Each record keeps what the AEAT said of it (state, CSV, code and description as JSON):
 * Correcto → correcto; AceptadoConErrores → aceptado_con_errores, sent again as a
 * correction (Subsanacion S); Incorrecto → incorrecto, sent again with Subsanacion and
 * RechazoPrevio S; Incorrecto 3000 (the AEAT holds it already: an answer that never
 * arrived) → correcto. A record answered MAX_ANSWERS times is not sent again by itself:
 * it stays as it is, for the owner to see. A record Rueda cannot write (InvalidRecord) is
 * refused here as incorrecto at once.
 *
 * When no answer comes (unreachable, timeout, TLS), a SOAP Fault or an answer that cannot
 * be read, nothing is marked: the records wait in order, the send is tried again after
 * 1, 2, 4… minutes, at least hourly, and they go with Incidencia S. Invoicing never waits
 * for the AEAT. One run at a time (OptionLock): two cron runs at once never send a record
 * twice.
 *
 * @since 0.7.0
 */
final class SubmissionQueue {

	/** Answers after which a record is not sent again by itself. */
	public const MAX_ANSWERS = 3;

	/** Seconds before the first submission (the AEAT's TiempoEsperaEnvio at first). */
	public const FIRST_WAIT = 60;

	/** The longest pause between tries while the AEAT cannot be reached. */
	public const MAX_RETRY = 3600;

	/** The lock's option. */
	public const LOCK = 'rueda_verifactu_queue_lock';

	/** Seconds after which a run's lock is given up for dead. */
	private const LOCK_TTL = 900;

	/**
	 * The clock.
	 *
	 * @var \Closure():int
	 */
	private \Closure $clock;

	/**
	 * Creates the queue.
	 *
	 * @param AeatTransport      $transport How submissions reach the AEAT.
	 * @param \Closure|null      $clock     The time now (Unix); time() by default.
	 * @param InvoiceRecordTable $table     Records.
	 */
	public function __construct(
		private AeatTransport $transport,
		?\Closure $clock = null,
		private InvoiceRecordTable $table = new InvoiceRecordTable()
	) {
		$this->clock = $clock ?? static fn(): int => time();
	}

	/**
	 * Sends what may be sent now. `$retry_now` (the owner's "send now") skips the pause
	 * after a failed send, never the AEAT's wait.
	 *
	 * @since 0.7.0
	 *
	 * @param bool $retry_now Whether to try again now after a failure.
	 * @return array{locked:bool,submissions:int,records:int}
	 */
	public function run( bool $retry_now = false ): array {
		$summary = array(
			'locked'      => false,
			'submissions' => 0,
			'records'     => 0,
		);
		$token   = OptionLock::take( self::LOCK, self::LOCK_TTL, $this->now() );
		if ( null === $token ) {
			$summary['locked'] = true;
			return $summary;
		}
		try {
			foreach ( $this->table->issuers_to_send( self::MAX_ANSWERS ) as $nif ) {
				$this->send_issuer( $nif, $retry_now, $summary );
			}
		} finally {
			OptionLock::release( self::LOCK, $token );
		}
		return $summary;
	}

	/**
	 * How many records wait to be sent (pending, or to be sent again corrected).
	 *
	 * @since 0.7.0
	 */
	public function waiting(): int {
		return $this->table->count_to_send( self::MAX_ANSWERS )['count'];
	}

	/**
	 * When the next run has something to do: the earliest moment an issuer with records
	 * to send may send; null when none waits.
	 *
	 * @since 0.7.0
	 */
	public function next_run_at(): ?int {
		$next = null;
		$now  = $this->now();
		foreach ( $this->table->issuers_to_send( self::MAX_ANSWERS ) as $nif ) {
			$state = QueueState::of( $nif );
			$at    = $this->table->count_to_send( self::MAX_ANSWERS, $nif )['count'] >= SubmissionWriter::MAX_RECORDS
				? $now
				: ( 0 === $state['next_at'] ? $now + self::FIRST_WAIT : $state['next_at'] );
			$at    = max( $at, $state['retry_at'], $now );
			$next  = null === $next ? $at : min( $next, $at );
		}
		return $next;
	}

	/**
	 * Sends an issuer's records while the rules allow.
	 *
	 * @param string                                         $nif       Issuer NIF.
	 * @param bool                                           $retry_now Whether to skip the pause after a failure.
	 * @param array{locked:bool,submissions:int,records:int} $summary   Counts (changed).
	 */
	private function send_issuer( string $nif, bool $retry_now, array &$summary ): void {
		$state = QueueState::of( $nif );
		// Bounded: each turn answers (or refuses) at least one record, or stops.
		for ( $turn = 0; $turn < 100; $turn++ ) {
			$now     = $this->now();
			$waiting = $this->table->count_to_send( self::MAX_ANSWERS, $nif )['count'];
			if ( 0 === $waiting ) {
				break;
			}
			$full = $waiting >= SubmissionWriter::MAX_RECORDS;
			if ( 0 === $state['next_at'] && ! $full ) {
				// The first submission waits what the AEAT asks at first.
				$state['next_at'] = $now + self::FIRST_WAIT;
				QueueState::save( $nif, $state );
				break;
			}
			if ( ( ! $full && $now < $state['next_at'] ) || ( ! $retry_now && $now < $state['retry_at'] ) ) {
				break;
			}
			$rows = $this->table->to_send( $nif, self::MAX_ANSWERS, SubmissionWriter::MAX_RECORDS );
			if ( ! $this->submit( $nif, $rows, $state ) ) {
				break;
			}
			++$summary['submissions'];
			$summary['records'] += count( $rows );
			$retry_now           = false;
		}
	}

	/**
	 * Sends one submission and stores its answer; whether an answer came (or a record was
	 * refused here, so that the rest can go).
	 *
	 * @param string                    $nif   Issuer NIF.
	 * @param list<array<string,mixed>> $rows  Its records to send, oldest first.
	 * @param array<string,mixed>       $state The issuer's state (changed and saved).
	 */
	private function submit( string $nif, array $rows, array &$state ): bool {
		$records  = array_map( array( InvoiceRecord::class, 'from_row' ), $rows );
		$late     = $state['late_through'] > 0 && $records[0]->id <= $state['late_through'];
		$obligado = $this->obligado( $nif, $records );
		try {
			$xml = SubmissionWriter::xml( $obligado, array_map( static fn( InvoiceRecord $record ): array => RecordPayload::of( $record ), $records ), $late );
		} catch ( InvalidRecord $invalid ) {
			return $this->refuse( $invalid, $records, $nif, $state );
		}
		try {
			$answer = AnswerReader::read( $this->transport->post( $xml ) );
		} catch ( AeatUnreachable | UnreadableAnswer $failure ) {
			$this->failed( $nif, $state, $failure->getMessage() );
			return false;
		}
		if ( ! $answer instanceof Answer ) {
			/* translators: 1: SOAP faultcode, 2: SOAP faultstring. */
			$this->failed( $nif, $state, sprintf( __( 'The AEAT refused the whole submission (%1$s): %2$s', 'rueda' ), $answer->code, $answer->message ) );
			return false;
		}
		$this->store( $answer, $records );
		$now                   = $this->now();
		$state['next_at']      = $now + max( 0, $answer->wait_seconds );
		$state['retry_at']     = 0;
		$state['failures']     = 0;
		$state['last_error']   = '';
		$state['last_sent_at'] = $now;
		if ( $late && end( $records )->id >= $state['late_through'] ) {
			$state['late_through'] = 0;
		}
		QueueState::save( $nif, $state );
		return true;
	}

	/**
	 * Stores each record's line.
	 *
	 * @param Answer          $answer  The answer.
	 * @param InvoiceRecord[] $records The records sent.
	 */
	private function store( Answer $answer, array $records ): void {
		$by_key = array();
		foreach ( $records as $record ) {
			$by_key[ self::key( $record->number, $record->issue_date, $record->is_alta() ) ] = $record;
		}
		$sent_at = gmdate( 'Y-m-d H:i:s', $this->now() );
		foreach ( $answer->lines as $line ) {
			$record = $by_key[ self::key( $line->number, $line->date, AnswerLine::ANULACION !== $line->operation ) ] ?? null;
			if ( null === $record ) {
				continue;
			}
			$state = match ( true ) {
				AnswerLine::CORRECTO === $line->status, $line->is_duplicate() => InvoiceRecord::CORRECT,
				AnswerLine::ACEPTADO_CON_ERRORES === $line->status => InvoiceRecord::ACCEPTED_WITH_ERRORS,
				default => InvoiceRecord::INCORRECT,
			};
			$accepted = InvoiceRecord::INCORRECT !== $state;
			$this->table->answered(
				$record->id,
				$state,
				$accepted ? $answer->csv : null,
				(string) wp_json_encode(
					array(
						'status'           => $line->status,
						'code'             => $line->error_code,
						'description'      => $line->error_description,
						'submission'       => $answer->status,
						'submission_csv'   => $answer->csv,
						'subsanacion'      => $line->subsanacion,
						'rechazo_previo'   => $line->rechazo_previo,
						'duplicate_status' => $line->duplicate['status'] ?? null,
					),
					JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
				),
				$sent_at
			);
		}
	}

	/**
	 * A record Rueda cannot write: refused here as incorrecto (not sent again by itself),
	 * so that the records after it can go. An error in the header or the producer stops
	 * the issuer's sends, as a failure the owner sees.
	 *
	 * @param InvalidRecord       $invalid The writer's refusal.
	 * @param InvoiceRecord[]     $records The records of the submission.
	 * @param string              $nif     Issuer NIF.
	 * @param array<string,mixed> $state   The issuer's state (changed and saved).
	 */
	private function refuse( InvalidRecord $invalid, array $records, string $nif, array &$state ): bool {
		// The producer in SistemaInformatico is every record's: not one record's fault.
		$record = preg_match( '#^RegistroFactura\[(\d+)\]/Registro\w+/(?!SistemaInformatico)#', $invalid->element, $match ) ? ( $records[ (int) $match[1] - 1 ] ?? null ) : null;
		if ( null === $record ) {
			$this->failed( $nif, $state, $invalid->getMessage() );
			return false;
		}
		$this->table->answered(
			$record->id,
			InvoiceRecord::INCORRECT,
			null,
			(string) wp_json_encode(
				array(
					'status'      => AnswerLine::INCORRECTO,
					'code'        => InvalidRecord::CODE,
					'description' => $invalid->getMessage(),
				),
				JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
			),
			gmdate( 'Y-m-d H:i:s', $this->now() ),
			self::MAX_ANSWERS
		);
		return true;
	}

	/**
	 * Notes a failed send: the records wait, go late (Incidencia S), and the next try comes
	 * after 1, 2, 4… minutes, at most an hour.
	 *
	 * @param string              $nif     Issuer NIF.
	 * @param array<string,mixed> $state   The issuer's state (changed and saved).
	 * @param string              $message Why.
	 */
	private function failed( string $nif, array &$state, string $message ): void {
		$now                    = $this->now();
		$state['failures']      = (int) $state['failures'] + 1;
		$state['retry_at']      = $now + min( self::MAX_RETRY, self::FIRST_WAIT * 2 ** min( 6, $state['failures'] - 1 ) );
		$state['late_through']  = max( (int) $state['late_through'], $this->table->count_to_send( self::MAX_ANSWERS, $nif )['last_id'] );
		$state['last_error']    = $message;
		$state['last_error_at'] = $now;
		QueueState::save( $nif, $state );
		error_log( sprintf( 'Rueda: the invoice records of %s could not be sent to the AEAT: %s', $nif, $message ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the owner's trace of a failed submission.
	}

	/**
	 * Cabecera/ObligadoEmision: the issuer's name as its records state it.
	 *
	 * @param string          $nif     Issuer NIF.
	 * @param InvoiceRecord[] $records Its records.
	 * @return array{NombreRazon:string,NIF:string}
	 */
	private function obligado( string $nif, array $records ): array {
		foreach ( $records as $record ) {
			if ( '' !== (string) ( $record->fields['NombreRazonEmisor'] ?? '' ) ) {
				return array(
					'NombreRazon' => (string) $record->fields['NombreRazonEmisor'],
					'NIF'         => $nif,
				);
			}
		}
		$name = trim( (string) ( CompanySettings::get()['legal_name'] ?? '' ) );
		return array(
			'NombreRazon' => '' !== $name ? mb_substr( $name, 0, 120 ) : mb_substr( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ), 0, 120 ),
			'NIF'         => $nif,
		);
	}

	/**
	 * A record's key in an answer.
	 *
	 * @param string $number NumSerieFactura.
	 * @param string $date   FechaExpedicionFactura.
	 * @param bool   $alta   Whether an alta.
	 */
	private static function key( string $number, string $date, bool $alta ): string {
		return ( $alta ? 'A|' : 'B|' ) . $number . '|' . $date;
	}

	/**
	 * The time now.
	 */
	private function now(): int {
		return ( $this->clock )();
	}
}
