<?php
/**
 * Who the shop is, for the legal texts.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Legal;

use Rueda\Domain\Customers\AddressLines;
use Rueda\Settings\CompanySettings;
use Rueda\Settings\WorkshopSettings;

/**
 * The seller and data controller as the legal texts name them: the company's legal name,
 * NIF and registered address once Settings → Datos fiscales has them, else the workshop's
 * name and address (General settings); the workshop's email and phone, the site's name and
 * admin email where those are empty. Replaceable through the `rueda_legal_identity` filter.
 *
 * @since 0.2.0
 */
final class ShopIdentity {

	/**
	 * The identity.
	 *
	 * @since 0.2.0
	 *
	 * @return array{name:string,address:string,email:string,phone:string}
	 */
	public static function get(): array {
		$workshop = WorkshopSettings::get();
		$name     = trim( (string) $workshop['name'] );
		$email    = trim( (string) $workshop['email'] );
		$lines    = AddressLines::of( array_intersect_key( $workshop, array_flip( array( 'address_1', 'postcode', 'city', 'state', 'country' ) ) ) );
		$company  = CompanySettings::is_complete() ? CompanySettings::get() : null;
		if ( null !== $company ) {
			/* translators: 1: the company's legal name, 2: its tax id (NIF). */
			$name  = sprintf( __( '%1$s (Tax ID %2$s)', 'rueda' ), $company['legal_name'], $company['tax_id'] );
			$lines = array( $company['registered_address'] );
		}
		$identity = array(
			'name'    => '' !== $name ? $name : wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
			'address' => implode( ', ', $lines ),
			'email'   => '' !== $email ? $email : (string) get_option( 'admin_email' ),
			'phone'   => trim( (string) $workshop['phone'] ),
		);

		/**
		 * Filters who the legal texts name as the seller and data controller (the
		 * checkout's data-protection notice, the withdrawal information and form).
		 *
		 * @since 0.2.0
		 *
		 * @param array{name:string,address:string,email:string,phone:string} $identity Name, postal address, email and phone.
		 */
		$filtered = apply_filters( 'rueda_legal_identity', $identity );
		return is_array( $filtered ) ? array_map( 'strval', array_intersect_key( $filtered, $identity ) ) + $identity : $identity;
	}

	/**
	 * The seller's and data controller's name.
	 *
	 * @since 0.2.0
	 */
	public static function name(): string {
		return self::get()['name'];
	}
}
