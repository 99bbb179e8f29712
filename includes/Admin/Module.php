<?php
/**
 * The admin shell: the Rueda menu and the shop's settings.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin;

use Rueda\FeatureModule;
use Rueda\Rest\Routes;
use Rueda\Settings\WorkshopSettings;

/**
 * Wires what every screen stands on: the capability, the rueda/v1 refusals in the shop's
 * words, the settings screen (the Rueda menu) with its routes, and the workshop's setting.
 *
 * @since 0.5.0
 */
final class Module implements FeatureModule {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		( new Capabilities() )->register();
		( new Routes() )->register();
		( new Rest\Refusals() )->register();
		add_action( 'init', array( new WorkshopSettings(), 'register_setting' ) );
		// The free-text hours the option once held; the pickup schedule is their one source.
		add_action( 'init', array( WorkshopSettings::class, 'forget_hours' ) );
		( new Rest\GeneralSettingsRoute() )->register();
		( new Rest\CheckoutSettingsRoute() )->register();
		( new Rest\LegalSettingsRoute() )->register();
		( new Rest\PaymentSettingsRoute() )->register();
		( new Rest\ShippingSettingsRoute() )->register();
		( new Rest\PageLinksRoute() )->register();
		( new Rest\TaxSettingsRoute() )->register();
		( new Rest\DataSettingsRoute() )->register();
		( new Rest\EcovalorSettingsRoute() )->register();
		( new Rest\CompanySettingsRoute() )->register();
		( new SettingsPage() )->register();
	}
}
