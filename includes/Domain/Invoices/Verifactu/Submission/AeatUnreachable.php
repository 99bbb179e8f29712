<?php
/**
 * The AEAT could not be reached.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

/**
 * No answer came from the AEAT (connection refused, timeout, TLS refused, no certificate
 * for an https endpoint): the records wait and go later with Incidencia S. The message is
 * for the owner's notice.
 *
 * @since 0.7.0
 */
final class AeatUnreachable extends \RuntimeException {
}
