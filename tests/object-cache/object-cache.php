<?php
/**
 * Test-only persistent object cache on Redis (php-redis): the drop-in Rueda's test suites
 * run with when RUEDA_OBJECT_CACHE=redis (bin/site.sh copies it to wp-content/object-cache.php).
 *
 * NOT FOR PRODUCTION: it has no failover, no metrics and no admin screen. Production sites
 * use a maintained drop-in (README.md, "Object cache").
 *
 * Shape: every value lives in Redis under "{WP_CACHE_KEY_SALT}{table prefix}:{group}:{key}"
 * (non-global groups add the blog id), so several sites share one Redis safely; the
 * request keeps what it read or wrote in a runtime copy (flush_runtime() forgets it, as a
 * new request would); non-persistent groups stay in that copy only. Values are PHP
 * serialized, integers stored bare so incr/decr are atomic in Redis: a cached false, 0,
 * '' or null is found, never a miss. Redis: 127.0.0.1, port RUEDA_REDIS_PORT (environment)
 * or 6379. A Redis that cannot be reached is a fatal error: a test run must never silently
 * fall back to the in-memory cache.
 *
 * @package Rueda\Tests
 */

defined( 'ABSPATH' ) || exit;

// phpcs:disable Squiz.Commenting.FunctionComment, Squiz.Commenting.VariableComment -- one-line comments keep the drop-in short.

if ( ! class_exists( 'Redis' ) ) {
	// Without php-redis WordPress loads its own (non-persistent) cache instead.
	return;
}

/**
 * WordPress's object cache API on Redis.
 */
class WP_Object_Cache {

	/** The connection. */
	public Redis $redis;

	/** Prefix of every key this site writes. */
	public string $prefix;

	/** What this request has read or written, by group then key. */
	private array $runtime = array();

	/** Groups shared by every blog of a network, as keys. */
	public array $global_groups = array();

	/** Groups kept in the request only, as keys. */
	public array $non_persistent_groups = array();

	/** Blog id part of non-global keys. */
	private int $blog_id;

	/** Hits of this request. */
	public int $cache_hits = 0;

	/** Misses of this request. */
	public int $cache_misses = 0;

	/** Atomic incr/decr: a missing key is false, a non-integer counts as 0, never below 0 (as in core). */
	private const INCR_SCRIPT = "local v = redis.call('GET', KEYS[1])
		if not v then return false end
		local n = tonumber(string.match(v, '^-?%d+$') or '0') + tonumber(ARGV[1])
		if n < 0 then n = 0 end
		redis.call('SET', KEYS[1], n, 'KEEPTTL')
		return n";

	/** Connects to Redis. */
	public function __construct() {
		$port        = (int) ( getenv( 'RUEDA_REDIS_PORT' ) ? getenv( 'RUEDA_REDIS_PORT' ) : 6379 );
		$this->redis = new Redis();
		$this->redis->connect( '127.0.0.1', $port, 1.0 ); // Throws RedisException when Redis is down.
		$salt          = defined( 'WP_CACHE_KEY_SALT' ) && WP_CACHE_KEY_SALT ? WP_CACHE_KEY_SALT : md5( ABSPATH . DB_NAME ) . ':';
		$this->prefix  = $salt . ( $GLOBALS['table_prefix'] ?? '' ) . ':';
		$this->blog_id = is_multisite() ? get_current_blog_id() : 0;
	}

	/** Adds a value unless the key holds one. */
	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() || ! $this->is_valid_key( $key ) ) {
			return false;
		}
		return $this->write( $key, $data, $group, (int) $expire, 'NX' );
	}

	/** Replaces a value only when the key holds one. */
	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->is_valid_key( $key ) && $this->write( $key, $data, $group, (int) $expire, 'XX' );
	}

	/** Stores a value. */
	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->is_valid_key( $key ) && $this->write( $key, $data, $group, (int) $expire, null );
	}

	/** A value; $found tells a stored false from a miss. $force skips the runtime copy. */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$found = false;
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group = $group ? (string) $group : 'default';
		$id    = $this->id( $key, $group );
		if ( ( ! $force || $this->is_local( $group ) ) && $this->in_runtime( $group, $id ) ) {
			$found = true;
			++$this->cache_hits;
			return $this->copy( $this->runtime[ $group ][ $id ] );
		}
		$raw = $this->is_local( $group ) ? false : $this->redis->get( $this->redis_key( $group, $id ) );
		if ( false === $raw ) {
			++$this->cache_misses;
			return false;
		}
		$found = true;
		++$this->cache_hits;
		$this->runtime[ $group ][ $id ] = $this->decode( $raw );
		return $this->copy( $this->runtime[ $group ][ $id ] );
	}

	/** Values by key (false for misses), in one round trip for what the request lacks. */
	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group  = $group ? (string) $group : 'default';
		$values = array();
		$fetch  = array();
		foreach ( $keys as $key ) {
			$id = $this->is_valid_key( $key ) ? $this->id( $key, $group ) : null;
			if ( null !== $id && ( ! $force || $this->is_local( $group ) ) && $this->in_runtime( $group, $id ) ) {
				$values[ $key ] = $this->copy( $this->runtime[ $group ][ $id ] );
				continue;
			}
			$values[ $key ] = false;
			if ( null !== $id && ! $this->is_local( $group ) ) {
				$fetch[ $key ] = $id;
			}
		}
		if ( $fetch ) {
			$raws = $this->redis->mget( array_map( fn( $id ) => $this->redis_key( $group, $id ), array_values( $fetch ) ) );
			foreach ( array_keys( $fetch ) as $i => $key ) {
				if ( false !== $raws[ $i ] ) {
					$this->runtime[ $group ][ $fetch[ $key ] ] = $this->decode( $raws[ $i ] );
					$values[ $key ]                            = $this->copy( $this->runtime[ $group ][ $fetch[ $key ] ] );
				}
			}
		}
		return $values;
	}

	/** Deletes a value. */
	public function delete( $key, $group = 'default' ): bool {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group = $group ? (string) $group : 'default';
		$id    = $this->id( $key, $group );
		$had   = $this->in_runtime( $group, $id );
		unset( $this->runtime[ $group ][ $id ] );
		if ( $this->is_local( $group ) ) {
			return $had;
		}
		return $this->redis->del( $this->redis_key( $group, $id ) ) > 0 || $had;
	}

	/** Adds (by the given offset) to a stored number; false when the key is missing. */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group = $group ? (string) $group : 'default';
		$id    = $this->id( $key, $group );
		if ( $this->is_local( $group ) ) {
			if ( ! $this->in_runtime( $group, $id ) ) {
				return false;
			}
			$value = $this->runtime[ $group ][ $id ];
			$value = max( 0, ( is_numeric( $value ) ? (int) $value : 0 ) + (int) $offset );
		} else {
			$value = $this->redis->eval( self::INCR_SCRIPT, array( $this->redis_key( $group, $id ), (int) $offset ), 1 );
			if ( false === $value ) {
				unset( $this->runtime[ $group ][ $id ] );
				return false;
			}
		}
		$this->runtime[ $group ][ $id ] = (int) $value;
		return (int) $value;
	}

	/** Subtracts from a stored number (never below 0); false when the key is missing. */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, 0 - (int) $offset, $group );
	}

	/** Forgets everything this site stored (other sites sharing Redis keep theirs). */
	public function flush(): bool {
		$this->runtime = array();
		$this->unlink_matching( $this->glob( $this->prefix ) . '*' );
		return true;
	}

	/** Forgets one group, of every blog. */
	public function flush_group( $group ): bool {
		unset( $this->runtime[ $group ] );
		$this->unlink_matching( $this->glob( $this->prefix . $group . ':' ) . '*' );
		return true;
	}

	/** Forgets the request's copy only: the next read goes to Redis, as a new request's would. */
	public function flush_runtime(): bool {
		$this->runtime = array();
		return true;
	}

	/** Marks groups as shared by every blog of a network. */
	public function add_global_groups( $groups ): void {
		$this->global_groups += array_fill_keys( (array) $groups, true );
	}

	/** Marks groups as kept in the request only. */
	public function add_non_persistent_groups( $groups ): void {
		$this->non_persistent_groups += array_fill_keys( (array) $groups, true );
	}

	/** Switches the blog that non-global keys belong to. */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_id = is_multisite() ? (int) $blog_id : 0;
	}

	/** Stores a value (in the runtime copy and, for persistent groups, in Redis). */
	private function write( $key, $data, $group, int $expire, ?string $condition ): bool {
		$group = $group ? (string) $group : 'default';
		$id    = $this->id( $key, $group );
		if ( $this->is_local( $group ) ) {
			if ( ( 'NX' === $condition && $this->in_runtime( $group, $id ) ) || ( 'XX' === $condition && ! $this->in_runtime( $group, $id ) ) ) {
				return false;
			}
		} else {
			if ( 'NX' === $condition && $this->in_runtime( $group, $id ) ) {
				return false;
			}
			$options = $condition ? array( $condition ) : array();
			if ( $expire > 0 ) {
				$options['EX'] = $expire;
			}
			if ( ! $this->redis->set( $this->redis_key( $group, $id ), $this->encode( $data ), $options ) ) {
				return false;
			}
		}
		$this->runtime[ $group ][ $id ] = $this->copy( $data );
		return true;
	}

	/** Deletes every key matching a pattern, in batches. */
	private function unlink_matching( string $pattern ): void {
		$cursor = null;
		do {
			$keys = $this->redis->scan( $cursor, $pattern, 1000 );
			if ( $keys ) {
				$this->redis->unlink( $keys );
			}
		} while ( $cursor > 0 );
	}

	/** Whether a key is usable: an integer or a non-empty string. */
	private function is_valid_key( $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	/** A key within its group: the blog id first unless the group is global. */
	private function id( $key, string $group ): string {
		return isset( $this->global_groups[ $group ] ) ? (string) $key : $this->blog_id . ':' . $key;
	}

	/** The Redis key of a key within a group. */
	private function redis_key( string $group, string $id ): string {
		return $this->prefix . $group . ':' . $id;
	}

	/** Whether a group stays in the request. */
	private function is_local( string $group ): bool {
		return isset( $this->non_persistent_groups[ $group ] );
	}

	/** Whether the request's copy holds a key (a stored null included). */
	private function in_runtime( string $group, string $id ): bool {
		return isset( $this->runtime[ $group ] ) && array_key_exists( $id, $this->runtime[ $group ] );
	}

	/** An object is copied so a caller changing it does not change the cache. */
	private function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	/** Integers bare (incr/decr work on them), everything else serialized. */
	private function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value );
	}

	/** The value of a stored string. */
	private function decode( string $raw ) {
		return preg_match( '/^-?\d+$/', $raw ) ? (int) $raw : unserialize( $raw );
	}

	/** Escapes Redis glob characters. */
	private function glob( string $text ): string {
		return (string) preg_replace( '/([\\\\*?\[\]])/', '\\\\$1', $text );
	}
}

// WordPress's wp_cache_*() functions, each handing over to the cache above.

/** Sets up the cache. */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

/** See WP_Object_Cache::add(). */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, $expire );
}

/** Adds several values: true for each one added. */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $done;
}

/** See WP_Object_Cache::replace(). */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, $expire );
}

/** See WP_Object_Cache::set(). */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, $expire );
}

/** Stores several values: true for each one stored. */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = wp_cache_set( $key, $value, $group, $expire );
	}
	return $done;
}

/** See WP_Object_Cache::get(). */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

/** See WP_Object_Cache::get_multiple(). */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}

/** See WP_Object_Cache::delete(). */
function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

/** Deletes several values: true for each one that existed. */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	$done = array();
	foreach ( $keys as $key ) {
		$done[ $key ] = wp_cache_delete( $key, $group );
	}
	return $done;
}

/** See WP_Object_Cache::incr(). */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}

/** See WP_Object_Cache::decr(). */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}

/** Forgets everything this site stored. */
function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

/** Forgets the request's copy. */
function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

/** Forgets one group. */
function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

/** Whether the cache supports a feature. */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/** Nothing to close: php-redis closes at the end of the request. */
function wp_cache_close() {
	return true;
}

/** See WP_Object_Cache::add_global_groups(). */
function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

/** See WP_Object_Cache::add_non_persistent_groups(). */
function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

/** See WP_Object_Cache::switch_to_blog(). */
function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}

/** Deprecated since WordPress 3.5 (wp_cache_switch_to_blog() instead): forgets the request's copy. */
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	return $GLOBALS['wp_object_cache']->flush_runtime();
}
