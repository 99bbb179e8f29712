<?php
/**
 * Who an invoice is made out to, as it was when it was issued.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Orders\Order;

/**
 * The buyer's name, company, tax id (full invoices only) and billing address, copied from
 * the order when the invoice is issued and kept with the invoice. An invoice must keep
 * stating what it was issued with, so the invoice page reads this snapshot, never the
 * order: a privacy erasure anonymises the order, while tax law keeps the invoice as issued.
 *
 * @since 0.3.0
 */
final class InvoiceBuyer {

	/** The snapshot's fields, in the order they are printed. */
	public const FIELDS = array( 'name', 'company', 'tax_id', 'address_1', 'address_2', 'postcode', 'city', 'state', 'country' );

	/**
	 * The snapshot of an order's buyer.
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 * @return array<string,string> Every field of FIELDS.
	 */
	public static function from_order( Order $order ): array {
		$billing = $order->address( 'billing' );
		$request = InvoiceRequest::from_order( $order );
		$buyer   = array(
			'name'    => trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) ),
			'company' => $request->is_full() && '' !== $request->company ? $request->company : (string) ( $billing['company'] ?? '' ),
			'tax_id'  => $request->is_full() ? $request->tax_id->normalized : '',
		);
		foreach ( array_slice( self::FIELDS, 3 ) as $field ) {
			$buyer[ $field ] = (string) ( $billing[ $field ] ?? '' );
		}
		return $buyer;
	}

	/**
	 * A stored snapshot read back: every field as a string, null when there is none (an
	 * invoice issued before snapshots existed whose order was already anonymised).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $stored JSON from the invoices table.
	 * @return array<string,string>|null
	 */
	public static function from_json( $stored ): ?array {
		$buyer = is_string( $stored ) && '' !== $stored ? json_decode( $stored, true ) : null;
		if ( ! is_array( $buyer ) ) {
			return null;
		}
		$fields = array();
		foreach ( self::FIELDS as $field ) {
			$fields[ $field ] = is_scalar( $buyer[ $field ] ?? null ) ? (string) $buyer[ $field ] : '';
		}
		return $fields;
	}

	/**
	 * A snapshot as stored.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,string> $buyer Snapshot.
	 */
	public static function to_json( array $buyer ): string {
		return (string) wp_json_encode( $buyer, JSON_UNESCAPED_UNICODE );
	}
}
