<?php
/**
 * Reads a RegFactuSistemaFacturacion envelope, as the AEAT does on receiving it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

/**
 * The receiving side of SubmissionWriter, with the same rules (Structure): what the AEAT
 * stand-in (bin/aeat-simulator.php) checks, and what a test reads back. An envelope that
 * is not one (not XML, no SOAP Body, another root, a bad Cabecera, no records or more
 * than 1,000) throws InvalidRecord: the AEAT refuses it whole with a SOAP Fault. A record
 * that breaks the schema does not stop the others: it comes back with its error, as the
 * AEAT answers such a record Incorrecto and goes on.
 *
 * @since 0.7.0
 */
final class SubmissionReader {

	/**
	 * The header and each record.
	 *
	 * @since 0.7.0
	 *
	 * @param string $xml The request's body.
	 * @return array{cabecera:array<string,mixed>,records:list<array{element:string,id:array{nif:string,number:string,date:string},fields:array<string,mixed>|null,error:InvalidRecord|null}>}
	 * @throws InvalidRecord When the envelope itself is refused.
	 */
	public static function read( string $xml ): array {
		$document = SafeXml::load( $xml );
		$envelope = $document?->documentElement;
		if ( null === $envelope || 'Envelope' !== $envelope->localName || Structure::NS_SOAP !== $envelope->namespaceURI ) {
			throw new InvalidRecord( InvalidRecord::INVALID, 'Envelope', __( 'The submission is not a SOAP 1.1 envelope of well-formed XML.', 'rueda' ) );
		}
		$root = SafeXml::child( SafeXml::child( $envelope, 'Body' ), 'RegFactuSistemaFacturacion' );
		if ( null === $root || Structure::NS_LR !== $root->namespaceURI ) {
			throw new InvalidRecord( InvalidRecord::MISSING, 'Envelope/Body/RegFactuSistemaFacturacion', __( 'The SOAP body holds no sum:RegFactuSistemaFacturacion.', 'rueda' ) );
		}
		$children = SafeXml::children( $root );
		$header   = array_shift( $children );
		if ( null === $header || 'Cabecera' !== $header->localName || Structure::NS_LR !== $header->namespaceURI ) {
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::MISSING, 'Cabecera', sprintf( __( '%s is required.', 'rueda' ), 'Cabecera' ) );
		}
		$cabecera = ElementReader::read( $header, 'CabeceraType', 'Cabecera' );
		ElementWriter::check( 'CabeceraType', $cabecera, 'Cabecera' );

		$count = count( $children );
		if ( 0 === $count || $count > SubmissionWriter::MAX_RECORDS ) {
			/* translators: %d: how many records were given. */
			throw new InvalidRecord( 0 === $count ? InvalidRecord::MISSING : InvalidRecord::COUNT, 'RegistroFactura', sprintf( __( 'A submission holds 1 to 1,000 records; this one has %d.', 'rueda' ), $count ) );
		}
		$records = array();
		foreach ( $children as $index => $holder ) {
			$records[] = self::record( $holder, 'RegistroFactura[' . ( $index + 1 ) . ']' );
		}
		return array(
			'cabecera' => $cabecera,
			'records'  => $records,
		);
	}

	/**
	 * One RegistroFactura: its record read and checked, or its error.
	 *
	 * @param \DOMElement $holder The sum:RegistroFactura.
	 * @param string      $path   Its path.
	 * @return array{element:string,id:array{nif:string,number:string,date:string},fields:array<string,mixed>|null,error:InvalidRecord|null}
	 * @throws InvalidRecord When the envelope holds something else than a RegistroFactura there.
	 */
	private static function record( \DOMElement $holder, string $path ): array {
		if ( 'RegistroFactura' !== $holder->localName || Structure::NS_LR !== $holder->namespaceURI ) {
			$at = 'RegFactuSistemaFacturacion/' . $holder->localName;
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::UNKNOWN, $at, sprintf( __( '%s is not an element of the AEAT schema at that place.', 'rueda' ), $at ) );
		}
		$inner   = SafeXml::children( $holder );
		$record  = 1 === count( $inner ) ? $inner[0] : null;
		$element = null === $record ? '' : (string) $record->localName;
		$anulada = RecordWriter::ANULACION === $element ? 'Anulada' : '';
		$id      = SafeXml::child( $record, 'IDFactura' );
		$result  = array(
			'element' => $element,
			// What the answer's line names, even for a record that breaks the schema.
			'id'      => array(
				'nif'    => (string) SafeXml::text( $id, 'IDEmisorFactura' . $anulada ),
				'number' => (string) SafeXml::text( $id, 'NumSerieFactura' . $anulada ),
				'date'   => (string) SafeXml::text( $id, 'FechaExpedicionFactura' . $anulada ),
			),
			'fields'  => null,
			'error'   => null,
		);
		try {
			if ( null === $record || ! isset( Structure::RECORDS[ $element ] ) || Structure::NS_INFO !== $record->namespaceURI ) {
				/* translators: %s: path of an XML element. */
				throw new InvalidRecord( InvalidRecord::MISSING, $path, sprintf( __( '%s must hold one RegistroAlta or RegistroAnulacion.', 'rueda' ), $path ) );
			}
			$at     = $path . '/' . $element;
			$fields = ElementReader::read( $record, Structure::RECORDS[ $element ], $at );
			ElementWriter::check( Structure::RECORDS[ $element ], $fields, $at );
			$result['fields'] = $fields;
		} catch ( InvalidRecord $error ) {
			$result['error'] = $error;
		}
		return $result;
	}
}
