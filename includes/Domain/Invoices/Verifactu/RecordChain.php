<?php
/**
 * Each issuer's chain of records.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\ShopException;
use Rueda\Storage\InvoiceRecordTable;
use Rueda\Storage\TransactionFailed;

/**
 * One chain per issuer NIF, across series and years: each record holds the previous
 * one's Huella (Encadenamiento) and its position, from 1. A record is chained onto the
 * last one as read under a lock, after checking that the last one's Huella is still the
 * one its values give: a record changed after it was made stops the chain (and with it
 * the issue of invoices) rather than be built upon. Two records chained at once onto the
 * same last one both ask for the next position; the unique key lets one have it and the
 * other's transaction is refused and run again (RetriedTransaction).
 *
 * @since 0.7.0
 */
final class RecordChain {

	/** Records read at a time by check(). */
	private const BATCH = 500;

	/**
	 * Creates the chain.
	 *
	 * @param InvoiceRecordTable $table Records.
	 */
	public function __construct( private InvoiceRecordTable $table = new InvoiceRecordTable() ) {}

	/**
	 * Chains a record onto its issuer's last one. Runs inside the caller's
	 * Transaction::run(), the one that writes the invoice.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $row    Its columns but id, position, hashes and state:
	 *                                    issuer_nif, record_kind, invoice_type,
	 *                                    invoice_table, invoice_id, invoice_number,
	 *                                    issue_date, tax_total, amount_total, generated_at,
	 *                                    reason.
	 * @param array<string,mixed> $fields The XML's other fields but Encadenamiento.
	 * @throws ShopException     500 rueda_invoice_chain_broken when the last record does not verify.
	 * @throws TransactionFailed When the database refused the record (a position taken
	 *                           meanwhile): the whole unit is to run again.
	 */
	public function append( array $row, array $fields ): InvoiceRecord {
		$last     = $this->table->last( (string) $row['issuer_nif'] );
		$previous = $last ? InvoiceRecord::from_row( $last ) : null;
		if ( $previous && ! $previous->verifies() ) {
			throw self::broken( $previous );
		}
		$fields['Encadenamiento'] = $previous ? $previous->as_previous() : array( 'PrimerRegistro' => 'S' );

		$row['chain_position']   = $previous ? $previous->position + 1 : 1;
		$row['previous_hash']    = $previous ? $previous->hash : '';
		$row['fields']           = $fields;
		$row['submission_state'] = InvoiceRecord::PENDING;
		$row['hash']             = InvoiceRecord::from_row( $row )->expected_hash();
		$row['fields']           = (string) wp_json_encode( $fields, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		$row['id']               = $this->table->insert( $row );
		if ( ! $row['id'] ) {
			// No statement may follow a refused one in this transaction: the unit runs again.
			throw new TransactionFailed( sprintf( 'The record at position %d of the chain of %s was refused.', $row['chain_position'], $row['issuer_nif'] ) );
		}
		return InvoiceRecord::from_row( $row );
	}

	/**
	 * Walks an issuer's chain from its first record: the first position whose record is
	 * missing, was changed after it was made or does not chain onto the one before; null
	 * when the whole chain holds.
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer Issuer NIF.
	 */
	public function first_broken( string $issuer ): ?int {
		$previous = null;
		do {
			$rows = $this->table->chain( $issuer, $previous ? $previous->position : 0, self::BATCH );
			foreach ( $rows as $row ) {
				$record   = InvoiceRecord::from_row( $row );
				$expected = $previous ? $previous->position + 1 : 1;
				if ( $expected !== $record->position ) {
					return $expected;
				}
				$chained = $previous ? $previous->as_previous() : array( 'PrimerRegistro' => 'S' );
				$before  = $previous ? $previous->hash : '';
				$link    = $record->fields['Encadenamiento'] ?? array();
				if ( ! $record->verifies() || $before !== $record->previous_hash || $chained !== $link ) {
					return $record->position;
				}
				$previous = $record;
			}
			$read = count( $rows );
		} while ( self::BATCH === $read );
		return null;
	}

	/**
	 * The refusal to chain onto a record that does not verify, logged for the owner.
	 *
	 * @param InvoiceRecord $last The chain's last record.
	 */
	private static function broken( InvoiceRecord $last ): ShopException {
		error_log( sprintf( 'Rueda: the invoice record at position %d of the chain of %s (%s) does not verify; no record is chained onto it.', $last->position, $last->issuer, $last->number ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a broken chain must be traceable.
		return new ShopException(
			'rueda_invoice_chain_broken',
			sprintf(
				/* translators: %d: position of a record in the chain of invoice records. */
				__( 'The invoice records do not add up: record %d of the chain was changed after it was made. No invoice can be issued until it is put right.', 'rueda' ),
				$last->position
			),
			500,
			array(
				'issuer'   => $last->issuer,
				'position' => $last->position,
			)
		);
	}
}
