<?php
/**
 * Runs one PHP process per racer and releases them together, for the tests that prove an
 * atomic statement (the last tyre, the last bay, the next invoice number).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests;

/**
 * For test cases whose racers are scripts of tests/php/bin/: each gets the test site and a
 * "go" file as its first two arguments, prints "ready" once prepared, waits for the file,
 * acts, and prints "RESULT <what happened>".
 */
trait RacesProcesses {

	/**
	 * Starts a process per argument list; once every one is ready they act together.
	 *
	 * @param string              $script    File name in tests/php/bin/.
	 * @param array<int,string[]> $arguments The arguments of each process, after the site and go file.
	 * @return list<string> What each printed after RESULT (or its whole output), sorted.
	 */
	protected function race_processes( string $script, array $arguments ): array {
		$go        = get_temp_dir() . 'rueda-race-' . wp_generate_password( 12, false );
		$processes = array();
		$pipes     = array();
		foreach ( $arguments as $index => $args ) {
			$processes[ $index ] = proc_open(
				array_merge( array( PHP_BINARY, __DIR__ . '/bin/' . $script, (string) getenv( 'RUEDA_TEST_SITE' ), $go ), $args ),
				array(
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes[ $index ]
			);
		}
		try {
			foreach ( array_keys( $processes ) as $index ) {
				do {
					$line = fgets( $pipes[ $index ][1] );
				} while ( false !== $line && 'ready' !== trim( $line ) );
			}
		} finally {
			touch( $go );
		}
		$results = array();
		foreach ( $processes as $index => $process ) {
			$output    = (string) stream_get_contents( $pipes[ $index ][1] ) . (string) stream_get_contents( $pipes[ $index ][2] );
			$results[] = preg_match( '/^RESULT (.+)$/m', $output, $match ) ? $match[1] : $output;
			proc_close( $process );
		}
		unlink( $go );
		sort( $results );
		return $results;
	}
}
