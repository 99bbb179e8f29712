<?php
/**
 * The owner's list of invoices, read from the invoice tables and their records.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Invoices (rueda_invoices) and rectifying invoices (rueda_rectifying_invoices) in one
 * list, newest first, each with its alta record's type, submission state, CSV code and
 * answer, and its anulación if any. Read only: the list never writes. An invoice without
 * an alta (issued before records began, or without the shop's NIF) has the type its
 * series implies and no state.
 *
 * @since 0.7.0
 */
final class InvoiceListTable {

	/** The state of an invoice that was annulled (an anulación record exists). */
	public const ANNULLED = 'anulada';

	/** The state of an invoice without an alta record. */
	public const UNRECORDED = 'sin_registro';

	/**
	 * One page of the list and how many rows match.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $filters `states` (submission states, ANNULLED, UNRECORDED),
	 *                                    `types` (TipoFactura values), `number` (an exact
	 *                                    number: series, year, sequence) or `tax_id` (the
	 *                                    start of the buyer's tax id).
	 * @param int                 $offset  Rows skipped.
	 * @param int                 $limit   Rows.
	 * @return array{rows:list<array<string,mixed>>,total:int}
	 */
	public function query( array $filters, int $offset, int $limit ): array {
		global $wpdb;
		[ $where, $args ] = self::where( $filters );
		$union            = self::union();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the union's and the filters' SQL are built from placeholders only; every value goes through prepare().
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT u.* FROM ({$union['sql']}) u WHERE {$where} ORDER BY u.issued_at DESC, u.source DESC, u.id DESC LIMIT %d OFFSET %d", ...array_merge( $union['args'], $args, array( $limit, $offset ) ) ), ARRAY_A );
		$total = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ({$union['sql']}) u WHERE {$where}", ...array_merge( $union['args'], $args ) ) );
		// phpcs:enable
		return array(
			'rows'  => is_array( $rows ) ? $rows : array(),
			'total' => (int) $total,
		);
	}

	/**
	 * The invoices, rectifying and substitute invoices as one table, with their records:
	 * `source` (the invoice's table), `id` (order or refund id), `order_id`, `series`, `fiscal_year`, `sequence_number`, `issued_at`,
	 * `buyer`, `cents` (the order's total, minus the refund), `order_key`, `invoice_type`,
	 * `alta_id`, `issuer_nif`, `amount_total`, `submission_state`, `aeat_csv`, `aeat_answer`,
	 * `annulment_id`, `annulment_reason`, `annulment_state`.
	 *
	 * @return array{sql:string,args:list<mixed>}
	 */
	private static function union(): array {
		$select  = static fn( string $key, string $cents, string $join ) => "SELECT %s AS source, i.{$key} AS id, i.order_id AS order_id, i.series AS series, i.fiscal_year AS fiscal_year,
				i.sequence_number AS sequence_number, i.issued_at AS issued_at, i.buyer AS buyer, {$cents} AS cents, o.order_key AS order_key,
				COALESCE(a.invoice_type, CASE i.series WHEN %s THEN %s ELSE %s END) AS invoice_type, a.id AS alta_id, a.issuer_nif AS issuer_nif, a.amount_total AS amount_total,
				a.submission_state AS submission_state, a.aeat_csv AS aeat_csv, a.aeat_answer AS aeat_answer,
				n.id AS annulment_id, n.reason AS annulment_reason, n.submission_state AS annulment_state
			FROM %i i LEFT JOIN %i o ON o.id = i.order_id {$join}
			LEFT JOIN %i a ON a.invoice_table = %s AND a.invoice_id = i.{$key} AND a.record_kind = %s
			LEFT JOIN %i n ON n.invoice_table = %s AND n.invoice_id = i.{$key} AND n.record_kind = %s";
		$records = Schema::table( Schema::RECORDS );
		$args    = static fn( string $source, string $full, string $full_type, string $simple_type, array $tables ) => array_merge(
			array( $source, $full, $full_type, $simple_type ),
			$tables,
			array( $records, $source, 'alta', $records, $source, 'anulacion' )
		);
		return array(
			'sql'  => $select( 'order_id', 'o.total', '' ) . ' UNION ALL ' . $select( 'refund_id', '-f.amount', 'LEFT JOIN %i f ON f.id = i.refund_id' ) . ' UNION ALL ' . $select( 'order_id', 'o.total', '' ),
			'args' => array_merge(
				$args( Schema::INVOICES, 'F', 'F1', 'F2', array( Schema::table( Schema::INVOICES ), Schema::table( Schema::ORDERS ) ) ),
				$args( Schema::RECTIFY, 'R', 'R1', 'R5', array( Schema::table( Schema::RECTIFY ), Schema::table( Schema::ORDERS ), Schema::table( Schema::REFUNDS ) ) ),
				$args( Schema::REPLACE, 'FC', 'F3', 'F3', array( Schema::table( Schema::REPLACE ), Schema::table( Schema::ORDERS ) ) )
			),
		);
	}

	/**
	 * The filters' WHERE clause and its values.
	 *
	 * @param array<string,mixed> $filters As query() takes them.
	 * @return array{0:string,1:list<mixed>}
	 */
	private static function where( array $filters ): array {
		$clauses = array( '1 = 1' );
		$args    = array();
		$states  = array_values( array_map( 'strval', (array) ( $filters['states'] ?? array() ) ) );
		if ( $states ) {
			$any = array();
			foreach ( $states as $state ) {
				if ( self::ANNULLED === $state ) {
					$any[] = 'u.annulment_id IS NOT NULL';
				} elseif ( self::UNRECORDED === $state ) {
					$any[] = 'u.alta_id IS NULL';
				} else {
					$any[]  = '(u.annulment_id IS NULL AND u.submission_state = %s)';
					$args[] = $state;
				}
			}
			$clauses[] = '(' . implode( ' OR ', $any ) . ')';
		}
		$types = array_values( array_map( 'strval', (array) ( $filters['types'] ?? array() ) ) );
		if ( $types ) {
			$clauses[] = 'u.invoice_type IN (' . implode( ', ', array_fill( 0, count( $types ), '%s' ) ) . ')';
			$args      = array_merge( $args, $types );
		}
		$number = $filters['number'] ?? null;
		if ( is_array( $number ) ) {
			$clauses[] = 'u.series = %s AND u.fiscal_year = %d AND u.sequence_number = %d';
			array_push( $args, $number['series'], $number['year'], $number['sequence'] );
		}
		$tax_id = (string) ( $filters['tax_id'] ?? '' );
		if ( '' !== $tax_id ) {
			global $wpdb;
			// The buyer snapshot is JSON written by InvoiceBuyer: its tax id is `"tax_id":"…"`.
			$clauses[] = 'u.buyer LIKE %s';
			$args[]    = '%' . $wpdb->esc_like( '"tax_id":"' . $tax_id ) . '%';
		}
		return array( implode( ' AND ', $clauses ), $args );
	}
}
