<?php
/**
 * A stored record as the submission writes it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\Xml\RecordWriter;

/**
 * Turns an InvoiceRecord into the nested array RecordWriter takes: IDFactura, the values
 * its Huella covers and its place in the chain from the columns, the rest from `fields`,
 * whose lists are kept without their wrappers (Destinatarios → IDDestinatario,
 * FacturasRectificadas → IDFacturaRectificada, Desglose → DetalleDesglose). A record the
 * AEAT accepted with errors goes again as a correction (Subsanacion S); one it refused,
 * as a correction of a refused record (Subsanacion S and RechazoPrevio S; an anulación
 * carries RechazoPrevio S only, its schema has no Subsanacion). SistemaInformatico as
 * stored names the system but not who produced it (NombreRazon and NIF, required by the
 * schema): the producer given is filled in when the record lacks one (it is outside the
 * Huella).
 *
 * @since 0.7.0
 */
final class RecordPayload {

	/** The version of the AEAT's schema the records follow. */
	public const VERSION = '1.0';

	/** Wrapper element => its item, for the lists kept without wrappers. */
	private const LISTS = array(
		'Destinatarios'        => 'IDDestinatario',
		'FacturasRectificadas' => 'IDFacturaRectificada',
		'Desglose'             => 'DetalleDesglose',
	);

	/**
	 * The record for SubmissionWriter: `array( 'RegistroAlta' => fields )` or
	 * `array( 'RegistroAnulacion' => fields )`.
	 *
	 * @since 0.7.0
	 *
	 * @param InvoiceRecord                        $record   The record as stored.
	 * @param array{NombreRazon:string,NIF:string} $producer SistemaInformatico's producer, when the record names none.
	 * @return array<string,array<string,mixed>>
	 */
	public static function of( InvoiceRecord $record, array $producer ): array {
		$fields = $record->fields;
		if ( isset( $fields['SistemaInformatico'] ) && is_array( $fields['SistemaInformatico'] ) && ! isset( $fields['SistemaInformatico']['NombreRazon'] ) ) {
			$fields['SistemaInformatico'] = $producer + $fields['SistemaInformatico'];
		}
		foreach ( self::LISTS as $wrapper => $item ) {
			if ( isset( $fields[ $wrapper ] ) && array_is_list( $fields[ $wrapper ] ) ) {
				$fields[ $wrapper ] = array( $item => $fields[ $wrapper ] );
			}
		}
		$common = array(
			'IDVersion'                => self::VERSION,
			'FechaHoraHusoGenRegistro' => $record->generated_at,
			'Huella'                   => $record->hash,
		);
		if ( ! $record->is_alta() ) {
			$fields = array(
				'IDFactura' => array(
					'IDEmisorFacturaAnulada'        => $record->issuer,
					'NumSerieFacturaAnulada'        => $record->number,
					'FechaExpedicionFacturaAnulada' => $record->issue_date,
				),
			) + $common + $fields;
			if ( InvoiceRecord::INCORRECT === $record->state ) {
				$fields['RechazoPrevio'] = 'S';
			}
			return array( RecordWriter::ANULACION => $fields );
		}
		$fields = array(
			'IDFactura'    => array(
				'IDEmisorFactura'        => $record->issuer,
				'NumSerieFactura'        => $record->number,
				'FechaExpedicionFactura' => $record->issue_date,
			),
			'TipoFactura'  => $record->type,
			'CuotaTotal'   => $record->tax_total,
			'ImporteTotal' => $record->amount_total,
		) + $common + $fields;
		if ( InvoiceRecord::ACCEPTED_WITH_ERRORS === $record->state || InvoiceRecord::INCORRECT === $record->state ) {
			$fields['Subsanacion'] = 'S';
		}
		if ( InvoiceRecord::INCORRECT === $record->state ) {
			$fields['RechazoPrevio'] = 'S';
		}
		return array( RecordWriter::ALTA => $fields );
	}
}
