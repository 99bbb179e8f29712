<?php
/**
 * A record or a submission that does not fit the AEAT's schema.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

/**
 * Thrown by the writers (and the reader of a submission) before any XML leaves the shop:
 * the message names the element at fault by its path from the record
 * (`RegistroAlta/Desglose/DetalleDesglose[2]/CuotaRepercutida`), `reason` says what kind of
 * fault it is, `element` is that path. One stable code for all: `rueda_verifactu_xml_invalid`.
 *
 * @since 0.7.0
 */
final class InvalidRecord extends \InvalidArgumentException {

	public const CODE = 'rueda_verifactu_xml_invalid';

	/** A required element is absent or empty. */
	public const MISSING = 'missing';
	/** An element the schema does not have there. */
	public const UNKNOWN = 'unknown';
	/** An element the schema has, but earlier in the sequence (read XML only). */
	public const ORDER = 'order';
	/** A value breaking its type: pattern, length, enumeration, or not text at all. */
	public const INVALID = 'invalid';
	/** An element repeated more (or fewer) times than the schema allows. */
	public const COUNT = 'count';

	/**
	 * The stable code, as ShopException's.
	 *
	 * @var string
	 */
	public readonly string $error_code;

	/**
	 * Creates the exception.
	 *
	 * @param string $reason  One of the constants above.
	 * @param string $element Path of the element at fault.
	 * @param string $message Translated message naming it.
	 */
	public function __construct(
		public readonly string $reason,
		public readonly string $element,
		string $message
	) {
		$this->error_code = self::CODE;
		parent::__construct( $message );
	}
}
