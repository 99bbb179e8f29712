<?php
/**
 * Writes the AEAT's elements from nested arrays, checking them against the schema.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

/**
 * Walks Structure's sequences: the elements come out in the schema's order whatever the
 * order of the array's keys; absent optional elements (a missing key, null, '' or an empty
 * array) are left out; a missing required element, a key the type does not have, or a
 * value breaking its type's facets throws InvalidRecord naming the element. Text goes in
 * through DOM text nodes, so DOM escapes it; a value must be a string already trimmed
 * (the Huella is computed over trimmed values) and hold no character XML cannot carry.
 *
 * @since 0.7.0
 */
final class ElementWriter {

	/** The prefix of SuministroInformacion.xsd's namespace, as the AEAT's examples write it. */
	public const PREFIX = 'sum1';

	/**
	 * Creates a writer into a document.
	 *
	 * @param \DOMDocument $document The document the elements belong to.
	 */
	public function __construct( private \DOMDocument $document ) {}

	/**
	 * Appends `<sum1:$name>` of a type, holding a value, to a parent.
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMNode $parent Where it goes.
	 * @param string   $name   Element name.
	 * @param string   $type   A key of Structure::COMPLEX or Structure::SIMPLE.
	 * @param mixed    $value  A string for a simple type, an array keyed by element names for a complex one.
	 * @param string   $path   The element's path, for messages.
	 * @throws InvalidRecord When the value does not fit the type.
	 */
	public function append( \DOMNode $parent, string $name, string $type, mixed $value, string $path ): \DOMElement {
		$element = self::element( $parent, Structure::NS_INFO, self::PREFIX . ':' . $name );
		if ( Structure::is_complex( $type ) ) {
			$this->fill( $element, $type, $value, $path );
		} else {
			$element->appendChild( $this->document->createTextNode( self::text( $type, $value, $path ) ) );
		}
		return $element;
	}

	/**
	 * Appends the children of a complex type to an element, in the schema's order.
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMElement $element The element of that type.
	 * @param string      $type    A key of Structure::COMPLEX.
	 * @param mixed       $value   Its children by element name.
	 * @param string      $path    The element's path, for messages.
	 * @throws InvalidRecord When the value does not fit the type.
	 */
	public function fill( \DOMElement $element, string $type, mixed $value, string $path ): void {
		if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
			/* translators: %s: path of an XML element, e.g. RegistroAlta/IDFactura. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%s must be a group of elements keyed by their names.', 'rueda' ), $path ) );
		}
		$children = Structure::children( $type );
		foreach ( array_keys( $value ) as $key ) {
			if ( ! isset( $children[ $key ] ) ) {
				$at = $path . '/' . $key;
				/* translators: %s: path of an XML element. */
				throw new InvalidRecord( InvalidRecord::UNKNOWN, $at, sprintf( __( '%s is not an element of the AEAT schema at that place.', 'rueda' ), $at ) );
			}
		}
		foreach ( Structure::COMPLEX[ $type ] as $particle ) {
			if ( Structure::CHOICE === $particle[0] ) {
				$this->choice( $element, $particle[1], $value, $path );
				continue;
			}
			$name  = $particle[0];
			$child = $value[ $name ] ?? null;
			$at    = $path . '/' . $name;
			if ( self::absent( $child ) ) {
				if ( ( $particle[2] ?? 1 ) > 0 ) {
					/* translators: %s: path of an XML element. */
					throw new InvalidRecord( InvalidRecord::MISSING, $at, sprintf( __( '%s is required.', 'rueda' ), $at ) );
				}
				continue;
			}
			$max = $particle[3] ?? 1;
			if ( 1 === $max ) {
				$this->append( $element, $name, $particle[1], $child, $at );
				continue;
			}
			if ( ! is_array( $child ) || ! array_is_list( $child ) ) {
				/* translators: %s: path of an XML element. */
				throw new InvalidRecord( InvalidRecord::INVALID, $at, sprintf( __( '%s must be a list.', 'rueda' ), $at ) );
			}
			if ( count( $child ) > $max ) {
				/* translators: 1: path of an XML element, 2: how many times it may appear, 3: how many it has. */
				throw new InvalidRecord( InvalidRecord::COUNT, $at, sprintf( __( '%1$s may appear at most %2$d times; it appears %3$d times.', 'rueda' ), $at, $max, count( $child ) ) );
			}
			foreach ( $child as $index => $item ) {
				$this->append( $element, $name, $particle[1], $item, $at . '[' . ( $index + 1 ) . ']' );
			}
		}
	}

	/**
	 * Checks a value against a complex type without keeping the XML.
	 *
	 * @since 0.7.0
	 *
	 * @param string $type  A key of Structure::COMPLEX.
	 * @param mixed  $value Its children by element name.
	 * @param string $path  The element's path, for messages.
	 * @throws InvalidRecord When the value does not fit the type.
	 */
	public static function check( string $type, mixed $value, string $path ): void {
		$document = new \DOMDocument( '1.0', 'UTF-8' );
		( new self( $document ) )->fill( self::element( $document, Structure::NS_INFO, self::PREFIX . ':Check' ), $type, $value, $path );
	}

	/**
	 * Appends a new element of a namespace to a parent. Where the parent has the prefix
	 * in scope, the element is created without a declaration of its own: DOM would keep
	 * each redundant one in a list it walks on every append (1,000 records took a minute).
	 * serialize() reads the text back, so the document it gives is namespaced throughout.
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMNode $parent         The parent (an element, or the document itself).
	 * @param string   $ns             The element's namespace.
	 * @param string   $qualified_name prefix:name.
	 */
	public static function element( \DOMNode $parent, string $ns, string $qualified_name ): \DOMElement {
		$document = $parent instanceof \DOMDocument ? $parent : $parent->ownerDocument;
		$prefix   = strstr( $qualified_name, ':', true );
		$element  = false !== $prefix && $ns === $parent->lookupNamespaceURI( $prefix )
			? $document->createElement( $qualified_name )
			: $document->createElementNS( $ns, $qualified_name );
		$parent->appendChild( $element );
		return $element;
	}

	/**
	 * A document as text, with each namespace declared once where it is first in scope
	 * (DOM declares it again on every element created apart).
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMDocument $document The document.
	 */
	public static function serialize( \DOMDocument $document ): string {
		$clean = new \DOMDocument( '1.0', 'UTF-8' );
		$clean->loadXML( (string) $document->saveXML(), LIBXML_NSCLEAN | LIBXML_NONET );
		return (string) $clean->saveXML();
	}

	/**
	 * Writes the one element of a choice that the value holds.
	 *
	 * @param \DOMElement          $element The parent.
	 * @param array<string,string> $options Element names and their types.
	 * @param array<string,mixed>  $value   The parent's children by name.
	 * @param string               $path    The parent's path.
	 * @throws InvalidRecord When none or more than one is given.
	 */
	private function choice( \DOMElement $element, array $options, array $value, string $path ): void {
		$given = array();
		foreach ( array_keys( $options ) as $name ) {
			if ( ! self::absent( $value[ $name ] ?? null ) ) {
				$given[] = $name;
			}
		}
		$names = implode( '|', array_keys( $options ) );
		if ( array() === $given ) {
			$at = $path . '/' . $names;
			/* translators: 1: element names separated by |, 2: path of their parent element. */
			throw new InvalidRecord( InvalidRecord::MISSING, $at, sprintf( __( 'One of %1$s is required in %2$s.', 'rueda' ), $names, $path ) );
		}
		if ( count( $given ) > 1 ) {
			$at = $path . '/' . implode( '|', $given );
			/* translators: 1: element names separated by |, 2: path of their parent element. */
			throw new InvalidRecord( InvalidRecord::COUNT, $at, sprintf( __( 'Only one of %1$s may be given in %2$s.', 'rueda' ), $names, $path ) );
		}
		$this->append( $element, $given[0], $options[ $given[0] ], $value[ $given[0] ], $path . '/' . $given[0] );
	}

	/**
	 * A simple type's value, checked against its facets.
	 *
	 * @param string $type  A key of Structure::SIMPLE.
	 * @param mixed  $value The value.
	 * @param string $path  The element's path.
	 * @throws InvalidRecord When it breaks one.
	 */
	private static function text( string $type, mixed $value, string $path ): string {
		if ( ! is_string( $value ) ) {
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%s must be text.', 'rueda' ), $path ) );
		}
		if ( ! preg_match( '//u', $value ) || preg_match( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', $value ) ) {
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%s holds characters an XML document cannot carry.', 'rueda' ), $path ) );
		}
		if ( trim( $value ) !== $value ) {
			/* translators: %s: path of an XML element. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%s must not start or end with spaces.', 'rueda' ), $path ) );
		}
		$facets = Structure::SIMPLE[ $type ];
		$length = mb_strlen( $value, 'UTF-8' );
		if ( isset( $facets['enum'] ) && ! in_array( $value, $facets['enum'], true ) ) {
			/* translators: 1: path of an XML element, 2: the values it allows, 3: the value given. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%1$s must be one of %2$s; it is "%3$s".', 'rueda' ), $path, implode( ', ', $facets['enum'] ), $value ) );
		}
		if ( isset( $facets['length'] ) && $length !== $facets['length'] ) {
			/* translators: 1: path of an XML element, 2: the length it needs, 3: its length. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%1$s must have exactly %2$d characters; it has %3$d.', 'rueda' ), $path, $facets['length'], $length ) );
		}
		if ( isset( $facets['max'] ) && $length > $facets['max'] ) {
			/* translators: 1: path of an XML element, 2: the most characters it may have, 3: its length. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%1$s must have at most %2$d characters; it has %3$d.', 'rueda' ), $path, $facets['max'], $length ) );
		}
		if ( isset( $facets['pattern'] ) && ( ! preg_match( '/^(?:' . $facets['pattern'] . ')$/D', $value ) || ! self::real( $facets['format'], $value ) ) ) {
			/* translators: 1: path of an XML element, 2: the format it needs (e.g. "a date as dd-mm-yyyy"), 3: the value given. */
			throw new InvalidRecord( InvalidRecord::INVALID, $path, sprintf( __( '%1$s must be %2$s; it is "%3$s".', 'rueda' ), $path, self::format( $facets['format'] ), $value ) );
		}
		return $value;
	}

	/**
	 * Whether a value matching a date pattern names a real day (and time).
	 *
	 * @param string $format The pattern's format name.
	 * @param string $value  The value.
	 */
	private static function real( string $format, string $value ): bool {
		if ( 'fecha' === $format ) {
			return checkdate( (int) substr( $value, 3, 2 ), (int) substr( $value, 0, 2 ), (int) substr( $value, 6, 4 ) );
		}
		if ( 'dateTime' === $format ) {
			return checkdate( (int) substr( $value, 5, 2 ), (int) substr( $value, 8, 2 ), (int) substr( $value, 0, 4 ) )
				&& (int) substr( $value, 11, 2 ) < 24 && (int) substr( $value, 14, 2 ) < 60 && (int) substr( $value, 17, 2 ) < 60
				&& (int) substr( $value, 20, 2 ) <= 14 && (int) substr( $value, 23, 2 ) < 60;
		}
		return true;
	}

	/**
	 * A pattern's format, for a message.
	 *
	 * @param string $format The format's name in Structure::SIMPLE.
	 */
	private static function format( string $format ): string {
		switch ( $format ) {
			case 'nif':
				return __( 'a NIF of 9 capital letters and digits', 'rueda' );
			case 'fecha':
				return __( 'a date as dd-mm-yyyy', 'rueda' );
			case 'dateTime':
				return __( 'a date and time as yyyy-mm-ddThh:mm:ss+hh:mm', 'rueda' );
			case 'amount':
				return __( 'an amount of up to 12 digits with up to 2 decimals after a point, such as -123.45', 'rueda' );
			case 'rate':
				return __( 'a rate of up to 3 digits with up to 2 decimals after a point, such as 21.00', 'rueda' );
			default:
				return __( 'a two-letter country code', 'rueda' );
		}
	}

	/**
	 * Whether a value stands for an absent element.
	 *
	 * @param mixed $value The value.
	 */
	private static function absent( mixed $value ): bool {
		return null === $value || '' === $value || array() === $value;
	}
}
