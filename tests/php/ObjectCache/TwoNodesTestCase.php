<?php
/**
 * Two PHP nodes sharing one Redis object cache and one database.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\ObjectCache;

use Rueda\Domain\Cart\CartSession;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * What production runs: several PHP nodes behind a load balancer, one database, one
 * persistent object cache. A test runs requests "on" node A or B: each request starts
 * with an empty runtime cache of its node (what earlier requests cached lives only in
 * Redis, as between two PHP-FPM requests) and a fresh REST server. The shopper's cookie
 * travels with the requests, as a browser's does.
 *
 * Runs only with the test drop-in tests/object-cache/object-cache.php (npm test runs it in
 * the suite phpunit-mariadb-redis); skipped otherwise.
 */
abstract class TwoNodesTestCase extends CheckoutTestCase {

	/**
	 * Each node's cache, by name.
	 *
	 * @var array<string,\WP_Object_Cache>
	 */
	private array $nodes = array();

	protected function set_up(): void {
		parent::set_up();
		if ( ! self::redis_cache_active() ) {
			$this->markTestSkipped( 'Needs the Redis object cache: RUEDA_OBJECT_CACHE=redis RUEDA_PHP_DBS=mariadb npm run test:php (npm test runs it as phpunit-mariadb-redis).' );
		}
	}

	protected function tear_down(): void {
		$this->nodes = array();
		parent::tear_down();
	}

	/**
	 * Whether the test drop-in on Redis is WordPress's object cache.
	 */
	public static function redis_cache_active(): bool {
		return wp_using_ext_object_cache() && isset( $GLOBALS['wp_object_cache']->redis ) && $GLOBALS['wp_object_cache']->redis instanceof \Redis;
	}

	/**
	 * Runs one request on a node and returns what it returns.
	 *
	 * @param string   $node    Node name ('A', 'B').
	 * @param callable $request The request's work.
	 * @return mixed
	 */
	protected function on( string $node, callable $request ) {
		global $wp_object_cache, $wp_rest_server;
		$own             = $wp_object_cache;
		$wp_object_cache = $this->nodes[ $node ] ??= self::new_node( $own );
		$wp_object_cache->flush_runtime();
		$wp_rest_server = null;
		try {
			return $request();
		} finally {
			$wp_object_cache = $own;
			$wp_rest_server  = null;
		}
	}

	/**
	 * A Store API GET on a node.
	 *
	 * @param string              $node  Node name.
	 * @param string              $path  Route under /wc/store/v1.
	 * @param array<string,mixed> $query Query parameters.
	 * @return mixed The answer's data.
	 */
	protected function store_get( string $node, string $path, array $query = array() ) {
		return $this->on(
			$node,
			static function () use ( $path, $query ) {
				$request = new \WP_REST_Request( 'GET', '/wc/store/v1' . $path );
				$request->set_query_params( $query );
				return rest_do_request( $request )->get_data();
			}
		);
	}

	/**
	 * The ids a product listing answers on a node.
	 *
	 * @param string              $node  Node name.
	 * @param array<string,mixed> $query Query parameters.
	 * @return list<int>
	 */
	protected function listed( string $node, array $query ): array {
		return array_map( 'intval', array_column( $this->store_get( $node, '/products', $query ), 'id' ) );
	}

	/**
	 * Becomes a new guest shopper (a cart cookie of their own).
	 */
	protected function new_shopper(): void {
		wp_set_current_user( 0 );
		$_COOKIE[ CartSession::COOKIE ] = 'g_' . bin2hex( random_bytes( 16 ) );
	}

	/**
	 * A node's own cache, configured like WordPress configured the first.
	 *
	 * @param \WP_Object_Cache $like The cache WordPress set up.
	 */
	private static function new_node( \WP_Object_Cache $like ): \WP_Object_Cache {
		$node = new \WP_Object_Cache();
		$node->add_global_groups( array_keys( $like->global_groups ) );
		$node->add_non_persistent_groups( array_keys( $like->non_persistent_groups ) );
		return $node;
	}
}
