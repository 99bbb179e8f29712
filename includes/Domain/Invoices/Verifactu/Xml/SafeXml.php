<?php
/**
 * Reads XML that comes from outside: the AEAT's answers, a submission at the stand-in.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

/**
 * Parses text with libxml's errors kept to itself (garbage is a null, never a PHP
 * warning), without the network, and refuses a document with a DOCTYPE (neither the AEAT
 * nor Rueda writes one; entities are how XML attacks its reader). Small helpers find
 * element children by local name, whatever prefix the sender chose.
 *
 * @since 0.7.0
 */
final class SafeXml {

	/**
	 * The document, or null when the text is empty, not well-formed XML or has a DOCTYPE.
	 *
	 * @since 0.7.0
	 *
	 * @param string $xml The text.
	 */
	public static function load( string $xml ): ?\DOMDocument {
		if ( '' === trim( $xml ) ) {
			return null; // loadXML() throws a ValueError on an empty string.
		}
		$previous = libxml_use_internal_errors( true );
		$document = new \DOMDocument();
		try {
			$loaded = $document->loadXML( $xml, LIBXML_NONET );
		} finally {
			libxml_clear_errors();
			libxml_use_internal_errors( $previous );
		}
		return $loaded && null === $document->doctype && null !== $document->documentElement ? $document : null;
	}

	/**
	 * An element's element children, in order.
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMElement $element The parent.
	 * @return list<\DOMElement>
	 */
	public static function children( \DOMElement $element ): array {
		$children = array();
		foreach ( $element->childNodes as $node ) {
			if ( $node instanceof \DOMElement ) {
				$children[] = $node;
			}
		}
		return $children;
	}

	/**
	 * An element's first element child of a local name (any namespace), or null.
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMElement|null $element The parent (null gives null).
	 * @param string           $name    Local name.
	 */
	public static function child( ?\DOMElement $element, string $name ): ?\DOMElement {
		foreach ( null === $element ? array() : self::children( $element ) as $child ) {
			if ( $child->localName === $name ) {
				return $child;
			}
		}
		return null;
	}

	/**
	 * The text of a child element found by local names down from an element, or null.
	 *
	 * @since 0.7.0
	 *
	 * @param \DOMElement|null $element The element to start from.
	 * @param string           ...$path Local names, one per level.
	 */
	public static function text( ?\DOMElement $element, string ...$path ): ?string {
		foreach ( $path as $name ) {
			$element = self::child( $element, $name );
		}
		return null === $element ? null : $element->textContent;
	}
}
