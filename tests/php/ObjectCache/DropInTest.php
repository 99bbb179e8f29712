<?php
/**
 * The test-only Redis drop-in keeps WordPress's object cache contract.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\ObjectCache;

use Rueda\Tests\TestCase;

/**
 * What the suites rely on when they run with tests/object-cache/object-cache.php: a value
 * read back on another node is the value written, a cached false is not a miss, and a
 * flush forgets this site's keys only.
 *
 * @group object-cache
 */
final class DropInTest extends TestCase {

	private \WP_Object_Cache $cache;

	protected function set_up(): void {
		parent::set_up();
		if ( ! TwoNodesTestCase::redis_cache_active() ) {
			$this->markTestSkipped( 'Needs the Redis object cache: RUEDA_OBJECT_CACHE=redis RUEDA_PHP_DBS=mariadb npm run test:php.' );
		}
		$this->cache = $GLOBALS['wp_object_cache'];
	}

	/**
	 * Reads as the next request would: from Redis, not from this request's copy.
	 *
	 * @param string $key   Key.
	 * @param string $group Group.
	 * @param mixed  $found Set to whether it was found.
	 * @return mixed
	 */
	private function next_request_get( string $key, string $group = 'rueda_test', &$found = null ) {
		wp_cache_flush_runtime();
		return wp_cache_get( $key, $group, false, $found );
	}

	public function test_every_kind_of_value_reads_back_and_a_stored_false_is_found(): void {
		$object    = new \stdClass();
		$object->a = array( 1, '2', null );
		$values    = array(
			'false'  => false,
			'zero'   => 0,
			'empty'  => '',
			'null'   => null,
			'int'    => -42,
			'digits' => '0042',
			'float'  => 1.5,
			'array'  => array(
				'a' => array( false, 0 ),
				7   => 'x',
			),
			'object' => $object,
		);
		foreach ( $values as $key => $value ) {
			$this->assertTrue( wp_cache_set( $key, $value, 'rueda_test' ), $key );
		}
		foreach ( $values as $key => $value ) {
			$found = null;
			$this->assertEquals( $value, $this->next_request_get( $key, 'rueda_test', $found ), $key );
			$this->assertSame( gettype( $value ), gettype( $this->next_request_get( $key ) ), $key );
			$this->assertTrue( $found, $key );
		}
		$this->assertFalse( $this->next_request_get( 'missing', 'rueda_test', $found ) );
		$this->assertFalse( $found );
	}

	public function test_a_cached_object_is_a_copy(): void {
		$object    = new \stdClass();
		$object->a = 1;
		wp_cache_set( 'object', $object, 'rueda_test' );
		$object->a                                = 2;
		wp_cache_get( 'object', 'rueda_test' )->a = 3;
		$this->assertSame( 1, wp_cache_get( 'object', 'rueda_test' )->a );
	}

	public function test_add_replace_delete_and_the_multiple_forms(): void {
		$this->assertTrue( wp_cache_add( 'k', 1, 'rueda_test' ) );
		$this->assertFalse( wp_cache_add( 'k', 2, 'rueda_test' ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_add( 'k', 2, 'rueda_test' ), 'held in Redis' );
		$this->assertFalse( wp_cache_replace( 'absent', 1, 'rueda_test' ) );
		$this->assertTrue( wp_cache_replace( 'k', 3, 'rueda_test' ) );
		$this->assertSame( 3, $this->next_request_get( 'k' ) );
		$this->assertFalse( wp_cache_get( 'k', 'rueda_test_other' ), 'groups do not share keys' );

		$this->assertSame(
			array(
				'a' => true,
				'b' => true,
			),
			wp_cache_set_multiple(
				array(
					'a' => 'A',
					'b' => false,
				),
				'rueda_test'
			)
		);
		wp_cache_flush_runtime();
		$this->assertSame(
			array(
				'a' => 'A',
				'b' => false,
				'c' => false,
			),
			wp_cache_get_multiple( array( 'a', 'b', 'c' ), 'rueda_test' )
		);
		$this->assertSame(
			array(
				'a' => true,
				'c' => false,
			),
			wp_cache_delete_multiple( array( 'a', 'c' ), 'rueda_test' )
		);
		$this->assertFalse( $this->next_request_get( 'a' ) );
		$this->assertTrue( wp_cache_delete( 'k', 'rueda_test' ) );
		$this->assertFalse( $this->next_request_get( 'k' ) );
		foreach ( array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ) as $feature ) {
			$this->assertTrue( wp_cache_supports( $feature ), $feature );
		}
	}

	public function test_incr_and_decr_are_shared_and_never_below_zero(): void {
		$this->assertFalse( wp_cache_incr( 'counter', 1, 'rueda_test' ) );
		wp_cache_set( 'counter', 5, 'rueda_test' );
		$this->assertSame( 7, wp_cache_incr( 'counter', 2, 'rueda_test' ) );
		wp_cache_flush_runtime();
		$this->assertSame( 8, wp_cache_incr( 'counter', 1, 'rueda_test' ) );
		$this->assertSame( 0, wp_cache_decr( 'counter', 100, 'rueda_test' ) );
		$this->assertSame( 0, $this->next_request_get( 'counter' ) );
		wp_cache_set( 'text', 'abc', 'rueda_test' );
		$this->assertSame( 1, wp_cache_incr( 'text', 1, 'rueda_test' ), 'a non-number counts as 0' );
	}

	public function test_non_persistent_groups_stay_in_the_request(): void {
		wp_cache_add_non_persistent_groups( 'rueda_local' );
		wp_cache_set( 'k', 'v', 'rueda_local' );
		$this->assertSame( 'v', wp_cache_get( 'k', 'rueda_local' ) );
		$this->assertSame( array(), $this->cache->redis->keys( $this->cache->prefix . 'rueda_local:*' ) );
		$this->assertFalse( $this->next_request_get( 'k', 'rueda_local' ) );
	}

	public function test_expiration_reaches_redis(): void {
		wp_cache_set( 'short', 'v', 'rueda_test', 30 );
		wp_cache_set( 'forever', 'v', 'rueda_test' );
		$ttl = $this->cache->redis->ttl( $this->cache->prefix . 'rueda_test:0:short' );
		$this->assertGreaterThan( 0, $ttl );
		$this->assertLessThanOrEqual( 30, $ttl );
		$this->assertSame( -1, $this->cache->redis->ttl( $this->cache->prefix . 'rueda_test:0:forever' ) );
		$this->assertSame( 1, wp_cache_incr( 'short', 1, 'rueda_test' ) );
		$this->assertGreaterThan( 0, $this->cache->redis->ttl( $this->cache->prefix . 'rueda_test:0:short' ), 'incr keeps the expiry' );
	}

	public function test_flushes_forget_this_sites_keys_only(): void {
		$other = 'rueda:another-site:wp_:rueda_test:0:k';
		$this->cache->redis->set( $other, serialize( 'theirs' ) );
		try {
			wp_cache_set( 'k', 'ours', 'rueda_test' );
			wp_cache_set( 'k', 'ours', 'rueda_test_other' );

			$this->assertTrue( wp_cache_flush_group( 'rueda_test' ) );
			$this->assertFalse( $this->next_request_get( 'k' ) );
			$this->assertSame( 'ours', $this->next_request_get( 'k', 'rueda_test_other' ), 'another group stays' );

			$this->assertTrue( wp_cache_flush() );
			$this->assertFalse( $this->next_request_get( 'k', 'rueda_test_other' ) );
			$this->assertSame( serialize( 'theirs' ), $this->cache->redis->get( $other ), 'another site sharing Redis keeps its keys' );
		} finally {
			$this->cache->redis->del( $other );
		}
	}
}
