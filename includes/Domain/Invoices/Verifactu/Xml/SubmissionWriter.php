<?php
/**
 * The SOAP request that submits records to the AEAT: RegFactuSistemaFacturacion.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

/**
 * A SOAP 1.1 envelope whose body is `sum:RegFactuSistemaFacturacion`: `sum:Cabecera`
 * (sum1:ObligadoEmision with NombreRazon and NIF; sum1:RemisionVoluntaria/sum1:Incidencia
 * S when the records go late because the AEAT could not be reached) and 1 to 1,000
 * `sum:RegistroFactura`, each holding one RegistroAlta or RegistroAnulacion written by
 * RecordWriter. Every record must be the obligado's own (its IDEmisorFactura is the
 * header's NIF, as the AEAT requires: error 1108), so one submission carries one chain.
 *
 * @since 0.7.0
 */
final class SubmissionWriter {

	/** The most records one submission may carry (SuministroLR.xsd: maxOccurs 1000). */
	public const MAX_RECORDS = 1000;

	/**
	 * The envelope, as UTF-8 XML text.
	 *
	 * @since 0.7.0
	 *
	 * @param array{NombreRazon:string,NIF:string} $issuer     The obligado (ObligadoEmision).
	 * @param array<int,array<string,mixed>>       $records    Each `array( 'RegistroAlta' => fields )` or `array( 'RegistroAnulacion' => fields )`, oldest first.
	 * @param bool                                 $incidencia Whether they are sent late after the AEAT could not be reached.
	 * @throws InvalidRecord When the header or a record does not fit the schema, or there are none or too many.
	 */
	public static function xml( array $issuer, array $records, bool $incidencia = false ): string {
		$count = count( $records );
		if ( 0 === $count || $count > self::MAX_RECORDS ) {
			/* translators: %d: how many records were given. */
			throw new InvalidRecord( 0 === $count ? InvalidRecord::MISSING : InvalidRecord::COUNT, 'RegistroFactura', sprintf( __( 'A submission holds 1 to 1,000 records; this one has %d.', 'rueda' ), $count ) );
		}
		$document = new \DOMDocument( '1.0', 'UTF-8' );
		$envelope = $document->createElementNS( Structure::NS_SOAP, 'soapenv:Envelope' );
		$document->appendChild( $envelope );
		$envelope->setAttributeNS( Structure::NS_XMLNS, 'xmlns:sum', Structure::NS_LR );
		$envelope->setAttributeNS( Structure::NS_XMLNS, 'xmlns:' . ElementWriter::PREFIX, Structure::NS_INFO );
		ElementWriter::element( $envelope, Structure::NS_SOAP, 'soapenv:Header' );
		$body = ElementWriter::element( $envelope, Structure::NS_SOAP, 'soapenv:Body' );
		$root = ElementWriter::element( $body, Structure::NS_LR, 'sum:RegFactuSistemaFacturacion' );

		$header = array( 'ObligadoEmision' => $issuer );
		if ( $incidencia ) {
			$header['RemisionVoluntaria'] = array( 'Incidencia' => 'S' );
		}
		$cabecera = ElementWriter::element( $root, Structure::NS_LR, 'sum:Cabecera' );
		( new ElementWriter( $document ) )->fill( $cabecera, 'CabeceraType', $header, 'Cabecera' );

		foreach ( array_values( $records ) as $index => $record ) {
			$path    = 'RegistroFactura[' . ( $index + 1 ) . ']';
			$element = is_array( $record ) && 1 === count( $record ) ? (string) array_key_first( $record ) : '';
			if ( '' === $element || ! is_array( $record[ $element ] ) ) {
				/* translators: %s: path of an XML element. */
				throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%s must hold one record, keyed RegistroAlta or RegistroAnulacion.', 'rueda' ), $path ) );
			}
			$fields = $record[ $element ];
			$path  .= '/' . $element;
			$holder = ElementWriter::element( $root, Structure::NS_LR, 'sum:RegistroFactura' );
			RecordWriter::append( $holder, $element, $fields, $path );
			self::check_issuer( $element, $fields, (string) $issuer['NIF'], $path );
		}
		return ElementWriter::serialize( $document );
	}

	/**
	 * The NIF a record is issued under: IDEmisorFactura of an alta, IDEmisorFacturaAnulada
	 * of an anulación.
	 *
	 * @since 0.7.0
	 *
	 * @param string              $element RegistroAlta or RegistroAnulacion.
	 * @param array<string,mixed> $fields  The record.
	 */
	public static function issuer_of( string $element, array $fields ): string {
		$key = RecordWriter::ANULACION === $element ? 'IDEmisorFacturaAnulada' : 'IDEmisorFactura';
		return (string) ( $fields['IDFactura'][ $key ] ?? '' );
	}

	/**
	 * Refuses a record of another obligado.
	 *
	 * @param string              $element RegistroAlta or RegistroAnulacion.
	 * @param array<string,mixed> $fields  The record (already checked against the schema).
	 * @param string              $nif     The header's NIF.
	 * @param string              $path    The record's path.
	 * @throws InvalidRecord When its NIF is another.
	 */
	private static function check_issuer( string $element, array $fields, string $nif, string $path ): void {
		if ( self::issuer_of( $element, $fields ) !== $nif ) {
			$at = $path . '/IDFactura/' . ( RecordWriter::ANULACION === $element ? 'IDEmisorFacturaAnulada' : 'IDEmisorFactura' );
			/* translators: 1: path of an XML element, 2: the NIF of the header's ObligadoEmision. */
			throw new InvalidRecord( InvalidRecord::INVALID, $at, sprintf( __( '%1$s must be the NIF of Cabecera/ObligadoEmision, %2$s.', 'rueda' ), $at, $nif ) );
		}
	}
}
