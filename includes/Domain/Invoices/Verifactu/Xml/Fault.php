<?php
/**
 * A SOAP Fault the AEAT answered instead of an answer.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

/**
 * The whole submission was refused (a schema error of the envelope, a certificate the
 * AEAT does not accept, its own failure): no record was registered. `code` is faultcode
 * as sent (e.g. `env:Client`), `message` faultstring (the AEAT writes
 * `Codigo[4102].El XML no cumple el esquema…` there).
 *
 * @since 0.7.0
 */
final class Fault {

	/**
	 * Creates the fault.
	 *
	 * @param string $code    faultcode.
	 * @param string $message faultstring.
	 */
	public function __construct(
		public readonly string $code,
		public readonly string $message
	) {}

	/**
	 * The AEAT's error number inside faultstring ("Codigo[4102]…"), or null.
	 *
	 * @since 0.7.0
	 */
	public function aeat_code(): ?int {
		return preg_match( '/Codigo\[(\d+)\]/', $this->message, $match ) ? (int) $match[1] : null;
	}
}
