<?php
/**
 * Plugin Name:       Rueda
 * Plugin URI:        https://github.com/rueda-shop/rueda
 * Description:       Tienda online para talleres de neumáticos y mecánica: catálogo, carrito, pago y recogida en el taller.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            Rueda
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       rueda
 * Domain Path:       /languages
 *
 * @package Rueda
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

define( 'RUEDA_VERSION', '0.1.0' );
define( 'RUEDA_FILE', __FILE__ );
define( 'RUEDA_DIR', __DIR__ );

// PSR-4: Rueda\Foo\Bar lives in includes/Foo/Bar.php. No runtime Composer dependency.
// A class that moved still answers to its old name (Rueda\MovedClasses).
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( str_starts_with( $class_name, 'Rueda\\' ) ) {
			$file = __DIR__ . '/includes/' . str_replace( '\\', '/', substr( $class_name, 6 ) ) . '.php';
			if ( is_readable( $file ) ) {
				require $file;
			} elseif ( isset( \Rueda\MovedClasses::MAP[ $class_name ] ) ) {
				class_alias( \Rueda\MovedClasses::MAP[ $class_name ], $class_name );
			}
		}
	}
);

register_activation_hook( __FILE__, array( \Rueda\Installer::class, 'activate' ) );

add_action( 'plugins_loaded', array( \Rueda\Plugin::class, 'boot' ) );
