<?php
/**
 * The workshop as structured data for search engines.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Blocks\ProductPage\ProductJsonLd;
use Rueda\Domain\Customers\Countries;
use Rueda\Domain\Workshop\OpeningHours;
use Rueda\Settings\WorkshopSettings;

/**
 * A schema.org TireShop (an AutoRepair too: it fits what it sells) with the workshop's
 * name, address, phone, email, the site's address and its opening hours from the schedule
 * of the first pickup location (OpeningHours::workshop()), plus the closed days of the
 * coming weeks as special hours. Printed once per page in wp_footer by any page whose
 * content shows the rueda/workshop-info block (the demo's footer, so every page): the data
 * is what the block shows, as search engines ask, and the footer may hold it more than
 * once without the page repeating it. Never in the editor's preview (a REST request has no
 * wp_footer). Written by ProductJsonLd::script(), so no text can close the script element.
 *
 * @since 0.6.0
 */
final class WorkshopJsonLd {

	/**
	 * Prints the data at the end of this page (once, however many blocks ask).
	 *
	 * @since 0.6.0
	 */
	public static function print_in_footer(): void {
		add_action( 'wp_footer', array( self::class, 'print' ) );
	}

	/**
	 * Prints the script element, then forgets the request.
	 *
	 * @since 0.6.0
	 */
	public static function print(): void {
		remove_action( 'wp_footer', array( self::class, 'print' ) );
		echo ProductJsonLd::script( self::document() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, >, & and quotes as \u escapes.
	}

	/**
	 * The document.
	 *
	 * @since 0.6.0
	 *
	 * @param \DateTimeImmutable|null $today From when closures count (now, by default).
	 * @return array<string,mixed>
	 */
	public static function document( ?\DateTimeImmutable $today = null ): array {
		$workshop = WorkshopSettings::get();
		$name     = trim( (string) $workshop['name'] );
		$country  = strtoupper( (string) $workshop['country'] );
		$data     = array(
			'@context' => 'https://schema.org',
			'@type'    => array( 'TireShop', 'AutoRepair' ),
			'@id'      => home_url( '/#workshop' ),
			'name'     => '' !== $name ? $name : wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
			'url'      => home_url( '/' ),
		);
		$address  = array_filter(
			array(
				'@type'           => 'PostalAddress',
				'streetAddress'   => trim( (string) $workshop['address_1'] ),
				'postalCode'      => trim( (string) $workshop['postcode'] ),
				'addressLocality' => trim( (string) $workshop['city'] ),
				// The settings keep a province's code; schema.org wants its name.
				'addressRegion'   => (string) ( Countries::states( $country )[ $workshop['state'] ] ?? $workshop['state'] ),
				'addressCountry'  => $country,
			),
			'strlen'
		);
		if ( count( $address ) > 2 ) {
			$data['address'] = $address;
		}
		foreach ( array(
			'telephone' => 'phone',
			'email'     => 'email',
		) as $property => $key ) {
			if ( '' !== trim( (string) $workshop[ $key ] ) ) {
				$data[ $property ] = trim( (string) $workshop[ $key ] );
			}
		}
		$hours = OpeningHours::workshop();
		if ( $hours && $hours->specification() ) {
			$data['openingHoursSpecification'] = $hours->specification();
			$special                           = $hours->special_specification( $today ?? current_datetime() );
			if ( $special ) {
				$data['specialOpeningHoursSpecification'] = $special;
			}
		}

		/**
		 * Filters the schema.org TireShop the workshop-info block prints.
		 *
		 * @since 0.6.0
		 *
		 * @param array<string,mixed> $data The document.
		 */
		$filtered = apply_filters( 'rueda_workshop_json_ld', $data );
		return is_array( $filtered ) ? $filtered : $data;
	}
}
