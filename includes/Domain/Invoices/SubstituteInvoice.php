<?php
/**
 * An issued factura completa that replaces a simplificada.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

/**
 * A customer who paid with a factura simplificada and then asks for a completa gets one
 * that replaces it (VERI*FACTU TipoFactura F3): in a series of its own (FC), numbered from
 * 1 per calendar year, made out to the buyer's tax id, naming the simplificada it replaces
 * (number and date), for the same amounts. The simplificada stays as issued. Like every
 * invoice, it is never edited, deleted or renumbered.
 *
 * @since 0.8.0
 */
final class SubstituteInvoice {

	/** Its series: facturas completas in substitution. */
	public const SERIES = 'FC';

	/**
	 * Creates the substitute.
	 *
	 * @param int                  $order_id    Order.
	 * @param string               $series      FC.
	 * @param int                  $year        Calendar year of issue.
	 * @param int                  $sequence    Number within series and year.
	 * @param string               $issued_at   When, UTC.
	 * @param string               $replaced    The replaced simplificada's number.
	 * @param string               $replaced_at Its issue, UTC.
	 * @param array<string,string> $seller      The shop's legal details then.
	 * @param array<string,string> $buyer       The buyer it is made out to (InvoiceBuyer).
	 */
	public function __construct(
		public readonly int $order_id,
		public readonly string $series,
		public readonly int $year,
		public readonly int $sequence,
		public readonly string $issued_at,
		public readonly string $replaced,
		public readonly string $replaced_at,
		public readonly array $seller,
		public readonly array $buyer
	) {}

	/**
	 * From a row of the substitute invoices table.
	 *
	 * @since 0.8.0
	 *
	 * @param array<string,mixed> $row Row.
	 */
	public static function from_row( array $row ): self {
		$seller = json_decode( (string) $row['seller'], true );
		return new self(
			(int) $row['order_id'],
			(string) $row['series'],
			(int) $row['fiscal_year'],
			(int) $row['sequence_number'],
			(string) $row['issued_at'],
			(string) $row['replaced_number'],
			(string) $row['replaced_issued_at'],
			is_array( $seller ) ? array_map( 'strval', $seller ) : array(),
			InvoiceBuyer::from_json( $row['buyer'] ?? null ) ?? array_fill_keys( InvoiceBuyer::FIELDS, '' )
		);
	}

	/**
	 * The number people read, e.g. FC2026-000001.
	 *
	 * @since 0.8.0
	 */
	public function number(): string {
		return sprintf( '%s%d-%06d', $this->series, $this->year, $this->sequence );
	}

	/**
	 * The issue date in the shop's time zone.
	 *
	 * @since 0.8.0
	 */
	public function issued(): \DateTimeImmutable {
		return ( new \DateTimeImmutable( $this->issued_at, new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() );
	}

	/**
	 * The replaced simplificada's issue date in the shop's time zone.
	 *
	 * @since 0.8.0
	 */
	public function replaced_issued(): \DateTimeImmutable {
		return ( new \DateTimeImmutable( $this->replaced_at, new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() );
	}

	/**
	 * The same as a full invoice, for what prints and records it as one (its lines and
	 * amounts are the order's, as on the simplificada it replaces).
	 *
	 * @since 0.8.0
	 */
	public function as_invoice(): Invoice {
		return new Invoice( $this->order_id, $this->series, $this->year, $this->sequence, $this->issued_at, $this->seller, $this->buyer );
	}
}
