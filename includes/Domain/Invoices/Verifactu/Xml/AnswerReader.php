<?php
/**
 * Reads what the AEAT's VERI*FACTU service answers to a submission.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

/**
 * A SOAP 1.1 body holding either `RespuestaRegFactuSistemaFacturacion`
 * (RespuestaSuministro.xsd) or a Fault. Elements are found by local name (the AEAT's
 * prefixes are tikR and tik, but a prefix is the sender's choice). What the queue needs is
 * required as the schema requires it (EstadoEnvio, TiempoEsperaEnvio, each line's
 * IDFactura, Operacion and EstadoRegistro); the rest (Cabecera, DatosPresentacion) is not
 * read. Anything else, an empty body, garbage or a proxy's HTML page throws
 * UnreadableAnswer, never a PHP warning.
 *
 * @since 0.7.0
 */
final class AnswerReader {

	/**
	 * The answer, or the Fault.
	 *
	 * @since 0.7.0
	 *
	 * @param string $body The HTTP response's body.
	 * @throws UnreadableAnswer When it is neither.
	 */
	public static function read( string $body ): Answer|Fault {
		if ( '' === trim( $body ) ) {
			throw new UnreadableAnswer( __( 'The AEAT’s answer is empty.', 'rueda' ) );
		}
		$document = SafeXml::load( $body );
		if ( null === $document ) {
			/* translators: %s: the answer's first characters. */
			throw new UnreadableAnswer( sprintf( __( 'The AEAT’s answer is not XML; it begins "%s".', 'rueda' ), self::excerpt( $body ) ) );
		}
		$envelope = $document->documentElement;
		if ( 'Envelope' !== $envelope->localName || Structure::NS_SOAP !== $envelope->namespaceURI ) {
			/* translators: %s: the name of the answer's root element. */
			throw new UnreadableAnswer( sprintf( __( 'The AEAT’s answer is not a SOAP envelope; its root is %s.', 'rueda' ), $envelope->nodeName ) );
		}
		$soap_body = SafeXml::child( $envelope, 'Body' );
		$fault     = SafeXml::child( $soap_body, 'Fault' );
		if ( null !== $fault ) {
			return new Fault( trim( (string) SafeXml::text( $fault, 'faultcode' ) ), trim( (string) SafeXml::text( $fault, 'faultstring' ) ) );
		}
		$answer = SafeXml::child( $soap_body, 'RespuestaRegFactuSistemaFacturacion' );
		if ( null === $answer ) {
			throw new UnreadableAnswer( __( 'The AEAT’s answer holds neither a RespuestaRegFactuSistemaFacturacion nor a SOAP Fault.', 'rueda' ) );
		}
		$lines = array();
		foreach ( SafeXml::children( $answer ) as $child ) {
			if ( 'RespuestaLinea' === $child->localName ) {
				$lines[] = self::line( $child, 'RespuestaLinea[' . ( count( $lines ) + 1 ) . ']' );
			}
		}
		$csv = trim( (string) SafeXml::text( $answer, 'CSV' ) );
		return new Answer(
			'' === $csv ? null : $csv,
			self::value( $answer, 'EstadoEnvio', Answer::STATES ),
			(int) self::matching( $answer, 'TiempoEsperaEnvio', '/^\d{1,4}$/' ),
			$lines
		);
	}

	/**
	 * One RespuestaLinea.
	 *
	 * @param \DOMElement $line The element.
	 * @param string      $path Its path, for messages.
	 * @throws UnreadableAnswer When it lacks what the schema requires.
	 */
	private static function line( \DOMElement $line, string $path ): AnswerLine {
		$id        = SafeXml::child( $line, 'IDFactura' );
		$operation = SafeXml::child( $line, 'Operacion' );
		// The schema's first version had Operacion as the text itself.
		$type      = SafeXml::child( $operation, 'TipoOperacion' ) ?? ( null !== $operation && array() === SafeXml::children( $operation ) ? $operation : null );
		$code      = self::optional( $line, 'CodigoErrorRegistro' );
		$duplicate = SafeXml::child( $line, 'RegistroDuplicado' );
		if ( null !== $code && ! preg_match( '/^\d{1,9}$/', $code ) ) {
			/* translators: 1: path of an element of the answer, 2: its value. */
			throw new UnreadableAnswer( sprintf( __( 'The AEAT’s answer has an invalid %1$s: "%2$s".', 'rueda' ), $path . '/CodigoErrorRegistro', self::excerpt( $code ) ) );
		}
		return new AnswerLine(
			self::required( $id, 'IDEmisorFactura', $path . '/IDFactura' ),
			self::required( $id, 'NumSerieFactura', $path . '/IDFactura' ),
			self::required( $id, 'FechaExpedicionFactura', $path . '/IDFactura' ),
			self::valid( null === $type ? null : trim( $type->textContent ), array( AnswerLine::ALTA, AnswerLine::ANULACION ), $path . '/Operacion/TipoOperacion' ),
			self::optional( $operation, 'Subsanacion' ),
			self::optional( $operation, 'RechazoPrevio' ),
			self::value( $line, 'EstadoRegistro', AnswerLine::STATES, $path ),
			null === $code ? null : (int) $code,
			self::optional( $line, 'DescripcionErrorRegistro' ),
			null === $duplicate ? null : array(
				'request_id'        => self::required( $duplicate, 'IdPeticionRegistroDuplicado', $path . '/RegistroDuplicado' ),
				'status'            => self::required( $duplicate, 'EstadoRegistroDuplicado', $path . '/RegistroDuplicado' ),
				'error_code'        => null === self::optional( $duplicate, 'CodigoErrorRegistro' ) ? null : (int) self::optional( $duplicate, 'CodigoErrorRegistro' ),
				'error_description' => self::optional( $duplicate, 'DescripcionErrorRegistro' ),
			)
		);
	}

	/**
	 * A child's trimmed text, or null when absent or empty.
	 *
	 * @param \DOMElement|null $parent The parent.
	 * @param string           $name   The child's local name.
	 */
	private static function optional( ?\DOMElement $parent, string $name ): ?string {
		$text = trim( (string) SafeXml::text( $parent, $name ) );
		return '' === $text ? null : $text;
	}

	/**
	 * A child's trimmed text, required.
	 *
	 * @param \DOMElement|null $parent The parent.
	 * @param string           $name   The child's local name.
	 * @param string           $path   The parent's path, for the message.
	 * @throws UnreadableAnswer When absent or empty.
	 */
	private static function required( ?\DOMElement $parent, string $name, string $path ): string {
		$text = self::optional( $parent, $name );
		if ( null === $text ) {
			/* translators: %s: path of an element of the answer. */
			throw new UnreadableAnswer( sprintf( __( 'The AEAT’s answer lacks %s.', 'rueda' ), $path . '/' . $name ) );
		}
		return $text;
	}

	/**
	 * A required child's text, one of some values.
	 *
	 * @param \DOMElement $parent The parent.
	 * @param string      $name   The child's local name.
	 * @param string[]    $values The values allowed.
	 * @param string      $path   The parent's path, for messages ('' at the root).
	 * @throws UnreadableAnswer When absent or another value.
	 */
	private static function value( \DOMElement $parent, string $name, array $values, string $path = '' ): string {
		return self::valid( self::optional( $parent, $name ), $values, ltrim( $path . '/' . $name, '/' ) );
	}

	/**
	 * A required child's text, matching a pattern.
	 *
	 * @param \DOMElement $parent  The parent.
	 * @param string      $name    The child's local name.
	 * @param string      $pattern The pattern.
	 * @throws UnreadableAnswer When absent or not matching.
	 */
	private static function matching( \DOMElement $parent, string $name, string $pattern ): string {
		$text = self::required( $parent, $name, 'RespuestaRegFactuSistemaFacturacion' );
		if ( ! preg_match( $pattern, $text ) ) {
			/* translators: 1: path of an element of the answer, 2: its value. */
			throw new UnreadableAnswer( sprintf( __( 'The AEAT’s answer has an invalid %1$s: "%2$s".', 'rueda' ), $name, self::excerpt( $text ) ) );
		}
		return $text;
	}

	/**
	 * A value that must be one of some.
	 *
	 * @param string|null $text   The value (null: absent).
	 * @param string[]    $values The values allowed.
	 * @param string      $path   The element's path, for messages.
	 * @throws UnreadableAnswer When absent or another value.
	 */
	private static function valid( ?string $text, array $values, string $path ): string {
		if ( null === $text ) {
			/* translators: %s: path of an element of the answer. */
			throw new UnreadableAnswer( sprintf( __( 'The AEAT’s answer lacks %s.', 'rueda' ), $path ) );
		}
		if ( ! in_array( $text, $values, true ) ) {
			/* translators: 1: path of an element of the answer, 2: its value. */
			throw new UnreadableAnswer( sprintf( __( 'The AEAT’s answer has an invalid %1$s: "%2$s".', 'rueda' ), $path, self::excerpt( $text ) ) );
		}
		return $text;
	}

	/**
	 * The first characters of some text, on one line, for a message.
	 *
	 * @param string $text The text.
	 */
	private static function excerpt( string $text ): string {
		$line = trim( (string) preg_replace( '/[\s\x00-\x1F\x7F]+/u', ' ', mb_scrub( $text, 'UTF-8' ) ) );
		return mb_strlen( $line, 'UTF-8' ) > 80 ? mb_substr( $line, 0, 80, 'UTF-8' ) . '…' : $line;
	}
}
