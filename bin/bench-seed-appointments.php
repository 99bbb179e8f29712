<?php
/**
 * Seeds a month of workshop bookings on a bench site: one bay of the demo workshop taken at
 * every half hour of every open day of the next 31 days (confirmed appointments of their
 * own orders), so GET /appointment-slots has a month of appointments to count.
 *
 * Usage: php bin/bench-seed-appointments.php SITE_DIR. Run by bin/bench.sh only.
 *
 * @package Rueda
 */

declare( strict_types=1 );

$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Workshop\SlotFinder;
use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;

$location = WorkshopLocations::get( 0 );
if ( ! $location ) {
	fwrite( STDERR, "The bench site has no pickup location.\n" );
	exit( 1 );
}
$finder = new SlotFinder( $location['schedule'] );
$now    = current_datetime();
$today  = $now->setTime( 0, 0 );
$days   = $finder->days( $today, SlotFinder::MAX_DAYS, 30, $now, $today, array() );
$orders = new OrderStore();
$table  = new AppointmentTable();
$made   = 0;
foreach ( $days as $day ) {
	foreach ( $day['slots'] as $slot ) {
		$order_id = $orders->create(
			array(
				'status'        => OrderStatus::PROCESSING,
				'billing_email' => 'banco' . $made . '@example.test',
			)
		);
		$made    += null === $table->insert_if_free( $order_id, 0, $slot['start']->getTimestamp(), $slot['end']->getTimestamp(), $location['schedule']->bays, AppointmentTable::CONFIRMED, null ) ? 0 : 1;
	}
}
printf( "Seeded %d appointments over %d open days.\n", (int) $made, count( $days ) );
