<?php
/**
 * Runs when the owner deletes Rueda from the Plugins screen (see Rueda\Uninstaller).
 *
 * @package Rueda
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/plugin.php';

\Rueda\Uninstaller::run();
