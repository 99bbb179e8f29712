<?php
/**
 * An issued rectifying invoice.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

/**
 * A factura rectificativa (Real Decreto 1619/2012, art. 15): one per refund of an invoiced
 * order, in a series of its own (art. 6.1: R rectifies full invoices, RS simplified ones),
 * numbered from 1 per calendar year; it names the invoice it rectifies (number and date)
 * and the reason, and states the refunded lines and the IVA by rate as negative amounts.
 * Like an invoice, it is never edited, deleted or renumbered. Its fields are those a
 * VERI*FACTU record of type R1/R5 (by differences) needs.
 *
 * @since 0.6.0
 */
final class RectifyingInvoice {

	/** Rectifies a full invoice (F). */
	public const FULL = 'R';

	/** Rectifies a simplified invoice (FS). */
	public const SIMPLIFIED = 'RS';

	/**
	 * Creates the rectification.
	 *
	 * @param int                                                               $refund_id  Refund.
	 * @param int                                                               $order_id   Order.
	 * @param string                                                            $series     R or RS.
	 * @param int                                                               $year       Calendar year of issue.
	 * @param int                                                               $sequence   Number within series and year.
	 * @param string                                                            $issued_at  When, UTC.
	 * @param string                                                            $rectified  The rectified invoice's number.
	 * @param string                                                            $rectified_at Its issue, UTC.
	 * @param string                                                            $reason     Why.
	 * @param array<string,string>                                              $seller     The shop's legal details then.
	 * @param array<string,string>|null                                         $buyer      The buyer then.
	 * @param list<array{name:string,quantity:int,rate:float,base:int,tax:int}> $lines   Negative amounts.
	 * @param list<array{rate:float,base:int,tax:int}>                          $taxes      By rate, negative.
	 */
	public function __construct(
		public readonly int $refund_id,
		public readonly int $order_id,
		public readonly string $series,
		public readonly int $year,
		public readonly int $sequence,
		public readonly string $issued_at,
		public readonly string $rectified,
		public readonly string $rectified_at,
		public readonly string $reason,
		public readonly array $seller,
		public readonly ?array $buyer,
		public readonly array $lines,
		public readonly array $taxes
	) {}

	/**
	 * From a row of the rectifying invoices table.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $row Row.
	 */
	public static function from_row( array $row ): self {
		$seller = json_decode( (string) $row['seller'], true );
		$items  = json_decode( (string) $row['line_items'], true );
		$items  = is_array( $items ) ? $items : array();
		return new self(
			(int) $row['refund_id'],
			(int) $row['order_id'],
			(string) $row['series'],
			(int) $row['fiscal_year'],
			(int) $row['sequence_number'],
			(string) $row['issued_at'],
			(string) $row['rectified_number'],
			(string) $row['rectified_issued_at'],
			(string) $row['reason'],
			is_array( $seller ) ? array_map( 'strval', $seller ) : array(),
			InvoiceBuyer::from_json( $row['buyer'] ?? null ),
			array_map( array( self::class, 'amounts' ), array_values( (array) ( $items['lines'] ?? array() ) ) ),
			array_map( array( self::class, 'amounts' ), array_values( (array) ( $items['taxes'] ?? array() ) ) )
		);
	}

	/**
	 * A stored line or rate with its types back (JSON keeps 21.0 as 21).
	 *
	 * @param mixed $row Stored row.
	 * @return array<string,mixed>
	 */
	private static function amounts( $row ): array {
		$row = (array) $row;
		foreach ( array( 'quantity', 'base', 'tax' ) as $key ) {
			if ( isset( $row[ $key ] ) ) {
				$row[ $key ] = (int) $row[ $key ];
			}
		}
		$row['rate'] = (float) ( $row['rate'] ?? 0 );
		return $row;
	}

	/**
	 * The number people read, e.g. R2026-000001.
	 *
	 * @since 0.6.0
	 */
	public function number(): string {
		return sprintf( '%s%d-%06d', $this->series, $this->year, $this->sequence );
	}

	/**
	 * The issue date in the shop's time zone.
	 *
	 * @since 0.6.0
	 */
	public function issued(): \DateTimeImmutable {
		return ( new \DateTimeImmutable( $this->issued_at, new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() );
	}

	/**
	 * The rectified invoice's issue date in the shop's time zone.
	 *
	 * @since 0.6.0
	 */
	public function rectified_issued(): \DateTimeImmutable {
		return ( new \DateTimeImmutable( $this->rectified_at, new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() );
	}

	/**
	 * The sum of the bases (negative).
	 *
	 * @since 0.6.0
	 */
	public function base_total(): int {
		return (int) array_sum( array_column( $this->taxes, 'base' ) );
	}

	/**
	 * The sum of the cuotas (negative).
	 *
	 * @since 0.6.0
	 */
	public function tax_total(): int {
		return (int) array_sum( array_column( $this->taxes, 'tax' ) );
	}
}
