<?php
/**
 * Reads the AEAT's elements back into the nested arrays the writer takes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

/**
 * The writer's inverse, for XML written elsewhere (a submission at the AEAT stand-in, an
 * export read back): walks the element's children against Structure's sequence in
 * document order, so an element of another namespace or name, or one out of the schema's
 * order, throws InvalidRecord. Values come back as written (not trimmed); an element that
 * repeats (maxOccurs > 1) gives a list. It checks order and names only: ElementWriter::check()
 * on the result checks the rest (required elements, facets).
 *
 * @since 0.7.0
 */
final class ElementReader {

	/**
	 * A complex element's children by name.
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMElement $element The element.
	 * @param string      $type    Its type, a key of Structure::COMPLEX.
	 * @param string      $path    Its path, for messages.
	 * @return array<string,mixed>
	 * @throws InvalidRecord When a child is unknown, out of order or repeated too often.
	 */
	public static function read( \DOMElement $element, string $type, string $path ): array {
		foreach ( $element->childNodes as $node ) {
			if ( ( $node instanceof \DOMText ) && '' !== trim( $node->data ) ) {
				/* translators: %s: path of an XML element. */
				throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%s must hold elements, not text.', 'rueda' ), $path ) );
			}
		}
		$children = SafeXml::children( $element );
		$values   = array();
		$at       = 0;
		foreach ( Structure::COMPLEX[ $type ] as $particle ) {
			$choice  = Structure::CHOICE === $particle[0];
			$options = $choice ? $particle[1] : array( $particle[0] => $particle[1] );
			$max     = $choice ? 1 : ( $particle[3] ?? 1 );
			$read    = 0;
			while ( $read < $max && isset( $children[ $at ] ) && self::among( $children[ $at ], $options ) ) {
				$name  = $children[ $at ]->localName;
				$child = $path . '/' . $name . ( $max > 1 ? '[' . ( $read + 1 ) . ']' : '' );
				$value = Structure::is_complex( $options[ $name ] ) ? self::read( $children[ $at ], $options[ $name ], $child ) : self::text( $children[ $at ], $child );
				if ( $max > 1 ) {
					$values[ $name ][] = $value;
				} else {
					$values[ $name ] = $value;
				}
				++$read;
				++$at;
			}
		}
		if ( isset( $children[ $at ] ) ) {
			$name  = $children[ $at ]->localName;
			$child = $path . '/' . $name;
			if ( ! self::among( $children[ $at ], Structure::children( $type ) ) ) {
				/* translators: %s: path of an XML element. */
				throw new InvalidRecord( InvalidRecord::UNKNOWN, $child, sprintf( __( '%s is not an element of the AEAT schema at that place.', 'rueda' ), $child ) );
			}
			if ( isset( $values[ $name ] ) ) {
				/* translators: %s: path of an XML element. */
				throw new InvalidRecord( InvalidRecord::COUNT, $child, sprintf( __( '%s appears more times than the AEAT schema allows.', 'rueda' ), $child ) );
			}
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::ORDER, $child, sprintf( __( '%s is out of the order the AEAT schema sets.', 'rueda' ), $child ) );
		}
		return $values;
	}

	/**
	 * Whether an element is one of some names in SuministroInformacion's namespace.
	 *
	 * @param \DOMElement          $element The element.
	 * @param array<string,string> $options Names (keys) and types.
	 */
	private static function among( \DOMElement $element, array $options ): bool {
		return Structure::NS_INFO === $element->namespaceURI && isset( $options[ $element->localName ] );
	}

	/**
	 * A simple element's text.
	 *
	 * @param \DOMElement $element The element.
	 * @param string      $path    Its path.
	 * @throws InvalidRecord When it holds elements.
	 */
	private static function text( \DOMElement $element, string $path ): string {
		if ( array() !== SafeXml::children( $element ) ) {
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%s must hold text, not elements.', 'rueda' ), $path ) );
		}
		return $element->textContent;
	}
}
