<?php
/**
 * The owner's check of the invoice record chains.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Storage\InvoiceRecordTable;

/**
 * Walks every issuer's chain (InvoiceRecords::first_broken: a record missing, changed
 * after it was made, or not chained onto the one before) and says, in the owner's words,
 * whether it holds ("La cadena está íntegra (N registros)") or which record breaks it.
 * Read only.
 *
 * @since 0.7.0
 */
final class ChainCheck {

	/**
	 * Creates the check.
	 *
	 * @param InvoiceRecordTable $table Records.
	 */
	public function __construct( private InvoiceRecordTable $table = new InvoiceRecordTable() ) {}

	/**
	 * Checks every chain.
	 *
	 * @since 0.7.0
	 *
	 * @return array{intact:bool,records:int,message:string,chains:list<array{issuer:string,records:int,broken:int|null,number:string|null}>}
	 */
	public function run(): array {
		$records = new InvoiceRecords( $this->table );
		$chains  = array();
		$total   = 0;
		$message = '';
		foreach ( $this->table->issuers() as $issuer => $count ) {
			$issuer = (string) $issuer;
			$broken = $records->first_broken( $issuer );
			$row    = null === $broken ? null : $this->table->at( $issuer, $broken );
			$number = $row ? (string) $row['invoice_number'] : null;
			$total += $count;
			if ( null !== $broken && '' === $message ) {
				$message = null === $number
					/* translators: 1: position of a record in the chain, 2: the issuer's NIF. */
					? sprintf( __( 'The chain of %2$s is broken: record %1$d is missing.', 'rueda' ), $broken, $issuer )
					/* translators: 1: position of a record in the chain, 2: the issuer's NIF, 3: invoice number. */
					: sprintf( __( 'The chain of %2$s is broken at record %1$d (invoice %3$s): it was changed after it was made or does not follow the one before.', 'rueda' ), $broken, $issuer, $number );
			}
			$chains[] = array(
				'issuer'  => $issuer,
				'records' => $count,
				'broken'  => $broken,
				'number'  => $number,
			);
		}
		$intact = '' === $message;
		if ( $intact ) {
			$message = sprintf(
				/* translators: %s: number of invoice records. */
				_n( 'The chain is intact (%s record).', 'The chain is intact (%s records).', $total, 'rueda' ),
				number_format_i18n( $total )
			);
		}
		return array(
			'intact'  => $intact,
			'records' => $total,
			'message' => $message,
			'chains'  => $chains,
		);
	}
}
