<?php
/**
 * The direction of Rueda's dependencies (README, Layout).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Unit;

use PHPUnit\Framework\TestCase;

/**
 * Reads every class name each file of includes/ names (its `use` imports and its fully
 * qualified names) and holds two rules: the domain (Rueda\Domain) names nothing that
 * delivers it (routes, screens, blocks, pages, emails, modules), and what delivers it
 * reaches the shop's data only through the domain, never Rueda\Storage itself (the
 * bookkeeping of requests, rate limits and idempotency keys, aside). The files at the root
 * of includes/ (Plugin, Installer, Uninstaller) compose the rest and may name anything.
 * And the wiring: Domain and Settings never hook themselves into WordPress (their module
 * does), and every folder's Module is booted by Plugin.
 */
final class ArchitectureTest extends TestCase {

	/**
	 * What delivers the domain (routes, screens, blocks, pages, emails, modules): every
	 * folder of includes/ but the domain, its storage and its settings.
	 */
	private const DELIVERY = '#^Rueda\\\\(?!Domain\\\\|Storage\\\\|Settings\\\\)\\w+\\\\#';

	/** Storage of requests rather than of the shop: what routes may keep themselves. */
	private const REQUEST_BOOKKEEPING = array( 'Rueda\Storage\RateLimits', 'Rueda\Storage\IdempotencyKeys' );

	public function test_dependencies_point_from_delivery_to_the_domain_to_storage(): void {
		$found = array();
		foreach ( $this->files() as $file => $class_names ) {
			$namespace = 'Rueda\\' . str_replace( '/', '\\', dirname( $file ) ) . '\\';
			foreach ( $class_names as $class_name ) {
				$domain_to_delivery  = str_starts_with( $namespace, 'Rueda\Domain\\' ) && preg_match( self::DELIVERY, $class_name );
				$delivery_to_storage = preg_match( self::DELIVERY, $namespace ) && str_starts_with( $class_name, 'Rueda\Storage\\' )
					&& ! in_array( $class_name, self::REQUEST_BOOKKEEPING, true );
				if ( $domain_to_delivery || $delivery_to_storage ) {
					$found[ $file ][] = $class_name;
				}
			}
		}
		foreach ( $found as $file => $class_names ) {
			$found[ $file ] = array_values( array_unique( $class_names ) );
			sort( $found[ $file ] );
		}
		ksort( $found );

		$this->assertSame( array(), $found, 'A dependency against the layering.' );
	}

	public function test_the_rules_never_hook_themselves(): void {
		$hooked = array();
		foreach ( array_keys( $this->files() ) as $file ) {
			if ( ! preg_match( '#^(Domain|Settings)/#', $file ) ) {
				continue;
			}
			$code = (string) file_get_contents( dirname( __DIR__, 3 ) . '/includes/' . $file );
			// A filter added and removed around one query (ProductQuery) is not a registration.
			preg_match_all( '/\badd_filter\(\s*\'([^\']+)\'/', $code, $added );
			foreach ( $added[1] as $hook ) {
				if ( ! str_contains( $code, "remove_filter( '{$hook}'" ) ) {
					$hooked[] = "{$file}: add_filter {$hook}";
				}
			}
			if ( preg_match_all( '/\b(add_action|register_rest_route|add_menu_page|add_submenu_page|add_shortcode|register_block_type)\(/', $code, $calls ) ) {
				$hooked[] = "{$file}: " . implode( ', ', array_unique( $calls[1] ) );
			}
		}

		$this->assertSame( array(), $hooked, 'Domain and Settings hold rules; their module hooks them.' );
	}

	public function test_every_module_is_booted(): void {
		$booted = ( new \ReflectionClassConstant( \Rueda\Plugin::class, 'MODULES' ) )->getValue();
		$found  = array();
		foreach ( array_keys( $this->files() ) as $file ) {
			if ( str_ends_with( $file, '/Module.php' ) ) {
				$found[] = 'Rueda\\' . str_replace( '/', '\\', substr( $file, 0, -4 ) );
			}
		}
		sort( $found );
		$sorted = $booted;
		sort( $sorted );

		$this->assertSame( $found, $sorted );
		foreach ( $booted as $module ) {
			$this->assertContains( \Rueda\FeatureModule::class, class_implements( $module ), $module );
		}
	}

	/**
	 * Every PHP file of includes/, relative, with the Rueda class names it names.
	 *
	 * @return array<string,string[]>
	 */
	private function files(): array {
		$root  = dirname( __DIR__, 3 ) . '/includes/';
		$files = array();
		$paths = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $paths as $path ) {
			if ( 'php' === $path->getExtension() ) {
				$files[ substr( $path->getPathname(), strlen( $root ) ) ] = $this->names( (string) file_get_contents( $path->getPathname() ) );
			}
		}
		ksort( $files );
		return $files;
	}

	/**
	 * The Rueda class names a file imports or writes fully qualified.
	 *
	 * @param string $code PHP source.
	 * @return string[]
	 */
	private function names( string $code ): array {
		$names = array();
		foreach ( token_get_all( $code ) as $token ) {
			if ( is_array( $token ) && in_array( $token[0], array( T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
				$name = ltrim( $token[1], '\\' );
				if ( str_starts_with( $name, 'Rueda\\' ) ) {
					$names[] = $name;
				}
			}
		}
		return $names;
	}

	public function test_a_class_that_moved_answers_to_its_old_name(): void {
		foreach ( \Rueda\MovedClasses::MAP as $old => $new ) {
			$this->assertFileDoesNotExist( dirname( __DIR__, 3 ) . '/includes/' . str_replace( '\\', '/', substr( $old, 6 ) ) . '.php', $old );
			$this->assertTrue( class_exists( $old ), $old );
			$this->assertSame( $new, ( new \ReflectionClass( $old ) )->getName() );
		}
		$order = new \Rueda\Domain\Orders\Order(
			array(
				'id'        => 7,
				'order_key' => 'wc_order_abc',
			),
			array(),
			array()
		);
		$this->assertSame( \Rueda\Invoices\Content\InvoiceLinks::url( $order ), \Rueda\Content\InvoiceLinks::url( $order ) ); // The old name, as extensions write it.
	}
}
