<?php
/**
 * Seeds (idempotently) the demo shop of a local site with Rueda and Rueda Demo active.
 *
 * Usage: php bin/seed-site.php SITE_DIR
 */

declare( strict_types=1 );

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';

( new \RuedaDemo\DemoShop() )->seed();
flush_rewrite_rules( false );
