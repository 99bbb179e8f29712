<?php
/**
 * The export of every invoice record as one XML document.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\Invoices\Verifactu\Xml\ElementWriter;
use Rueda\Domain\Invoices\Verifactu\Xml\RecordWriter;
use Rueda\Domain\Invoices\Verifactu\Xml\Structure;
use Rueda\Settings\CompanySettings;

/**
 * Writes every record, oldest first, as the AEAT's schema has them: one
 * `sum:RegFactuSistemaFacturacion` (SuministroLR.xsd) holding a `sum:Cabecera` with the
 * shop as ObligadoEmision, then one `sum:RegistroFactura` per record, each with its
 * `sum1:RegistroAlta` or `sum1:RegistroAnulacion` written by RecordWriter (checked
 * against the schema's structure as it is written). Unlike a submission, the export is
 * not cut at 1,000 records: it is the whole history, for an inspection or a backup.
 * Records are read and written a page at a time, so a long chain never sits in memory.
 *
 * @since 0.7.0
 */
final class RecordExport {

	/** Records read at a time. */
	public const PAGE = 200;

	/**
	 * Creates the export.
	 *
	 * @param InvoiceRecords $records The records.
	 */
	public function __construct( private InvoiceRecords $records = new InvoiceRecords() ) {}

	/**
	 * Writes the document in pieces; how many records it holds.
	 *
	 * @since 0.7.0
	 *
	 * @param callable(string):void $out      Takes each piece of text.
	 * @param int                   $per_page Records read at a time.
	 * @throws Xml\InvalidRecord When a stored record does not fit the schema (the document stops there).
	 */
	public function write( callable $out, int $per_page = self::PAGE ): int {
		$out( '<?xml version="1.0" encoding="UTF-8"?>' . "\n" );
		$out( sprintf( '<sum:RegFactuSistemaFacturacion xmlns:sum="%s" xmlns:%s="%s">', esc_attr( Structure::NS_LR ), ElementWriter::PREFIX, esc_attr( Structure::NS_INFO ) ) );
		$out( self::cabecera() );
		$written = 0;
		$page    = 1;
		do {
			$records = $this->records->oldest_first( $page, $per_page );
			foreach ( $records as $record ) {
				$element = $record->is_alta() ? RecordWriter::ALTA : RecordWriter::ANULACION;
				$out( '<sum:RegistroFactura>' . self::without_declaration( RecordWriter::xml( $element, self::fields( $record ) ) ) . '</sum:RegistroFactura>' );
				++$written;
			}
			++$page;
			$read = count( $records );
		} while ( $read === $per_page );
		$out( "</sum:RegFactuSistemaFacturacion>\n" );
		return $written;
	}

	/**
	 * A stored record as RecordWriter takes it: the columns the Huella covers, then the
	 * other fields, its lists wrapped in their elements, and SistemaInformatico with its
	 * producer.
	 *
	 * @since 0.7.0
	 *
	 * @param InvoiceRecord $record Record.
	 * @return array<string,mixed>
	 */
	public static function fields( InvoiceRecord $record ): array {
		$stored = $record->fields;
		$system = (array) ( $stored['SistemaInformatico'] ?? InvoicingSystem::fields() );
		// Records keep only the system's own fields: its producer comes first, as the schema orders them.
		$system = array_merge( InvoicingSystem::producer(), $system );
		$common = array(
			'IDVersion'                => '1.0',
			'Encadenamiento'           => $stored['Encadenamiento'] ?? array(),
			'SistemaInformatico'       => $system,
			'FechaHoraHusoGenRegistro' => $record->generated_at,
			'TipoHuella'               => (string) ( $stored['TipoHuella'] ?? RecordHash::TYPE ),
			'Huella'                   => $record->hash,
		);
		if ( ! $record->is_alta() ) {
			return $common + array(
				'IDFactura' => array(
					'IDEmisorFacturaAnulada'        => $record->issuer,
					'NumSerieFacturaAnulada'        => $record->number,
					'FechaExpedicionFacturaAnulada' => $record->issue_date,
				),
			);
		}
		$lists = array(
			'Destinatarios'        => 'IDDestinatario',
			'FacturasRectificadas' => 'IDFacturaRectificada',
			'FacturasSustituidas'  => 'IDFacturaSustituida',
			'Desglose'             => 'DetalleDesglose',
		);
		foreach ( $lists as $list => $item ) {
			if ( isset( $stored[ $list ] ) && is_array( $stored[ $list ] ) && array_is_list( $stored[ $list ] ) ) {
				$stored[ $list ] = array( $item => $stored[ $list ] );
			}
		}
		unset( $stored['SistemaInformatico'], $stored['Encadenamiento'], $stored['TipoHuella'] );
		return $common + array(
			'IDFactura'    => array(
				'IDEmisorFactura'        => $record->issuer,
				'NumSerieFactura'        => $record->number,
				'FechaExpedicionFactura' => $record->issue_date,
			),
			'TipoFactura'  => $record->type,
			'CuotaTotal'   => $record->tax_total,
			'ImporteTotal' => $record->amount_total,
		) + $stored;
	}

	/**
	 * The header: the shop as ObligadoEmision.
	 */
	private static function cabecera(): string {
		$company  = CompanySettings::get();
		$document = new \DOMDocument( '1.0', 'UTF-8' );
		$cabecera = ElementWriter::element( $document, Structure::NS_LR, 'sum:Cabecera' );
		( new ElementWriter( $document ) )->fill(
			$cabecera,
			'CabeceraType',
			array(
				'ObligadoEmision' => array(
					'NombreRazon' => trim( (string) $company['legal_name'] ),
					'NIF'         => \Rueda\Domain\Invoices\TaxId::normalize( (string) $company['tax_id'] ),
				),
			),
			'Cabecera'
		);
		// The root declares both namespaces: the header's own declarations go.
		return str_replace(
			array( sprintf( ' xmlns:sum="%s"', Structure::NS_LR ), sprintf( ' xmlns:%s="%s"', ElementWriter::PREFIX, Structure::NS_INFO ) ),
			'',
			self::without_declaration( ElementWriter::serialize( $document ) )
		);
	}

	/**
	 * An XML document's text without its `<?xml …?>` line.
	 *
	 * @param string $xml Document.
	 */
	private static function without_declaration( string $xml ): string {
		return trim( (string) preg_replace( '/^<\?xml[^>]*\?>\s*/', '', $xml ) );
	}
}
