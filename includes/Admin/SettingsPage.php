<?php
/**
 * The settings screen of the "Rueda" admin menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin;

use Rueda\Domain\Customers\Countries;
use Rueda\Domain\Ecovalor\EcovalorCategory;
use Rueda\Settings\CurrencySettings;

/**
 * Rueda → Ajustes, for those who may manage the shop: the settings (build/admin/settings.js,
 * WordPress's components) saved through rueda/v1. Its address stays `admin.php?page=rueda`;
 * since 0.7.0 the top-level "Rueda" link opens "Hoy en el taller" (AdminScreen::MENU) and
 * this is its second entry.
 *
 * @since 0.1.0
 */
final class SettingsPage extends AdminScreen {

	public const SLUG = 'rueda';

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return self::SLUG;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'settings';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Rueda shop settings', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Settings', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_priority(): int {
		return 10;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function data(): array {
		$countries = array();
		foreach ( Countries::codes() as $code ) {
			$countries[ $code ] = Countries::name( $code );
		}
		uasort( $countries, static fn( string $a, string $b ): int => strcasecmp( remove_accents( $a ), remove_accents( $b ) ) );
		$states = array();
		foreach ( array_keys( $countries ) as $code ) {
			$list = Countries::states( (string) $code );
			if ( $list ) {
				asort( $list );
				$states[ $code ] = $list;
			}
		}
		$currency = CurrencySettings::currency();
		return array(
			'countries'            => $countries,
			// Provinces for the shipping zones ("ES:GC").
			'states'               => (object) $states,
			// Shipping costs are typed in the shop's currency and sent in minor units.
			'currency'             => array(
				'minorUnit'         => $currency->minor_unit,
				'decimalSeparator'  => $currency->decimal_separator,
				'thousandSeparator' => $currency->thousand_separator,
				'prefix'            => $currency->prefix,
				'suffix'            => $currency->suffix,
			),
			// Only administrators may choose whether deleting the plugin deletes the data.
			'canChangeDataRemoval' => current_user_can( 'manage_options' ),
			// The ecovalor's tyre categories, by slug.
			'ecoCategories'        => EcovalorCategory::labels(),
			// What a new pickup location's appointments start with (Spain's national holidays...).
			'pickupSchedule'       => \Rueda\Domain\Workshop\WorkshopSchedule::defaults(),
		);
	}
}
