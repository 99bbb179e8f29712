<?php
/**
 * The address a VERI*FACTU invoice's QR code holds.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\RectifyingInvoice;

/**
 * The AEAT's "cotejo" address of an invoice (Orden HAC/1177/2024, art. 20 and the AEAT's
 * QR specification): whoever scans the code asks the AEAT whether it holds the invoice's
 * record. Four values, URL-encoded as RFC 3986 says (a `/` or a space in a series number
 * too): the issuer's NIF, the series and number exactly as printed, the issue date in the
 * shop's time zone as dd-mm-yyyy, and ImporteTotal with two decimals and a point, from
 * integer cents (negative for a rectifying invoice by differences). The same four values
 * the invoice's record states, so the AEAT finds it.
 *
 * @since 0.7.0
 */
final class QrCodeUrl {

	/** The AEAT's service. */
	public const REAL = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR';

	/** The AEAT's test environment. */
	public const PRUEBAS = 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR';

	/**
	 * The address of an invoice (F or FS).
	 *
	 * @since 0.7.0
	 *
	 * @param Invoice $invoice     Invoice.
	 * @param string  $nif         The issuer's NIF, as printed on it.
	 * @param int     $total       ImporteTotal in cents: the order's total.
	 * @param string  $environment VerifactuSettings::PRUEBAS or REAL.
	 */
	public static function for_invoice( Invoice $invoice, string $nif, int $total, string $environment ): string {
		return self::build( $environment, $nif, $invoice->number(), $invoice->issued(), $total );
	}

	/**
	 * The address of a rectifying invoice by differences (its total is negative).
	 *
	 * @since 0.7.0
	 *
	 * @param RectifyingInvoice $rectification Rectifying invoice.
	 * @param string            $nif           The issuer's NIF, as printed on it.
	 * @param string            $environment   VerifactuSettings::PRUEBAS or REAL.
	 */
	public static function for_rectification( RectifyingInvoice $rectification, string $nif, string $environment ): string {
		return self::build( $environment, $nif, $rectification->number(), $rectification->issued(), $rectification->base_total() + $rectification->tax_total() );
	}

	/**
	 * The address from its values.
	 *
	 * @since 0.7.0
	 *
	 * @param string             $environment VerifactuSettings::PRUEBAS or REAL.
	 * @param string             $nif         The issuer's NIF.
	 * @param string             $number      Series and number, as printed.
	 * @param \DateTimeImmutable $issued      The issue (its day in the shop's time zone).
	 * @param int                $total       ImporteTotal in cents.
	 */
	public static function build( string $environment, string $nif, string $number, \DateTimeImmutable $issued, int $total ): string {
		$query = http_build_query(
			array(
				'nif'      => trim( $nif ),
				'numserie' => trim( $number ),
				'fecha'    => AeatFormat::date( $issued ),
				'importe'  => AeatFormat::amount( $total ),
			),
			'',
			'&',
			PHP_QUERY_RFC3986
		);
		return self::base( $environment ) . '?' . $query;
	}

	/**
	 * The service's address in an environment: the test one unless it is `real`.
	 *
	 * @since 0.7.0
	 *
	 * @param string $environment VerifactuSettings::PRUEBAS or REAL.
	 */
	public static function base( string $environment ): string {
		return VerifactuSettings::REAL === $environment ? self::REAL : self::PRUEBAS;
	}
}
