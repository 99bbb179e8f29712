<?php
/**
 * The AEAT's answer to a submission: RespuestaRegFactuSistemaFacturacion.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

/**
 * What RespuestaSuministro.xsd's answer says of the whole submission, and a line per
 * record sent (in the order sent).
 *
 * @since 0.7.0
 */
final class Answer {

	public const CORRECTO              = 'Correcto';
	public const PARCIALMENTE_CORRECTO = 'ParcialmenteCorrecto';
	public const INCORRECTO            = 'Incorrecto';

	/** EstadoEnvioType. */
	public const STATES = array( self::CORRECTO, self::PARCIALMENTE_CORRECTO, self::INCORRECTO );

	/**
	 * Creates the answer.
	 *
	 * @param string|null  $csv          The CSV code of the submission (absent when nothing was registered).
	 * @param string       $status       EstadoEnvio: Correcto, ParcialmenteCorrecto or Incorrecto.
	 * @param int          $wait_seconds TiempoEsperaEnvio: seconds to wait before the next submission.
	 * @param AnswerLine[] $lines        RespuestaLinea, one per record.
	 */
	public function __construct(
		public readonly ?string $csv,
		public readonly string $status,
		public readonly int $wait_seconds,
		public readonly array $lines
	) {}
}
