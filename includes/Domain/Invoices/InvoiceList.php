<?php
/**
 * The owner's list of invoices.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Storage\InvoiceListTable;
use Rueda\Storage\Schema;

/**
 * Invoices and rectifying invoices in one list, newest first, with their records' state
 * (InvoiceListTable), and the two kinds the owner's screen names them by: `invoice`
 * (rueda_invoices, by order id) and `rectification` (rueda_rectifying_invoices, by
 * refund id).
 *
 * @since 0.7.0
 */
final class InvoiceList {

	public const INVOICE       = 'invoice';
	public const RECTIFICATION = 'rectification';

	/** A factura completa (F3) that replaced a simplificada. */
	public const SUBSTITUTE = 'substitute';

	/** The state of an annulled invoice. */
	public const ANNULLED = InvoiceListTable::ANNULLED;

	/** The state of an invoice without a record. */
	public const UNRECORDED = InvoiceListTable::UNRECORDED;

	/**
	 * Creates the list.
	 *
	 * @param InvoiceListTable $table Storage.
	 */
	public function __construct( private InvoiceListTable $table = new InvoiceListTable() ) {}

	/**
	 * Every state the list may be filtered by.
	 *
	 * @since 0.7.0
	 *
	 * @return string[]
	 */
	public static function states(): array {
		return array_merge( InvoiceRecord::SUBMISSION_STATES, array( self::ANNULLED, self::UNRECORDED ) );
	}

	/**
	 * The table of a kind of invoice (Annulments and the records name it so).
	 *
	 * @since 0.7.0
	 *
	 * @param string $kind INVOICE or RECTIFICATION.
	 */
	public static function table_of( string $kind ): string {
		return match ( $kind ) {
			self::RECTIFICATION => Schema::RECTIFY,
			self::SUBSTITUTE => Schema::REPLACE,
			default => Schema::INVOICES,
		};
	}

	/**
	 * The kind of a row of the list.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $row Row.
	 */
	public static function kind_of( array $row ): string {
		return match ( $row['source'] ?? '' ) {
			Schema::RECTIFY => self::RECTIFICATION,
			Schema::REPLACE => self::SUBSTITUTE,
			default => self::INVOICE,
		};
	}

	/**
	 * One page of rows (InvoiceListTable::query()'s) and how many match.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $filters  As InvoiceListTable::query() takes them.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Rows per page.
	 * @return array{rows:list<array<string,mixed>>,total:int}
	 */
	public function page( array $filters, int $page, int $per_page ): array {
		$per_page = max( 1, $per_page );
		return $this->table->query( $filters, ( max( 1, $page ) - 1 ) * $per_page, $per_page );
	}
}
