<?php
/**
 * The XML of one VERI*FACTU record: sum1:RegistroAlta or sum1:RegistroAnulacion.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

/**
 * Writes a record from a plain nested array keyed by the AEAT's element names: the
 * contract between the records (which fill it) and the submission (which sends it).
 * Every value is a string exactly as it goes into the XML (and into the Huella): amounts
 * with a point and two decimals, negative with a leading '-', dates dd-mm-yyyy, trimmed.
 * Key order does not matter; absent optional elements are left out; anything the schema
 * refuses throws InvalidRecord naming the element (ElementWriter).
 *
 * An alta (RegistroFacturacionAltaType), the elements Rueda fills:
 *
 *     array(
 *         'IDVersion'            => '1.0',
 *         'IDFactura'            => array(
 *             'IDEmisorFactura'        => 'B12345674',     // the shop's NIF, 9 characters
 *             'NumSerieFactura'        => 'FS-2026-000123', // 1 to 60 characters
 *             'FechaExpedicionFactura' => '29-11-2026',
 *         ),
 *         'NombreRazonEmisor'    => 'Neumáticos Rueda S.L.',  // up to 120
 *         'Subsanacion'          => 'S',                       // optional: a correction after AceptadoConErrores or Incorrecto
 *         'RechazoPrevio'        => 'S',                       // optional: N, S or X, after an Incorrecto
 *         'TipoFactura'          => 'F2',                      // F1 F2 F3 R1 R2 R3 R4 R5
 *         'TipoRectificativa'    => 'I',                       // R1-R5 only: I (by differences) or S
 *         'FacturasRectificadas' => array(                     // R1-R5 only; 1 to 1,000
 *             'IDFacturaRectificada' => array(
 *                 array( 'IDEmisorFactura' => '…', 'NumSerieFactura' => '…', 'FechaExpedicionFactura' => '…' ),
 *             ),
 *         ),
 *         'DescripcionOperacion' => 'Venta de neumáticos',     // up to 500
 *         'Destinatarios'        => array(                     // F1 (and R1): the customer; 1 to 1,000
 *             'IDDestinatario' => array(
 *                 array( 'NombreRazon' => 'Cliente S.A.', 'NIF' => 'A12345674' ),
 *                 // or 'IDOtro' => array( 'CodigoPais' => 'PT', 'IDType' => '02', 'ID' => '…' ) instead of 'NIF'
 *             ),
 *         ),
 *         'Desglose'             => array(
 *             'DetalleDesglose' => array(                      // 1 to 12, one per rate and regime
 *                 array(
 *                     'Impuesto'                      => '01',  // optional: 01 IVA (02 IPSI, 03 IGIC, 05 otros)
 *                     'ClaveRegimen'                  => '01',
 *                     'CalificacionOperacion'         => 'S1',  // or 'OperacionExenta' => 'E1'…'E6'
 *                     'TipoImpositivo'                => '21.00',
 *                     'BaseImponibleOimporteNoSujeto' => '100.00',
 *                     'CuotaRepercutida'              => '21.00',
 *                 ),
 *             ),
 *         ),
 *         'CuotaTotal'           => '21.00',                   // ImporteSgn12.2: -?\d{1,12}(\.\d{0,2})?
 *         'ImporteTotal'         => '121.00',
 *         'Encadenamiento'       => array( 'PrimerRegistro' => 'S' ),
 *         // or array( 'RegistroAnterior' => array( 'IDEmisorFactura' => '…', 'NumSerieFactura' => '…',
 *         //         'FechaExpedicionFactura' => '…', 'Huella' => '…' ) )
 *         'SistemaInformatico'   => array(
 *             'NombreRazon'                 => '…',             // who makes the system
 *             'NIF'                         => '…',             // or 'IDOtro' => array( … )
 *             'NombreSistemaInformatico'    => 'Rueda',          // up to 30
 *             'IdSistemaInformatico'        => 'RU',             // up to 2
 *             'Version'                     => '0.7.0',          // up to 50
 *             'NumeroInstalacion'           => '…',             // up to 100
 *             'TipoUsoPosibleSoloVerifactu' => 'S',
 *             'TipoUsoPosibleMultiOT'       => 'N',
 *             'IndicadorMultiplesOT'        => 'N',
 *         ),
 *         'FechaHoraHusoGenRegistro' => '2026-11-29T14:05:09+01:00',
 *         'TipoHuella'           => '01',
 *         'Huella'               => '3C464DAF…',               // up to 64
 *     )
 *
 * The schema's other optional elements of an alta are written too when given: RefExterna,
 * FacturasSustituidas (F3), ImporteRectificacion (TipoRectificativa S), FechaOperacion,
 * FacturaSimplificadaArt7273, FacturaSinIdentifDestinatarioArt61d, Macrodato,
 * EmitidaPorTerceroODestinatario, Tercero, Cupon, NumRegistroAcuerdoFacturacion,
 * IdAcuerdoSistemaInformatico.
 *
 * An anulación (RegistroFacturacionAnulacionType):
 *
 *     array(
 *         'IDVersion'                => '1.0',
 *         'IDFactura'                => array(
 *             'IDEmisorFacturaAnulada'        => 'B12345674',
 *             'NumSerieFacturaAnulada'        => 'FS-2026-000123',
 *             'FechaExpedicionFacturaAnulada' => '29-11-2026',
 *         ),
 *         // optional: RefExterna, SinRegistroPrevio (S/N), RechazoPrevio (S/N), GeneradoPor (E/D/T), Generador
 *         'Encadenamiento'           => …, 'SistemaInformatico' => …,
 *         'FechaHoraHusoGenRegistro' => '…', 'TipoHuella' => '01', 'Huella' => '…',
 *     )
 *
 * @since 0.7.0
 */
final class RecordWriter {

	public const ALTA      = 'RegistroAlta';
	public const ANULACION = 'RegistroAnulacion';

	/**
	 * An alta as an XML document of its own (for an export of the records, or a check).
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $fields The record, as the class describes.
	 * @throws InvalidRecord When it does not fit the schema.
	 */
	public static function alta( array $fields ): string {
		return self::xml( self::ALTA, $fields );
	}

	/**
	 * An anulación as an XML document of its own.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $fields The record, as the class describes.
	 * @throws InvalidRecord When it does not fit the schema.
	 */
	public static function anulacion( array $fields ): string {
		return self::xml( self::ANULACION, $fields );
	}

	/**
	 * A record as an XML document of its own.
	 *
	 * @since 0.7.0
	 *
	 * @param string              $element RegistroAlta or RegistroAnulacion.
	 * @param array<string,mixed> $fields  The record.
	 * @throws InvalidRecord When it does not fit the schema.
	 */
	public static function xml( string $element, array $fields ): string {
		$document = new \DOMDocument( '1.0', 'UTF-8' );
		self::append( $document, $element, $fields, $element );
		return ElementWriter::serialize( $document );
	}

	/**
	 * Appends a record's element to a parent node (a sum:RegistroFactura).
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMNode            $parent  The parent, in a DOMDocument.
	 * @param string              $element RegistroAlta or RegistroAnulacion.
	 * @param array<string,mixed> $fields  The record.
	 * @param string              $path    Its path, for messages.
	 * @throws InvalidRecord When it does not fit the schema.
	 */
	public static function append( \DOMNode $parent, string $element, array $fields, string $path ): \DOMElement {
		if ( ! isset( Structure::RECORDS[ $element ] ) ) {
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::UNKNOWN, $path, sprintf( __( '%s is not a VERI*FACTU record: use RegistroAlta or RegistroAnulacion.', 'rueda' ), $path ) );
		}
		$document = $parent instanceof \DOMDocument ? $parent : $parent->ownerDocument;
		return ( new ElementWriter( $document ) )->append( $parent, $element, Structure::RECORDS[ $element ], $fields, $path );
	}
}
