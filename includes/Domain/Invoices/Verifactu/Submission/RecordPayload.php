<?php
/**
 * A stored record as the submission writes it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\RecordExport;
use Rueda\Domain\Invoices\Verifactu\Xml\RecordWriter;

/**
 * Turns an InvoiceRecord into the nested array RecordWriter takes, as the export writes it
 * (RecordExport::fields: the columns, the stored fields with their lists wrapped, and the
 * system's producer). A record the AEAT accepted with errors goes again as a correction
 * (Subsanacion S); one it refused, as a correction of a refused record (Subsanacion S and
 * RechazoPrevio S; an anulación carries RechazoPrevio S only, its schema has no Subsanacion).
 *
 * @since 0.7.0
 */
final class RecordPayload {

	/**
	 * The record under its element's name (RegistroAlta or RegistroAnulacion).
	 *
	 * @since 0.7.0
	 *
	 * @param InvoiceRecord $record Record.
	 * @return array<string,array<string,mixed>>
	 */
	public static function of( InvoiceRecord $record ): array {
		$fields = RecordExport::fields( $record );
		if ( InvoiceRecord::INCORRECT === $record->state ) {
			$fields['RechazoPrevio'] = 'S';
		}
		if ( ! $record->is_alta() ) {
			return array( RecordWriter::ANULACION => $fields );
		}
		if ( InvoiceRecord::ACCEPTED_WITH_ERRORS === $record->state || InvoiceRecord::INCORRECT === $record->state ) {
			$fields['Subsanacion'] = 'S';
		}
		return array( RecordWriter::ALTA => $fields );
	}
}
