<?php
/**
 * The invoice records table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * One row per VERI*FACTU record ("registro de facturación"): an alta for each invoice and
 * rectifying invoice, an anulación for an invoice that should never have been issued. Rows
 * are only ever inserted; the submission columns (state, the AEAT's CSV code and answer)
 * are the only ones the submission may change later, and no row is deleted. The unique
 * key on (issuer NIF, position) is what keeps each NIF's chain from forking: of two
 * records chained onto the same last one, the database writes one and refuses the other.
 *
 * @since 0.7.0
 */
final class InvoiceRecordTable {

	/**
	 * The records to send: pending, or answered with errors (placeholders: the states
	 * pendiente, aceptado_con_errores and incorrecto, then the most answers).
	 */
	private const TO_SEND = '(submission_state = %s OR (submission_state IN (%s, %s) AND attempts < %d))';

	/**
	 * The last record of an issuer's chain, read with a lock (the newest committed row on
	 * MariaDB, even inside a transaction that began before it; SQLite's write transactions
	 * run one at a time).
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer Issuer NIF.
	 * @return array<string,mixed>|null
	 */
	public function last( string $issuer ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE issuer_nif = %s ORDER BY chain_position DESC LIMIT 1 FOR UPDATE', Schema::table( Schema::RECORDS ), $issuer ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Writes a record; its id, or 0 when the database refused it (another record took the
	 * position, the invoice has a record of that kind, or a deadlock).
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $row Every column but id and the submission's answer.
	 */
	public function insert( array $row ): int {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$written  = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (issuer_nif, chain_position, record_kind, invoice_type, invoice_table, invoice_id, invoice_number, issue_date, tax_total, amount_total, generated_at, previous_hash, hash, fields, reason, submission_state)
				VALUES (%s, %d, %s, %s, %s, %d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)',
				Schema::table( Schema::RECORDS ),
				$row['issuer_nif'],
				$row['chain_position'],
				$row['record_kind'],
				$row['invoice_type'],
				$row['invoice_table'],
				$row['invoice_id'],
				$row['invoice_number'],
				$row['issue_date'],
				$row['tax_total'],
				$row['amount_total'],
				$row['generated_at'],
				$row['previous_hash'],
				$row['hash'],
				$row['fields'],
				$row['reason'] ?? '',
				$row['submission_state']
			)
		);
		$wpdb->suppress_errors( $suppress );
		return 1 === $written ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * The records of one invoice, oldest first.
	 *
	 * @since 0.7.0
	 *
	 * @param string $invoice_table The invoice's table (Schema::INVOICES or Schema::RECTIFY).
	 * @param int    $invoice_id    Its id there (order id, refund id).
	 * @return list<array<string,mixed>>
	 */
	public function of_invoice( string $invoice_table, int $invoice_id ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE invoice_table = %s AND invoice_id = %d ORDER BY id', Schema::table( Schema::RECORDS ), $invoice_table, $invoice_id ), ARRAY_A );
	}

	/**
	 * Every record, oldest first, a page at a time.
	 *
	 * @since 0.7.0
	 *
	 * @param int $offset Records skipped.
	 * @param int $limit  How many.
	 * @return list<array<string,mixed>>
	 */
	public function page( int $offset, int $limit ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i ORDER BY id LIMIT %d OFFSET %d', Schema::table( Schema::RECORDS ), $limit, $offset ), ARRAY_A );
	}

	/**
	 * How many records there are.
	 *
	 * @since 0.7.0
	 */
	public function count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', Schema::table( Schema::RECORDS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
	}

	/**
	 * An issuer's records in chain order, after a position.
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer Issuer NIF.
	 * @param int    $after  Position to continue after (0 from the start).
	 * @param int    $limit  How many.
	 * @return list<array<string,mixed>>
	 */
	public function chain( string $issuer, int $after, int $limit ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE issuer_nif = %s AND chain_position > %d ORDER BY chain_position LIMIT %d', Schema::table( Schema::RECORDS ), $issuer, $after, $limit ), ARRAY_A );
	}

	/**
	 * The issuers with records to send: pending ones, and ones the AEAT accepted with
	 * errors or refused that it has answered fewer than $max_answers times (sent again).
	 *
	 * @since 0.7.0
	 *
	 * @param int $max_answers Answers after which a record is no longer sent by itself.
	 * @return list<string>
	 */
	public function issuers_to_send( int $max_answers ): array {
		global $wpdb;
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT issuer_nif FROM %i WHERE ' . self::TO_SEND . ' ORDER BY issuer_nif', Schema::table( Schema::RECORDS ), 'pendiente', 'aceptado_con_errores', 'incorrecto', $max_answers ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- a constant, with its placeholders.
	}

	/**
	 * An issuer's records to send, in chain order (oldest first).
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer      Issuer NIF.
	 * @param int    $max_answers Answers after which a record is no longer sent by itself.
	 * @param int    $limit       How many.
	 * @return list<array<string,mixed>>
	 */
	public function to_send( string $issuer, int $max_answers, int $limit ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE issuer_nif = %s AND ' . self::TO_SEND . ' ORDER BY chain_position LIMIT %d', Schema::table( Schema::RECORDS ), $issuer, 'pendiente', 'aceptado_con_errores', 'incorrecto', $max_answers, $limit ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- a constant, with its placeholders.
	}

	/**
	 * How many records there are to send (of one issuer, or of all), and the highest id
	 * among them (0 when none).
	 *
	 * @since 0.7.0
	 *
	 * @param int         $max_answers Answers after which a record is no longer sent by itself.
	 * @param string|null $issuer      Issuer NIF, or null for every issuer.
	 * @return array{count:int,last_id:int}
	 */
	public function count_to_send( int $max_answers, ?string $issuer = null ): array {
		global $wpdb;
		$table = Schema::table( Schema::RECORDS );
		$row   = null === $issuer
			? $wpdb->get_row( $wpdb->prepare( 'SELECT COUNT(*) AS n, MAX(id) AS last_id FROM %i WHERE ' . self::TO_SEND, $table, 'pendiente', 'aceptado_con_errores', 'incorrecto', $max_answers ), ARRAY_A ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- a constant, with its placeholders.
			: $wpdb->get_row( $wpdb->prepare( 'SELECT COUNT(*) AS n, MAX(id) AS last_id FROM %i WHERE issuer_nif = %s AND ' . self::TO_SEND, $table, $issuer, 'pendiente', 'aceptado_con_errores', 'incorrecto', $max_answers ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- a constant, with its placeholders.
		return array(
			'count'   => (int) ( $row['n'] ?? 0 ),
			'last_id' => (int) ( $row['last_id'] ?? 0 ),
		);
	}

	/**
	 * How many records are in a submission state.
	 *
	 * @since 0.7.0
	 *
	 * @param string $state Submission state.
	 */
	public function count_in_state( string $state ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE submission_state = %s', Schema::table( Schema::RECORDS ), $state ) );
	}

	/**
	 * Stores what the AEAT answered about a record (the only change a record ever gets),
	 * counting the answer.
	 *
	 * @since 0.7.0
	 *
	 * @param int         $id      Record id.
	 * @param string      $state   Submission state.
	 * @param string|null $csv     The CSV code (the one stored is kept when null).
	 * @param string      $answer  The answer's line, as JSON.
	 * @param string      $sent_at When it was sent (UTC, Y-m-d H:i:s).
	 * @param int|null    $answers The count of answers to set (a record refused before it
	 *                             was sent), else one more.
	 */
	public function answered( int $id, string $state, ?string $csv, string $answer, string $sent_at, ?int $answers = null ): void {
		global $wpdb;
		$table    = Schema::table( Schema::RECORDS );
		$attempts = null === $answers ? 'attempts + 1' : (string) $answers;
		if ( null === $csv ) {
			$wpdb->query( $wpdb->prepare( "UPDATE %i SET submission_state = %s, aeat_answer = %s, sent_at = %s, attempts = {$attempts} WHERE id = %d", $table, $state, $answer, $sent_at, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- an integer or the column.
			return;
		}
		$wpdb->query( $wpdb->prepare( "UPDATE %i SET submission_state = %s, aeat_csv = %s, aeat_answer = %s, sent_at = %s, attempts = {$attempts} WHERE id = %d", $table, $state, $csv, $answer, $sent_at, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- an integer or the column.
	}

	/**
	 * Invoice rows of a table issued since a moment that have no alta record, oldest first.
	 *
	 * @since 0.7.0
	 *
	 * @param string $invoice_table Schema::INVOICES or Schema::RECTIFY.
	 * @param string $since         UTC date and time.
	 * @param int    $limit         How many.
	 * @return list<array<string,mixed>>
	 */
	public function unrecorded( string $invoice_table, string $since, int $limit ): array {
		global $wpdb;
		$key = Schema::RECTIFY === $invoice_table ? 'refund_id' : 'order_id';
		return (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT i.* FROM %i i LEFT JOIN %i r ON r.invoice_table = %s AND r.invoice_id = i.%i AND r.record_kind = %s
				WHERE r.id IS NULL AND i.issued_at >= %s ORDER BY i.issued_at, i.%i LIMIT %d',
				Schema::table( $invoice_table ),
				Schema::table( Schema::RECORDS ),
				$invoice_table,
				$key,
				'alta',
				$since,
				$key,
				$limit
			),
			ARRAY_A
		);
	}

	/**
	 * Each issuer NIF that has records, with how many, in the order their chains began.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,int> Records by issuer NIF.
	 */
	public function issuers(): array {
		global $wpdb;
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT issuer_nif, COUNT(*) AS records, MIN(id) AS first_id FROM %i GROUP BY issuer_nif ORDER BY first_id', Schema::table( Schema::RECORDS ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
		$by_nif = array();
		foreach ( $rows as $row ) {
			$by_nif[ (string) $row['issuer_nif'] ] = (int) $row['records'];
		}
		return $by_nif;
	}

	/**
	 * The record at a position of an issuer's chain.
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer   Issuer NIF.
	 * @param int    $position Position.
	 * @return array<string,mixed>|null
	 */
	public function at( string $issuer, int $position ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE issuer_nif = %s AND chain_position = %d', Schema::table( Schema::RECORDS ), $issuer, $position ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}
}
