<?php
/**
 * A record's Huella.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

/**
 * The Huella of a VERI*FACTU record (Orden HAC/1177/2024, TipoHuella 01): SHA-256 in
 * upper-case hex of the record's fields joined as `name=value` with `&`, each value
 * trimmed and written exactly as in the XML (AeatFormat), the previous record's Huella
 * empty for the first of a chain. Changing any of those fields, or the previous record's
 * Huella, changes it.
 *
 * @since 0.7.0
 */
final class RecordHash {

	/** TipoHuella: SHA-256. */
	public const TYPE = '01';

	/**
	 * The Huella of an alta.
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer       IDEmisorFactura.
	 * @param string $number       NumSerieFactura.
	 * @param string $date         FechaExpedicionFactura.
	 * @param string $type         TipoFactura.
	 * @param string $tax_total    CuotaTotal.
	 * @param string $amount_total ImporteTotal.
	 * @param string $previous     The previous record's Huella ('' for the first).
	 * @param string $generated_at FechaHoraHusoGenRegistro.
	 */
	public static function alta( string $issuer, string $number, string $date, string $type, string $tax_total, string $amount_total, string $previous, string $generated_at ): string {
		return self::digest(
			self::text(
				array(
					'IDEmisorFactura'          => $issuer,
					'NumSerieFactura'          => $number,
					'FechaExpedicionFactura'   => $date,
					'TipoFactura'              => $type,
					'CuotaTotal'               => $tax_total,
					'ImporteTotal'             => $amount_total,
					'Huella'                   => $previous,
					'FechaHoraHusoGenRegistro' => $generated_at,
				)
			)
		);
	}

	/**
	 * The Huella of an anulación.
	 *
	 * @since 0.7.0
	 *
	 * @param string $issuer       IDEmisorFacturaAnulada.
	 * @param string $number       NumSerieFacturaAnulada.
	 * @param string $date         FechaExpedicionFacturaAnulada.
	 * @param string $previous     The previous record's Huella ('' for the first).
	 * @param string $generated_at FechaHoraHusoGenRegistro.
	 */
	public static function anulacion( string $issuer, string $number, string $date, string $previous, string $generated_at ): string {
		return self::digest(
			self::text(
				array(
					'IDEmisorFacturaAnulada'        => $issuer,
					'NumSerieFacturaAnulada'        => $number,
					'FechaExpedicionFacturaAnulada' => $date,
					'Huella'                        => $previous,
					'FechaHoraHusoGenRegistro'      => $generated_at,
				)
			)
		);
	}

	/**
	 * The text hashed: `name=value` pairs joined with `&`, values trimmed.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,string> $fields Fields in their order.
	 */
	public static function text( array $fields ): string {
		$pairs = array();
		foreach ( $fields as $name => $value ) {
			$pairs[] = $name . '=' . trim( $value );
		}
		return implode( '&', $pairs );
	}

	/**
	 * SHA-256 of a text, upper-case hex.
	 *
	 * @since 0.7.0
	 *
	 * @param string $text UTF-8 text, exactly as hashed.
	 */
	public static function digest( string $text ): string {
		return strtoupper( hash( 'sha256', $text ) );
	}
}
