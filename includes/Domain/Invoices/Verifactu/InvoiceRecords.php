<?php
/**
 * Reading the invoice records.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Storage\InvoiceRecordTable;
use Rueda\Storage\Schema;

/**
 * What the submission, the export and the owner's screens read: an invoice's records,
 * every record oldest first, a chain's check, and the invoices issued since records
 * began that have none (issued while the shop had no NIF). Invoices issued before schema
 * 13 have no record, and are not listed.
 *
 * @since 0.7.0
 */
final class InvoiceRecords {

	/**
	 * Creates the reader.
	 *
	 * @param InvoiceRecordTable $table Records.
	 */
	public function __construct( private InvoiceRecordTable $table = new InvoiceRecordTable() ) {}

	/**
	 * The records of an invoice (its alta, then its anulación if any).
	 *
	 * @since 0.7.0
	 *
	 * @param string $invoice_table Schema::INVOICES or Schema::RECTIFY.
	 * @param int    $invoice_id    Order id or refund id.
	 * @return list<InvoiceRecord>
	 */
	public function of_invoice( string $invoice_table, int $invoice_id ): array {
		return array_map( array( InvoiceRecord::class, 'from_row' ), $this->table->of_invoice( $invoice_table, $invoice_id ) );
	}

	/**
	 * Every record, oldest first, a page at a time.
	 *
	 * @since 0.7.0
	 *
	 * @param int $page     Page, from 1.
	 * @param int $per_page Records per page.
	 * @return list<InvoiceRecord>
	 */
	public function oldest_first( int $page = 1, int $per_page = 100 ): array {
		$per_page = max( 1, $per_page );
		return array_map( array( InvoiceRecord::class, 'from_row' ), $this->table->page( ( max( 1, $page ) - 1 ) * $per_page, $per_page ) );
	}

	/**
	 * How many records there are.
	 *
	 * @since 0.7.0
	 */
	public function count(): int {
		return $this->table->count();
	}

	/**
	 * Checks an issuer's chain: the first position that is missing, was changed or does
	 * not chain onto the one before; null when it holds.
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer Issuer NIF.
	 */
	public function first_broken( string $issuer ): ?int {
		return ( new RecordChain( $this->table ) )->first_broken( $issuer );
	}

	/**
	 * Invoices and rectifying invoices issued since records began without their alta,
	 * oldest first (each list up to $limit).
	 *
	 * @since 0.7.0
	 *
	 * @param int $limit How many of each.
	 * @return array{invoices:list<Invoice>,rectifications:list<RectifyingInvoice>}
	 */
	public function unrecorded( int $limit = 100 ): array {
		$since = (string) get_option( Schema::RECORDS_SINCE_OPTION, '' );
		if ( '' === $since ) {
			return array(
				'invoices'       => array(),
				'rectifications' => array(),
			);
		}
		return array(
			'invoices'       => array_map( array( Invoice::class, 'from_row' ), $this->table->unrecorded( Schema::INVOICES, $since, $limit ) ),
			'rectifications' => array_map( array( RectifyingInvoice::class, 'from_row' ), $this->table->unrecorded( Schema::RECTIFY, $since, $limit ) ),
		);
	}
}
