<?php
/**
 * Plugin Name: Rueda test unpaid bookings
 * Description: Every end-to-end shopper books from 127.0.0.1, so the limit of workshop
 * bookings left to be paid at the workshop per client and day is raised (PHPUnit tests the
 * limit itself). Copied into the e2e site only by bin/e2e-server.sh; never part of Rueda.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

add_filter( 'rueda_unpaid_bookings_per_day', static fn() => 100 );
