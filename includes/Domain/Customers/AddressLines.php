<?php
/**
 * An address as people read it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

/**
 * The lines of an address for pages, emails, invoices, exports and the admin: names of
 * province and country instead of their codes, empty lines left out.
 *
 * @since 0.5.0
 */
final class AddressLines {

	/**
	 * One address as the lines people read.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,string> $address Address.
	 * @return list<string>
	 */
	public static function of( array $address ): array {
		$states = Countries::states( $address['country'] ?? '' );
		$lines  = array(
			trim( ( $address['first_name'] ?? '' ) . ' ' . ( $address['last_name'] ?? '' ) ),
			$address['company'] ?? '',
			$address['address_1'] ?? '',
			$address['address_2'] ?? '',
			trim( ( $address['postcode'] ?? '' ) . ' ' . ( $address['city'] ?? '' ) ),
			$states[ $address['state'] ?? '' ] ?? ( $address['state'] ?? '' ),
			'' !== ( $address['country'] ?? '' ) ? Countries::name( $address['country'] ) : '',
			$address['phone'] ?? '',
			$address['email'] ?? '',
		);
		return array_values( array_filter( $lines, 'strlen' ) );
	}
}
