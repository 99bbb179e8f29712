<?php
/**
 * `php -l` on many files in one PHP process: each file is parsed and compiled (OPcache's
 * compiler, nothing runs), which finds what `php -l` finds, parse errors and compile-time
 * errors alike (a repeated parameter, an abstract method with a body). PHPCS no longer
 * runs `php -l` once per file (Generic.PHP.Syntax, excluded in phpcs.xml.dist): starting
 * PHP 700 times was half of its time.
 *
 * Files compile fifty at a time in a forked child (its errors shown when $show), so no
 * file's functions meet another's; a batch that fails is compiled again one file per
 * child, and only those errors count.
 * Without pcntl or OPcache each file gets its own `php -l`.
 *
 * Usage: php -d opcache.enable_cli=1 bin/php-syntax.php FILE... Exits 1 on any error.
 */

declare( strict_types=1 );

// A closure, not a function: this file is among those it compiles.
$compiles = static function ( array $files, bool $show ): bool {
	$pid = pcntl_fork();
	if ( 0 === $pid ) {
		ini_set( 'display_errors', $show ? 'stderr' : '0' );
		ini_set( 'log_errors', '0' );
		$ok = true;
		foreach ( $files as $file ) {
			try {
				$ok = opcache_compile_file( $file ) && $ok;
			} catch ( ParseError $error ) {
				if ( $show ) {
					fwrite( STDERR, "PHP Parse error: {$error->getMessage()} in $file on line {$error->getLine()}\n" );
				}
				$ok = false;
			}
		}
		exit( $ok ? 0 : 1 );
	}
	pcntl_waitpid( $pid, $child );
	return pcntl_wifexited( $child ) && 0 === pcntl_wexitstatus( $child );
};

$files  = array_slice( $argv, 1 );
$status = 0;
if ( ! function_exists( 'pcntl_fork' ) || ! function_exists( 'opcache_compile_file' ) || ! ini_get( 'opcache.enable' ) || ! ini_get( 'opcache.enable_cli' ) ) {
	foreach ( $files as $file ) {
		$output = array();
		exec( escapeshellarg( PHP_BINARY ) . ' -l ' . escapeshellarg( $file ) . ' 2>&1', $output, $code );
		if ( 0 !== $code ) {
			fwrite( STDERR, implode( "\n", $output ) . "\n" );
			$status = 1;
		}
	}
	exit( $status );
}
foreach ( array_chunk( $files, 50 ) as $batch ) {
	if ( $compiles( $batch, false ) ) {
		continue;
	}
	foreach ( $batch as $file ) {
		if ( ! $compiles( array( $file ), true ) ) {
			$status = 1;
		}
	}
}
exit( $status );
