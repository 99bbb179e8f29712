<?php
/**
 * What the checkout block needs from the server.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Domain\Customers\Countries;
use Rueda\Domain\Legal\LegalPages;
use Rueda\Domain\Invoices\CustomerTaxDetails;
use Rueda\Domain\Payments\DeclaresIcons;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\LegalSettings;
use Rueda\Settings\CompanySettings;
use Rueda\Settings\PageLinks;

/**
 * The `checkout` key of the shop settings (read by src/shared/address and src/stores/checkout):
 * accounts, countries and provinces, payment methods, the customer's saved cards, the
 * legal texts' settings (order button, terms, data-protection notice), the shop's legal
 * identity and the customer's remembered tax id (invoices). Only pages with the checkout
 * block carry it; pages with the cart's express payments carry its legal part.
 *
 * @since 0.1.0
 */
final class CheckoutData {

	/**
	 * Whether the page being rendered has the checkout block.
	 *
	 * @var bool
	 */
	private static bool $wanted = false;

	/**
	 * Asks for the data on this page (called by the checkout block's render).
	 *
	 * @since 0.1.0
	 */
	public static function want(): void {
		self::$wanted = true;
	}

	/**
	 * Whether the page only places express orders (the cart's express payments): it needs
	 * the legal settings alone.
	 *
	 * @var bool
	 */
	private static bool $wants_legal = false;

	/**
	 * Asks for the legal settings on this page (called by the cart's express area).
	 *
	 * @since 0.2.0
	 */
	public static function want_legal(): void {
		self::$wants_legal = true;
	}

	/**
	 * Adds the data to the shop settings when the page asked for it.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $settings Shop settings.
	 * @return array<string,mixed>
	 */
	public static function add_to( array $settings ): array {
		if ( self::$wanted ) {
			$settings['checkout'] = self::get();
		} elseif ( self::$wants_legal ) {
			$settings['checkout'] = self::legal();
		}
		return $settings;
	}

	/**
	 * What every page that places orders needs: whether the terms are a required box, and
	 * the pages it links.
	 *
	 * @since 0.2.0
	 *
	 * @return array{termsCheckbox:bool,termsPageUrl:string,privacyPageUrl:string}
	 */
	public static function legal(): array {
		return array(
			'termsCheckbox'  => LegalSettings::get()['terms_required'],
			'termsPageUrl'   => LegalPages::terms_url(),
			'privacyPageUrl' => LegalPages::privacy_url(),
		);
	}

	/**
	 * The data.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public static function get(): array {
		$settings = CheckoutSettings::get();
		$user     = wp_get_current_user();
		$methods  = array();
		$gateways = new PaymentGateways();
		foreach ( $gateways->enabled() as $id => $gateway ) {
			$methods[ $id ] = array(
				'title'       => $gateways->title( $gateway ),
				'description' => $gateways->description( $gateway ),
				'supports'    => $gateway->supports(),
				'express'     => in_array( 'express', $gateway->supports(), true ),
				'icons'       => $gateway instanceof DeclaresIcons ? array_values( array_filter( $gateway->icons(), 'is_string' ) ) : array(),
			);
		}
		$states = array();
		foreach ( array_unique( array_merge( CheckoutSettings::selling_countries(), CheckoutSettings::shipping_countries() ) ) as $code ) {
			$list = Countries::states( $code );
			if ( $list ) {
				$states[ $code ] = $list;
			}
		}
		return array(
			'allowsGuest'         => $settings['allows_guest'],
			'allowsSignup'        => $settings['allows_signup'],
			'customerId'          => $user->ID,
			'customerEmail'       => $user->ID ? $user->user_email : '',
			'loginUrl'            => wp_login_url( PageLinks::get_url( 'checkout' ) ),
			'orderButtonText'     => LegalSettings::get()['order_button_text'],
			'dataProtectionText'  => LegalSettings::data_protection_text(),
			'defaultCountry'      => in_array( (string) TaxSettings::get()['base_country'], CheckoutSettings::shipping_countries(), true ) ? (string) TaxSettings::get()['base_country'] : '',
			'countries'           => self::names( CheckoutSettings::selling_countries() ),
			'shippingCountries'   => self::names( CheckoutSettings::shipping_countries() ),
			'states'              => (object) $states,
			'paymentMethods'      => (object) $methods,
			'savedPaymentMethods' => self::saved_methods( $user->ID ),
			'shopIdentity'        => CompanySettings::for_storefront(),
			'invoice'             => CustomerTaxDetails::for_checkout( $user->ID ),
		) + self::legal();
	}

	/**
	 * Country names by code, sorted by name as a reader expects (accents aside).
	 *
	 * @param string[] $codes Codes.
	 * @return array<string,string>
	 */
	private static function names( array $codes ): array {
		$names = array();
		foreach ( $codes as $code ) {
			$names[ $code ] = Countries::name( $code );
		}
		uasort( $names, static fn( string $a, string $b ): int => strcasecmp( remove_accents( $a ), remove_accents( $b ) ) );
		return $names;
	}

	/**
	 * The customer's saved cards in the shape of the spec.
	 *
	 * @param int $user_id Customer.
	 * @return list<array<string,mixed>>
	 */
	private static function saved_methods( int $user_id ): array {
		return array_map(
			static fn( array $token ) => array(
				'tokenId' => (string) $token['id'],
				'method'  => array(
					'gateway'       => (string) $token['gateway'],
					'brand'         => (string) $token['brand'],
					'last4'         => (string) $token['last4'],
					'display_brand' => PaymentTokens::brand_name( (string) $token['brand'] ),
				),
				'expiry'  => sprintf( '%02d/%02d', (int) $token['expiry_month'], (int) $token['expiry_year'] % 100 ),
			),
			( new PaymentTokens() )->for_customer( $user_id )
		);
	}
}
