<?php
/**
 * The shop's legal identity as server HTML.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

use Rueda\Settings\CompanySettings;

/**
 * Who the shopper buys from (company name, NIF, registered address, registry line), on
 * the order confirmation; the checkout's summary shows the same from the shop settings
 * (src/blocks/checkout/invoice/shop-identity.tsx). Nothing until the owner fills it in.
 *
 * @since 0.3.0
 */
final class ShopIdentityMarkup {

	/**
	 * The block ('' while the identity is incomplete).
	 *
	 * @since 0.3.0
	 */
	public static function html(): string {
		$company = CompanySettings::for_storefront();
		if ( ! $company ) {
			return '';
		}
		/* translators: %s: the shop's NIF or CIF. */
		$lines = array( sprintf( __( 'NIF: %s', 'rueda' ), $company['taxId'] ), $company['address'], $company['registry'] );
		return '<aside class="rueda-shop-identity" aria-label="' . esc_attr__( 'Seller', 'rueda' ) . '">'
			. '<p class="rueda-shop-identity__name">' . esc_html( $company['legalName'] ) . '</p>'
			. '<p>' . implode( '<br>', array_map( 'esc_html', array_filter( $lines, 'strlen' ) ) ) . '</p>'
			. '</aside>';
	}
}
