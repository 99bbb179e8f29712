<?php
/**
 * Annulling an invoice that should never have been issued.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\ShopException;
use Rueda\Storage\InvoiceRecordTable;
use Rueda\Storage\RetriedTransaction;

/**
 * The owner's way out for an invoice issued by mistake: a "registro de facturación de
 * anulación", chained like any record, naming the annulled invoice (its alta's issuer,
 * number and date) and kept with the owner's reason. The invoice itself is never edited
 * or deleted, and its number stays taken. An invoice is annulled once (the unique key on
 * invoice and kind refuses a second anulación made at the same moment). A refund is not
 * an annulment: it gets a rectifying invoice.
 *
 * @since 0.7.0
 */
final class Annulments {

	/**
	 * Creates the service.
	 *
	 * @param InvoiceRecordTable $table Records.
	 * @param RecordChain        $chain The chains.
	 */
	public function __construct(
		private InvoiceRecordTable $table = new InvoiceRecordTable(),
		private RecordChain $chain = new RecordChain()
	) {}

	/**
	 * Annuls an invoice (or a rectifying invoice) that has its alta record.
	 *
	 * @since 0.7.0
	 *
	 * @param string                  $invoice_table Schema::INVOICES or Schema::RECTIFY.
	 * @param int                     $invoice_id    Order id or refund id.
	 * @param string                  $reason        Why it should never have been issued.
	 * @param \DateTimeImmutable|null $when          Now by default.
	 * @throws ShopException 400 rueda_annulment_reason_required, 404 rueda_invoice_not_recorded,
	 *                       409 rueda_invoice_already_annulled, 500 rueda_invoice_chain_broken,
	 *                       503 rueda_busy.
	 */
	public function annul( string $invoice_table, int $invoice_id, string $reason, ?\DateTimeImmutable $when = null ): InvoiceRecord {
		$reason = trim( $reason );
		if ( '' === $reason ) {
			throw new ShopException( 'rueda_annulment_reason_required', __( 'Write why the invoice is annulled.', 'rueda' ), 400, array( 'params' => array( 'reason' => __( 'Write the reason.', 'rueda' ) ) ) );
		}
		$alta = $this->find( $invoice_table, $invoice_id, InvoiceRecord::ALTA );
		if ( ! $alta ) {
			throw new ShopException( 'rueda_invoice_not_recorded', __( 'This invoice has no invoice record, so there is nothing to annul.', 'rueda' ), 404 );
		}
		$this->refuse_if_annulled( $invoice_table, $invoice_id );
		$when   = AeatFormat::moment( $when ?? new \DateTimeImmutable( 'now' ) );
		$row    = array(
			'issuer_nif'     => $alta->issuer,
			'record_kind'    => InvoiceRecord::ANULACION,
			'invoice_type'   => $alta->type,
			'invoice_table'  => $invoice_table,
			'invoice_id'     => $invoice_id,
			'invoice_number' => $alta->number,
			'issue_date'     => $alta->issue_date,
			'tax_total'      => '',
			'amount_total'   => '',
			'generated_at'   => $when,
			'reason'         => $reason,
		);
		$fields = array(
			'SistemaInformatico' => InvoicingSystem::fields(),
			'TipoHuella'         => RecordHash::TYPE,
		);
		$record = RetriedTransaction::run(
			fn(): InvoiceRecord => $this->chain->append( $row, $fields ),
			fn(): ?InvoiceRecord => $this->refuse_if_annulled( $invoice_table, $invoice_id )
		);
		if ( ! $record ) {
			throw new ShopException( 'rueda_busy', __( 'The shop is very busy right now. Please try again in a moment.', 'rueda' ), 503 );
		}
		return $record;
	}

	/**
	 * Refuses an invoice annulled already (null otherwise, for RetriedTransaction).
	 *
	 * @param string $invoice_table Invoice table.
	 * @param int    $invoice_id    Invoice id.
	 * @throws ShopException 409 rueda_invoice_already_annulled.
	 */
	private function refuse_if_annulled( string $invoice_table, int $invoice_id ): ?InvoiceRecord {
		if ( $this->find( $invoice_table, $invoice_id, InvoiceRecord::ANULACION ) ) {
			throw new ShopException( 'rueda_invoice_already_annulled', __( 'This invoice is annulled already.', 'rueda' ), 409 );
		}
		return null;
	}

	/**
	 * An invoice's record of a kind.
	 *
	 * @param string $invoice_table Invoice table.
	 * @param int    $invoice_id    Invoice id.
	 * @param string $kind          alta or anulacion.
	 */
	private function find( string $invoice_table, int $invoice_id, string $kind ): ?InvoiceRecord {
		foreach ( $this->table->of_invoice( $invoice_table, $invoice_id ) as $row ) {
			if ( $kind === $row['record_kind'] ) {
				return InvoiceRecord::from_row( $row );
			}
		}
		return null;
	}
}
