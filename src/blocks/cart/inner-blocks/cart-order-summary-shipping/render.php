<?php
/**
 * Server render of rueda/cart-order-summary-shipping: a placeholder, and the countries the
 * shop ships to and their provinces, which the shipping calculator offers (data-countries,
 * data-states).
 *
 * @package Rueda
 *
 * @var WP_Block $block The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Domain\Customers\Countries;
use Rueda\Settings\CheckoutSettings;

defined( 'ABSPATH' ) || exit;

$rueda_countries = array();
$rueda_states    = array();
foreach ( CheckoutSettings::shipping_countries() as $rueda_code ) {
	$rueda_countries[ $rueda_code ] = Countries::name( $rueda_code );
	$rueda_country_states           = Countries::states( $rueda_code );
	if ( $rueda_country_states ) {
		$rueda_states[ $rueda_code ] = $rueda_country_states;
	}
}
// By name as a reader expects ("Bélgica" before "Bután"), accents aside.
uasort( $rueda_countries, static fn( string $a, string $b ): int => strcasecmp( remove_accents( $a ), remove_accents( $b ) ) );

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	BlockMarkup::skeleton( 2 ),
	array(
		'countries' => $rueda_countries,
		'states'    => $rueda_states,
	)
);
