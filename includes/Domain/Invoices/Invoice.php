<?php
/**
 * An issued invoice's number and issue.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

/**
 * One invoice per paid order: its series (F, full, with the customer's tax id; FS,
 * simplified), the calendar year and the number within them, when it was issued and the
 * shop's legal details and the buyer (InvoiceBuyer) as they were then.
 *
 * @since 0.3.0
 */
final class Invoice {

	/** Factura completa: made out to a tax id. */
	public const FULL = 'F';

	/** Factura simplificada. */
	public const SIMPLIFIED = 'FS';

	/**
	 * Creates the invoice.
	 *
	 * @param int                       $order_id  Order.
	 * @param string                    $series    F or FS.
	 * @param int                       $year      Calendar year of issue (shop's time zone).
	 * @param int                       $sequence  Number within series and year, from 1.
	 * @param string                    $issued_at When, UTC ("Y-m-d H:i:s").
	 * @param array<string,string>      $seller    The shop's legal details then (CompanySettings).
	 * @param array<string,string>|null $buyer Who it was made out to then (InvoiceBuyer), null
	 *                                         for an invoice issued without a snapshot.
	 */
	public function __construct(
		public readonly int $order_id,
		public readonly string $series,
		public readonly int $year,
		public readonly int $sequence,
		public readonly string $issued_at,
		public readonly array $seller,
		public readonly ?array $buyer = null
	) {}

	/**
	 * From a row of the invoices table.
	 *
	 * @since 0.3.0
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
			is_array( $seller ) ? array_map( 'strval', $seller ) : array(),
			InvoiceBuyer::from_json( $row['buyer'] ?? null )
		);
	}

	/**
	 * The number people read: series, year and six digits, e.g. F2026-000001.
	 *
	 * @since 0.3.0
	 */
	public function number(): string {
		return sprintf( '%s%d-%06d', $this->series, $this->year, $this->sequence );
	}

	/**
	 * Whether it is a simplified invoice (no customer tax id).
	 *
	 * @since 0.3.0
	 */
	public function is_simplified(): bool {
		return self::SIMPLIFIED === $this->series;
	}

	/**
	 * The issue date in the shop's time zone.
	 *
	 * @since 0.3.0
	 */
	public function issued(): \DateTimeImmutable {
		return ( new \DateTimeImmutable( $this->issued_at, new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() );
	}
}
