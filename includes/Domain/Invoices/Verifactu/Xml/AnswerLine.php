<?php
/**
 * The AEAT's answer about one record: RespuestaLinea.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

/**
 * One RespuestaLinea (RespuestaExpedidaType): which invoice (IDFactura), what was done
 * (Operacion: TipoOperacion Alta or Anulacion, and the Subsanacion and RechazoPrevio the
 * record carried), the record's state (EstadoRegistro) and its error, if any. For an
 * anulación the AEAT names the annulled invoice in IDFactura.
 *
 * @since 0.7.0
 */
final class AnswerLine {

	public const CORRECTO             = 'Correcto';
	public const ACEPTADO_CON_ERRORES = 'AceptadoConErrores';
	public const INCORRECTO           = 'Incorrecto';

	/** EstadoRegistroType. */
	public const STATES = array( self::CORRECTO, self::ACEPTADO_CON_ERRORES, self::INCORRECTO );

	public const ALTA      = 'Alta';
	public const ANULACION = 'Anulacion';

	/** The error of a record the AEAT already holds (counts as accepted). */
	public const DUPLICATE = 3000;

	/**
	 * Creates the line.
	 *
	 * @param string                                                                                        $issuer_nif        IDFactura/IDEmisorFactura.
	 * @param string                                                                                        $number            IDFactura/NumSerieFactura.
	 * @param string                                                                                        $date              IDFactura/FechaExpedicionFactura (dd-mm-yyyy).
	 * @param string                                                                                        $operation         Operacion/TipoOperacion: Alta or Anulacion.
	 * @param string|null                                                                                   $subsanacion       Operacion/Subsanacion, when given.
	 * @param string|null                                                                                   $rechazo_previo    Operacion/RechazoPrevio, when given.
	 * @param string                                                                                        $status            EstadoRegistro.
	 * @param int|null                                                                                      $error_code        CodigoErrorRegistro.
	 * @param string|null                                                                                   $error_description DescripcionErrorRegistro.
	 * @param array{request_id:string,status:string,error_code:int|null,error_description:string|null}|null $duplicate RegistroDuplicado: the record the AEAT already holds.
	 */
	public function __construct(
		public readonly string $issuer_nif,
		public readonly string $number,
		public readonly string $date,
		public readonly string $operation,
		public readonly ?string $subsanacion,
		public readonly ?string $rechazo_previo,
		public readonly string $status,
		public readonly ?int $error_code,
		public readonly ?string $error_description,
		public readonly ?array $duplicate
	) {}

	/**
	 * Whether the AEAT refused it as a duplicate of a record it holds (error 3000).
	 *
	 * @since 0.7.0
	 */
	public function is_duplicate(): bool {
		return self::DUPLICATE === $this->error_code;
	}
}
