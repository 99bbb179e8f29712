<?php
/**
 * Activation: versioned, idempotent set-up of what Rueda stores.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda;

/**
 * Runs on activation and whenever the stored schema version is behind the code.
 *
 * @since 0.1.0
 */
final class Installer {

	/** Option holding the version whose set-up last ran. */
	public const VERSION_OPTION = 'rueda_version';

	/**
	 * Activation hook.
	 *
	 * @since 0.1.0
	 */
	public static function activate(): void {
		Storage\Schema::migrate();
		Admin\Capabilities::install();
		( new Settings\WorkshopSettings() )->add_defaults();
		Domain\Ecovalor\EcovalorSettings::add_option();
		update_option( self::VERSION_OPTION, RUEDA_VERSION );
	}
}
