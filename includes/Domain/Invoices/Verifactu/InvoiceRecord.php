<?php
/**
 * A VERI*FACTU invoice record.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

/**
 * A "registro de facturación" as stored: an alta (an invoice was issued) or an anulación
 * (an invoice that should never have been issued is annulled), its place in its issuer's
 * chain, the values its Huella covers, in columns, and every other field the XML needs in
 * `fields`, named as the AEAT's schema names them (NombreRazonEmisor, Desglose,
 * Encadenamiento, SistemaInformatico…). For an anulación, issuer, number and date are the
 * annulled invoice's (…Anulada) and the amounts are empty.
 *
 * @since 0.7.0
 */
final class InvoiceRecord {

	public const ALTA      = 'alta';
	public const ANULACION = 'anulacion';

	/** TipoFactura: a full invoice (factura completa). */
	public const F1 = 'F1';
	/** TipoFactura: a simplified invoice. */
	public const F2 = 'F2';
	/** TipoFactura: a full invoice replacing simplified ones. */
	public const F3 = 'F3';
	/** TipoFactura: rectifies a full invoice (art. 80 Uno, Dos y Seis LIVA). */
	public const R1 = 'R1';
	/** TipoFactura: rectifies a simplified invoice. */
	public const R5 = 'R5';

	/** Every TipoFactura a record may have. */
	public const TYPES = array( self::F1, self::F2, self::F3, self::R1, self::R5 );

	/** Submission state of a record not yet sent. */
	public const PENDING = 'pendiente';

	/** The AEAT accepted the record (EstadoRegistro Correcto, or error 3000: already there). */
	public const CORRECT = 'correcto';

	/** The AEAT accepted it with errors (AceptadoConErrores): it is sent again corrected. */
	public const ACCEPTED_WITH_ERRORS = 'aceptado_con_errores';

	/** The AEAT refused it (Incorrecto): it is sent again corrected, with RechazoPrevio. */
	public const INCORRECT = 'incorrecto';

	/** Every submission state, in the order a record may pass through them. */
	public const SUBMISSION_STATES = array( self::PENDING, self::ACCEPTED_WITH_ERRORS, self::INCORRECT, self::CORRECT );

	/**
	 * Creates the record.
	 *
	 * @param int                 $id            Row id.
	 * @param string              $issuer        IDEmisorFactura (the issuer's NIF).
	 * @param int                 $position      Place in the issuer's chain, from 1.
	 * @param string              $kind          alta or anulacion.
	 * @param string              $type          TipoFactura (of the annulled invoice for an anulación).
	 * @param string              $invoice_table The invoice's table (Schema::INVOICES, Schema::RECTIFY).
	 * @param int                 $invoice_id    Its id there (order id, refund id).
	 * @param string              $number        NumSerieFactura, as printed on the invoice.
	 * @param string              $issue_date    FechaExpedicionFactura, dd-mm-yyyy.
	 * @param string              $tax_total     CuotaTotal ('' for an anulación).
	 * @param string              $amount_total  ImporteTotal ('' for an anulación).
	 * @param string              $generated_at  FechaHoraHusoGenRegistro.
	 * @param string              $previous_hash The previous record's Huella ('' for the first).
	 * @param string              $hash          Huella.
	 * @param array<string,mixed> $fields        The XML's other fields.
	 * @param string              $reason        Why an invoice was annulled ('' for an alta).
	 * @param string              $state         Submission state.
	 * @param string|null         $csv           The AEAT's CSV code, once accepted.
	 * @param string|null         $answer        The AEAT's answer.
	 * @param int                 $attempts      How many times the AEAT answered about it (schema 14).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $issuer,
		public readonly int $position,
		public readonly string $kind,
		public readonly string $type,
		public readonly string $invoice_table,
		public readonly int $invoice_id,
		public readonly string $number,
		public readonly string $issue_date,
		public readonly string $tax_total,
		public readonly string $amount_total,
		public readonly string $generated_at,
		public readonly string $previous_hash,
		public readonly string $hash,
		public readonly array $fields,
		public readonly string $reason = '',
		public readonly string $state = self::PENDING,
		public readonly ?string $csv = null,
		public readonly ?string $answer = null,
		public readonly int $attempts = 0
	) {}

	/**
	 * From a row of the records table (`fields` as JSON or already decoded).
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $row Row.
	 */
	public static function from_row( array $row ): self {
		$fields = $row['fields'] ?? array();
		$fields = is_string( $fields ) ? json_decode( $fields, true ) : $fields;
		return new self(
			(int) ( $row['id'] ?? 0 ),
			(string) $row['issuer_nif'],
			(int) $row['chain_position'],
			(string) $row['record_kind'],
			(string) $row['invoice_type'],
			(string) $row['invoice_table'],
			(int) $row['invoice_id'],
			(string) $row['invoice_number'],
			(string) $row['issue_date'],
			(string) $row['tax_total'],
			(string) $row['amount_total'],
			(string) $row['generated_at'],
			(string) $row['previous_hash'],
			(string) ( $row['hash'] ?? '' ),
			is_array( $fields ) ? $fields : array(),
			(string) ( $row['reason'] ?? '' ),
			(string) ( $row['submission_state'] ?? self::PENDING ),
			isset( $row['aeat_csv'] ) ? (string) $row['aeat_csv'] : null,
			isset( $row['aeat_answer'] ) ? (string) $row['aeat_answer'] : null,
			(int) ( $row['attempts'] ?? 0 )
		);
	}

	/**
	 * Whether it records an issued invoice (else an annulment).
	 *
	 * @since 0.7.0
	 */
	public function is_alta(): bool {
		return self::ALTA === $this->kind;
	}

	/**
	 * The Huella its stored values give.
	 *
	 * @since 0.7.0
	 */
	public function expected_hash(): string {
		if ( $this->is_alta() ) {
			return RecordHash::alta( $this->issuer, $this->number, $this->issue_date, $this->type, $this->tax_total, $this->amount_total, $this->previous_hash, $this->generated_at );
		}
		return RecordHash::anulacion( $this->issuer, $this->number, $this->issue_date, $this->previous_hash, $this->generated_at );
	}

	/**
	 * Whether its Huella is the one its stored values give (nothing was changed since).
	 *
	 * @since 0.7.0
	 */
	public function verifies(): bool {
		return hash_equals( $this->expected_hash(), $this->hash );
	}

	/**
	 * Encadenamiento for the record that follows this one.
	 *
	 * @since 0.7.0
	 *
	 * @return array{RegistroAnterior:array{IDEmisorFactura:string,NumSerieFactura:string,FechaExpedicionFactura:string,Huella:string}}
	 */
	public function as_previous(): array {
		return array(
			'RegistroAnterior' => array(
				'IDEmisorFactura'        => $this->issuer,
				'NumSerieFactura'        => $this->number,
				'FechaExpedicionFactura' => $this->issue_date,
				'Huella'                 => $this->hash,
			),
		);
	}
}
