<?php
/**
 * Server render of rueda/workshop-info: the workshop details from the shop settings, its
 * opening hours from the schedule of the first pickup location (the one the slots come
 * from), and the business's JSON-LD once per page (WorkshopJsonLd).
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

declare( strict_types=1 );

use Rueda\Blocks\WorkshopJsonLd;
use Rueda\Domain\Customers\Countries;
use Rueda\Domain\Workshop\OpeningHours;
use Rueda\Settings\WorkshopSettings;
use Rueda\Workshop\Content\OpeningHoursMarkup;

defined( 'ABSPATH' ) || exit;

$rueda_workshop = WorkshopSettings::get();
$rueda_locality = trim( $rueda_workshop['postcode'] . ' ' . $rueda_workshop['city'] );
// The settings screen saves a province's code; show its name.
$rueda_state    = Countries::states( (string) $rueda_workshop['country'] )[ $rueda_workshop['state'] ] ?? $rueda_workshop['state'];
$rueda_address  = array_filter( array( $rueda_workshop['name'], $rueda_workshop['address_1'], $rueda_locality, $rueda_state ) );
$rueda_sections = array();

if ( ! empty( $attributes['showAddress'] ) && $rueda_address ) {
	$rueda_sections[] = '<address class="rueda-workshop-info__address">' . implode( '<br>', array_map( 'esc_html', $rueda_address ) ) . '</address>';
}

if ( ! empty( $attributes['showContact'] ) && ( $rueda_workshop['phone'] || $rueda_workshop['email'] ) ) {
	$rueda_contact = array();
	if ( $rueda_workshop['phone'] ) {
		$rueda_contact[] = sprintf(
			/* translators: %s: the workshop's phone number, as a link. */
			esc_html__( 'Phone: %s', 'rueda' ),
			'<a href="' . esc_url( 'tel:' . preg_replace( '/[^+\d]/', '', $rueda_workshop['phone'] ) ) . '">' . esc_html( $rueda_workshop['phone'] ) . '</a>'
		);
	}
	if ( $rueda_workshop['email'] ) {
		$rueda_contact[] = sprintf(
			/* translators: %s: the workshop's email address, as a link. */
			esc_html__( 'Email: %s', 'rueda' ),
			'<a href="' . esc_url( 'mailto:' . $rueda_workshop['email'] ) . '">' . esc_html( $rueda_workshop['email'] ) . '</a>'
		);
	}
	$rueda_sections[] = '<p class="rueda-workshop-info__contact">' . implode( '<br>', $rueda_contact ) . '</p>';
}

$rueda_hours = empty( $attributes['showHours'] ) ? '' : OpeningHoursMarkup::html( OpeningHours::workshop(), 'rueda-workshop-info' );
if ( '' !== $rueda_hours ) {
	$rueda_sections[] = '<p class="rueda-workshop-info__hours-title"><strong>' . esc_html__( 'Opening hours', 'rueda' ) . '</strong></p>' . $rueda_hours;
}

if ( ! $rueda_sections ) {
	return;
}

WorkshopJsonLd::print_in_footer();

printf(
	'<div %s>%s</div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core.
	implode( '', $rueda_sections ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
