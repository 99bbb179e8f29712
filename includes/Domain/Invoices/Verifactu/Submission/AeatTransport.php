<?php
/**
 * How a submission reaches the AEAT.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

/**
 * Posts a RegFactuSistemaFacturacion envelope to the AEAT's VERI*FACTU service and gives
 * back the body it answered, whatever its HTTP status (a SOAP Fault comes with a 500).
 *
 * @since 0.7.0
 */
interface AeatTransport {

	/**
	 * Sends the envelope; the answer's body.
	 *
	 * @since 0.7.0
	 *
	 * @param string $xml The envelope.
	 * @throws AeatUnreachable When no answer came (refused, timed out, TLS failed).
	 */
	public function post( string $xml ): string;
}
