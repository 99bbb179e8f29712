<?php
/**
 * An answer that is not the AEAT's.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

/**
 * Thrown by AnswerReader for a body it cannot take as the AEAT's answer: empty, not XML
 * (a proxy's HTML error page), no SOAP envelope, neither an answer nor a Fault inside, or
 * an answer missing what the schema requires. The message says why, for the owner's log;
 * the records it was about stay unsent-as-far-as-known (the queue decides). Stable code
 * `rueda_verifactu_answer_unreadable`.
 *
 * @since 0.7.0
 */
final class UnreadableAnswer extends \RuntimeException {

	public const CODE = 'rueda_verifactu_answer_unreadable';

	/**
	 * The stable code, as ShopException's.
	 *
	 * @var string
	 */
	public readonly string $error_code;

	/**
	 * Creates the exception.
	 *
	 * @param string $message Translated message.
	 */
	public function __construct( string $message ) {
		$this->error_code = self::CODE;
		parent::__construct( $message );
	}
}
