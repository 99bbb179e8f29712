<?php
/**
 * Plugin Name:       Rueda Demo
 * Plugin URI:        https://github.com/rueda-shop/rueda
 * Description:       Tienda de demostración para Rueda: catálogo de neumáticos y servicios con fotos dibujadas, vehículos del buscador, cupones, envíos, páginas y menú de un taller español. Para sitios de desarrollo y pruebas, no para una tienda real.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Requires Plugins:  rueda
 * Author:            Rueda
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       rueda
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

define( 'RUEDA_DEMO_DIR', __DIR__ );

// PSR-4: RuedaDemo\Foo\Bar lives in includes/Foo/Bar.php, as Rueda loads its own classes:
// the plugin works symlinked or copied into any site, with no Composer. Plugins load in
// name order, this one before Rueda; nothing here touches Rueda until a seeder runs.
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( str_starts_with( $class_name, 'RuedaDemo\\' ) ) {
			$file = __DIR__ . '/includes/' . str_replace( '\\', '/', substr( $class_name, 10 ) ) . '.php';
			if ( is_readable( $file ) ) {
				require $file;
			}
		}
	}
);
