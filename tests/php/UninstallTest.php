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
 * table prefix, seeded with the demo shop), so the test shop keeps its data. The second
 * shop's catalogue has one tyre (RUEDA_DEMO_SEED=minimal): each kind of product, picture,
 * term and row the uninstall must remove or keep, without drawing the thirty other tyres;
 * the question about roles alone gets a shop without the demo's data.
 *
 * @group object-cache
 */
final class UninstallTest extends TestCase {

	private const PREFIX = 'uninstall_';

	protected bool $isolate = false;

	/**
	 * What each install-and-uninstall left, by choice and role maker: tests that ask the
	 * same question share one run (each installs and seeds a whole shop).
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private static array $left = array();

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
		$this->assertSame( 0, $left['pictures'] );
		$this->assertSame( 0, $left['user_meta'] );
		$this->assertFalse( $left['role'] );
		$this->assertFalse( $left['customer_role'] );
		$this->assertFalse( $left['admin_cap'] );
		$this->assertFalse( $left['cron_hooked'] );
		$this->assertFalse( $left['certificate'] );
		$this->assertGreaterThan( 0, $left['pages'], 'Pages are the owner’s content.' );
	}

	public function test_by_default_the_shop_data_stays_for_a_reinstall(): void {
		$left = $this->install_and_uninstall( 'keep' );

		$this->assertCount( count( \Rueda\Storage\Schema::TABLES ), $left['tables'] );
		$this->assertContains( 'rueda_schema_version', $left['options'] );
		$this->assertGreaterThan( 0, $left['posts'] );
		$this->assertGreaterThan( 0, $left['pictures'] );
		$this->assertSame( 1, $left['user_meta'] );
		$this->assertFalse( $left['role'], 'The role and capability always go.' );
		$this->assertFalse( $left['admin_cap'] );
		$this->assertFalse( $left['cron_hooked'] );
		$this->assertFalse( $left['certificate'], 'The AEAT certificate, a secret, always goes.' );
	}

	public function test_the_roles_rueda_made_go_and_their_users_become_subscribers(): void {
		$left = $this->install_and_uninstall( 'keep' );

		$this->assertFalse( $left['role'] );
		$this->assertFalse( $left['customer_role'], 'Rueda made it for the first account at checkout.' );
		$this->assertSame(
			array(
				'cliente' => array( 'subscriber' ),
				'gerente' => array( 'subscriber' ),
				'editora' => array( 'editor' ),
			),
			$left['user_roles'],
			'Nobody is left without a role; a user with another one keeps just that.'
		);
	}

	public function test_a_customer_role_rueda_did_not_create_is_kept(): void {
		// Roles only: a shop without the demo's data answers it.
		$left = $this->install_and_uninstall( 'remove', 'other', 'none' );

		$this->assertTrue( $left['customer_role'] );
		$this->assertSame( array( 'customer' ), $left['user_roles']['cliente'] );
		$this->assertSame( array( 'subscriber' ), $left['user_roles']['gerente'] );
	}

	/**
	 * Installs and seeds the second shop, then deletes the plugin there.
	 *
	 * @param string $choice     "remove" or "keep".
	 * @param string $role_maker Who made the customer role: "rueda" or "other".
	 * @param string $seed       The demo's seed (DemoShop::SEED_ENV): "minimal" or "none".
	 * @return array<string,mixed> What is left.
	 */
	private function install_and_uninstall( string $choice, string $role_maker = 'rueda', string $seed = 'minimal' ): array {
		return self::$left[ "$choice $role_maker $seed" ] ??= $this->run_install_and_uninstall( $choice, $role_maker, $seed );
	}

	/**
	 * Runs the second shop's install and uninstall in child processes.
	 *
	 * @param string $choice     "remove" or "keep".
	 * @param string $role_maker "rueda" or "other".
	 * @param string $seed       "minimal" or "none".
	 * @return array<string,mixed> What is left.
	 */
	private function run_install_and_uninstall( string $choice, string $role_maker, string $seed ): array {
		$site = (string) getenv( 'RUEDA_TEST_SITE' );
		$env  = 'RUEDA_TABLE_PREFIX=' . self::PREFIX . ' RUEDA_ADMIN_PASSWORD=password ' . \RuedaDemo\DemoShop::SEED_ENV . '=' . $seed . ' ';
		$php  = escapeshellarg( PHP_BINARY );
		exec( $env . $php . ' ' . escapeshellarg( dirname( __DIR__, 2 ) . '/bin/install-site.php' ) . ' ' . escapeshellarg( $site ) . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );

		$json = shell_exec( $env . $php . ' ' . escapeshellarg( __DIR__ . '/bin/uninstall.php' ) . ' ' . escapeshellarg( $site ) . ' ' . $choice . ' ' . $role_maker );
		$left = json_decode( (string) $json, true );
		$this->assertIsArray( $left, (string) $json );
		return $left;
	}
}
