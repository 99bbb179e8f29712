<?php
/**
 * Plugin Name: Rueda test: Redsys at the local simulator
 * Description: Test-only. Redsys's pages and REST endpoint are the simulator Playwright
 * starts beside the site, at the site's port + 1000 (playwright.config.ts).
 *
 * @package Rueda\Tests
 */

defined( 'ABSPATH' ) || exit;

define( 'RUEDA_REDSYS_ENDPOINT', 'http://localhost:' . ( (int) wp_parse_url( home_url(), PHP_URL_PORT ) + 1000 ) );
