<?php
/**
 * Deleting the plugin.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests;

/**
 * Runs the real uninstall.php on a second shop installed beside the test shop (another
 * table prefix, seeded with the demo catalogue), so the test shop keeps its data.
 */
final class UninstallTest extends TestCase {

	private const PREFIX = 'uninstall_';

	protected bool $isolate = false;

	protected function tear_down(): void {
		global $wpdb;
		foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( self::PREFIX ) . '%' ) ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Names read from the database.
		}
		parent::tear_down();
	}

	public function test_the_owner_who_asks_for_it_gets_every_trace_of_the_shop_removed(): void {
		$left = $this->install_and_uninstall( 'remove' );

		$this->assertSame( array(), $left['tables'] );
		$this->assertSame( array(), $left['options'] );
		$this->assertSame( 0, $left['posts'] );
		$this->assertSame( 0, $left['user_meta'] );
		$this->assertFalse( $left['role'] );
		$this->assertFalse( $left['admin_cap'] );
		$this->assertFalse( $left['cron_hooked'] );
		$this->assertGreaterThan( 0, $left['pages'], 'Pages are the owner’s content.' );
	}

	public function test_by_default_the_shop_data_stays_for_a_reinstall(): void {
		$left = $this->install_and_uninstall( 'keep' );

		$this->assertCount( 10, $left['tables'] );
		$this->assertContains( 'rueda_schema_version', $left['options'] );
		$this->assertGreaterThan( 0, $left['posts'] );
		$this->assertSame( 1, $left['user_meta'] );
		$this->assertFalse( $left['role'], 'The role and capability always go.' );
		$this->assertFalse( $left['admin_cap'] );
	}

	/**
	 * Installs and seeds the second shop, then deletes the plugin there.
	 *
	 * @param string $choice "remove" or "keep".
	 * @return array<string,mixed> What is left.
	 */
	private function install_and_uninstall( string $choice ): array {
		$site = (string) getenv( 'RUEDA_TEST_SITE' );
		$env  = 'RUEDA_TABLE_PREFIX=' . self::PREFIX . ' RUEDA_ADMIN_PASSWORD=password ';
		$php  = escapeshellarg( PHP_BINARY );
		exec( $env . $php . ' ' . escapeshellarg( dirname( __DIR__, 2 ) . '/bin/install-site.php' ) . ' ' . escapeshellarg( $site ) . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );

		$json = shell_exec( $env . $php . ' ' . escapeshellarg( __DIR__ . '/bin/uninstall.php' ) . ' ' . escapeshellarg( $site ) . ' ' . $choice );
		$left = json_decode( (string) $json, true );
		$this->assertIsArray( $left, (string) $json );
		return $left;
	}
}
