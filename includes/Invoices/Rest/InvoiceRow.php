<?php
/**
 * One row of the owner's list of invoices, as the REST API shows it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Rest;

use Rueda\Domain\Invoices\InvoiceBuyer;
use Rueda\Domain\Invoices\InvoiceList;
use Rueda\Domain\Invoices\Verifactu\QrCodeUrl;
use Rueda\Domain\Invoices\Verifactu\VerifactuSettings;
use Rueda\Invoices\Content\InvoicePage;

/**
 * Maps a row of InvoiceList: `kind` (invoice or rectification), `id` (order or
 * refund id), `order_id`, `number`, `date` (RFC 3339, the shop's time zone), `type`
 * (TipoFactura), `customer` and `tax_id` (as the invoice was made out), `total` (cents,
 * negative for a rectification), `state` (pendiente, correcto, aceptado_con_errores,
 * incorrecto, anulada, or sin_registro), `csv` (the AEAT's code), `error` (the AEAT's
 * error, when any), `annulment_reason`, `url` (the invoice's page) and `qr` (the
 * VERI*FACTU address its QR code holds; null without a record).
 *
 * @since 0.7.0
 */
final class InvoiceRow {

	/**
	 * The row as sent.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $row A row of InvoiceList::page().
	 * @return array<string,mixed>
	 */
	public function to_response( array $row ): array {
		$kind     = InvoiceList::kind_of( $row );
		$number   = sprintf( '%s%d-%06d', $row['series'], (int) $row['fiscal_year'], (int) $row['sequence_number'] );
		$issued   = ( new \DateTimeImmutable( (string) $row['issued_at'], new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() );
		$buyer    = InvoiceBuyer::from_json( $row['buyer'] ?? null ) ?? array();
		$recorded = null !== $row['alta_id'];
		$total    = $recorded ? self::cents( (string) $row['amount_total'] ) : (int) $row['cents'];
		return array(
			'kind'             => $kind,
			'id'               => (int) $row['id'],
			'order_id'         => (int) $row['order_id'],
			'number'           => $number,
			'date'             => $issued->format( DATE_RFC3339 ),
			'type'             => (string) $row['invoice_type'],
			'customer'         => '' !== ( $buyer['company'] ?? '' ) ? $buyer['company'] : (string) ( $buyer['name'] ?? '' ),
			'tax_id'           => (string) ( $buyer['tax_id'] ?? '' ),
			'total'            => $total,
			'state'            => self::state( $row ),
			'csv'              => (string) ( $row['aeat_csv'] ?? '' ),
			'error'            => self::error( $row['aeat_answer'] ?? null ),
			'annulment_reason' => (string) ( $row['annulment_reason'] ?? '' ),
			'url'              => self::url( $row, $kind ),
			'qr'               => $recorded ? QrCodeUrl::build( VerifactuSettings::environment(), (string) $row['issuer_nif'], $number, $issued, $total ) : null,
		);
	}

	/**
	 * The row's state: annulled, unrecorded, or its alta's submission state.
	 *
	 * @param array<string,mixed> $row Row.
	 */
	private static function state( array $row ): string {
		if ( null !== $row['annulment_id'] ) {
			return InvoiceList::ANNULLED;
		}
		return null === $row['alta_id'] ? InvoiceList::UNRECORDED : (string) $row['submission_state'];
	}

	/**
	 * An amount as the records write it ("-100.00") in cents.
	 *
	 * @param string $amount Amount with two decimals.
	 */
	private static function cents( string $amount ): int {
		return (int) str_replace( '.', '', $amount );
	}

	/**
	 * The AEAT's error in its answer (the record's RespuestaLinea as the queue keeps it):
	 * "code: description".
	 *
	 * @param mixed $answer The stored answer.
	 */
	private static function error( $answer ): string {
		$answer = is_string( $answer ) && '' !== $answer ? json_decode( $answer, true ) : null;
		if ( ! is_array( $answer ) ) {
			return '';
		}
		// As the submission queue keeps each record's answer line (SubmissionQueue).
		$code        = $answer['code'] ?? null;
		$description = $answer['description'] ?? null;
		$parts       = array_filter( array( is_scalar( $code ) ? (string) $code : '', is_scalar( $description ) ? (string) $description : '' ), 'strlen' );
		return implode( ': ', $parts );
	}

	/**
	 * The invoice's page (the one the customer has, with its QR code).
	 *
	 * @param array<string,mixed> $row  Row.
	 * @param string              $kind Its kind (InvoiceList).
	 */
	private static function url( array $row, string $kind ): string {
		$args = array(
			InvoicePage::QUERY_ARG => (int) $row['order_id'],
			'key'                  => (string) $row['order_key'],
		);
		if ( InvoiceList::RECTIFICATION === $kind ) {
			$args[ InvoicePage::RECTIFICATION_ARG ] = (int) $row['id'];
		} elseif ( InvoiceList::SUBSTITUTE === $kind ) {
			$args[ InvoicePage::SUBSTITUTE_ARG ] = 1;
		}
		return add_query_arg( $args, home_url( '/' ) );
	}
}
