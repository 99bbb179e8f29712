<?php
/**
 * A customer's tax id and company, remembered for the next checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

/**
 * Kept in user meta when a logged-in customer asks for an invoice, and given back to the
 * checkout (which prefills its invoice fields with them). Personal data: exported and
 * erased with the customer's other data (Account\Privacy\CustomerData); the uninstaller
 * deletes them with every `_rueda_` meta.
 *
 * @since 0.3.0
 */
final class CustomerTaxDetails {

	public const TAX_ID_META  = '_rueda_tax_id';
	public const COMPANY_META = '_rueda_company';

	/**
	 * Remembers what an invoice was made out to.
	 *
	 * @since 0.3.0
	 *
	 * @param int            $user_id Customer.
	 * @param InvoiceRequest $request The checkout's invoice fields, valid.
	 */
	public static function remember( int $user_id, InvoiceRequest $request ): void {
		if ( $user_id <= 0 || ! $request->is_full() ) {
			return;
		}
		update_user_meta( $user_id, self::TAX_ID_META, $request->tax_id->normalized );
		update_user_meta( $user_id, self::COMPANY_META, $request->company );
	}

	/**
	 * What the checkout prefills for a customer ('' for guests and for customers who never
	 * asked for an invoice).
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id Customer (0 for guests).
	 * @return array{taxId:string,company:string}
	 */
	public static function for_checkout( int $user_id ): array {
		if ( $user_id <= 0 ) {
			return array(
				'taxId'   => '',
				'company' => '',
			);
		}
		return array(
			'taxId'   => (string) get_user_meta( $user_id, self::TAX_ID_META, true ),
			'company' => (string) get_user_meta( $user_id, self::COMPANY_META, true ),
		);
	}

	/**
	 * Forgets them (privacy erasure); whether there was anything to forget.
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id Customer.
	 */
	public static function forget( int $user_id ): bool {
		$had = '' !== (string) get_user_meta( $user_id, self::TAX_ID_META, true );
		delete_user_meta( $user_id, self::TAX_ID_META );
		delete_user_meta( $user_id, self::COMPANY_META );
		return $had;
	}
}
