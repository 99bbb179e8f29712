<?php
/**
 * Base test case: WordPress loaded, each test inside a rolled-back transaction.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests;

use Yoast\PHPUnitPolyfills\TestCases\TestCase as PolyfillTestCase;

/**
 * Keeps every test's data isolated: what a test writes is rolled back afterwards, on
 * SQLite and on MariaDB alike. Tests must not run DDL (MariaDB commits it implicitly).
 */
abstract class TestCase extends PolyfillTestCase {

	/**
	 * Whether the test runs inside a rolled-back transaction. Tests of concurrency across
	 * processes need committed data and clean up after themselves instead.
	 *
	 * @var bool
	 */
	protected bool $isolate = true;

	/**
	 * Opens the test's transaction and starts as an anonymous visitor.
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( $this->isolate ) {
			// Through Rueda's transactions, so that the ones the code opens become savepoints.
			\Rueda\Storage\Transaction::begin();
		}
		wp_set_current_user( 0 );
	}

	/**
	 * Rolls back everything the test wrote and forgets cached copies of it.
	 */
	protected function tear_down(): void {
		global $wp_rest_server;
		if ( $this->isolate ) {
			\Rueda\Storage\Transaction::rollback();
		}
		wp_cache_flush();
		$wp_rest_server = null;
		wp_set_current_user( 0 );
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		parent::tear_down();
	}

	/**
	 * Creates a user with a role and returns its ID.
	 *
	 * @param string $role Role name.
	 */
	protected function create_user( string $role ): int {
		$login = $role . '_' . wp_generate_password( 8, false );
		return (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.test',
				'role'       => $role,
			)
		);
	}

	/**
	 * Dispatches a REST request in-process, as the current user.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $path   Route, e.g. '/wp/v2/settings'.
	 * @param array<string,mixed>  $body   JSON body.
	 * @param array<string,string> $headers Request headers.
	 */
	protected function rest( string $method, string $path, array $body = array(), array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $path );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}
}
