<?php
/**
 * Child process of SubmissionQueueRaceTest: loads WordPress, prints "ready", waits until
 * GO_FILE exists (every process is ready), runs the VERI*FACTU queue against the stand-in
 * at URL, and prints "RESULT locked" or "RESULT sent <records>".
 *
 * Usage: php run-verifactu-queue.php SITE_DIR GO_FILE URL
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;
use Rueda\Invoices\Verifactu\AeatClient;

[ , $site, $go_file, $url ] = $argv;
$_SERVER['HTTP_HOST']       = 'localhost';
require $site . '/wp-load.php';

$queue = new SubmissionQueue( new AeatClient( $url ) );
echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
$summary = $queue->run();
echo "\nRESULT " . ( $summary['locked'] ? 'locked' : 'sent ' . (int) $summary['records'] ) . "\n";
