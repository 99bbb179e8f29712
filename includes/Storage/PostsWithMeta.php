<?php
/**
 * Small posts read together with their meta.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Reads posts and all their meta in one query (posts LEFT JOIN postmeta) and puts both in
 * WordPress's caches, as _prime_post_caches() does in two: get_post() and get_post_meta()
 * then run no query. Each post's columns come once per meta row, so this is for small
 * posts (images, coupons), never for products with long descriptions.
 *
 * The meta goes in the `post_meta` cache group in update_meta_cache()'s shape (meta key =>
 * list of raw values, an empty array for a post without meta), added, never replaced.
 *
 * @since 0.2.0
 */
final class PostsWithMeta {

	/** Cache group of the post ids found by type and title. */
	private const TITLES_GROUP = 'rueda_post_titles';

	/**
	 * Loads the posts, and their meta, that are not cached yet.
	 *
	 * @since 0.2.0
	 *
	 * @param int[] $ids Post ids.
	 */
	public static function prime( array $ids ): void {
		global $wpdb;
		$ids     = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		$missing = array_values( array_unique( array_merge( _get_non_cached_ids( $ids, 'posts' ), _get_non_cached_ids( $ids, 'post_meta' ) ) ) );
		if ( ! $missing ) {
			return;
		}
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT p.*, m.meta_key, m.meta_value FROM %i AS p LEFT JOIN %i AS m ON m.post_id = p.ID WHERE p.ID IN (' . implode( ',', array_fill( 0, count( $missing ), '%d' ) ) . ') ORDER BY m.meta_id ASC', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
				$wpdb->posts,
				$wpdb->postmeta,
				...$missing
			),
			ARRAY_A
		);
		self::cache( (array) $rows );
	}

	/**
	 * The most recent published post of a type with exactly this title, with its meta, or
	 * null. Which post has the title is cached until posts change (as WP_Query caches its
	 * results), so with a persistent object cache a lookup usually runs no query.
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $title     Title.
	 */
	public static function find_published_by_title( string $post_type, string $title ): ?\WP_Post {
		global $wpdb;
		$key = md5( $post_type . "\0" . $title ) . ':' . wp_cache_get_last_changed( 'posts' );
		$id  = wp_cache_get( $key, self::TITLES_GROUP );
		if ( false !== $id ) {
			self::prime( array( (int) $id ) );
			$post = $id ? get_post( (int) $id ) : null;
			return $post && $post_type === $post->post_type && 'publish' === $post->post_status ? $post : null;
		}
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.*, m.meta_key, m.meta_value FROM %i AS p LEFT JOIN %i AS m ON m.post_id = p.ID WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_title = %s ORDER BY p.post_date DESC, p.ID DESC, m.meta_id ASC",
				$wpdb->posts,
				$wpdb->postmeta,
				$post_type,
				$title
			),
			ARRAY_A
		);
		// Rows of older posts with the same title follow the first post's: only it counts.
		$first = $rows ? (int) $rows[0]['ID'] : 0;
		$rows  = array_filter( (array) $rows, static fn( array $row ) => (int) $row['ID'] === $first );
		self::cache( $rows );
		wp_cache_set( $key, $first, self::TITLES_GROUP );
		return $first ? get_post( $first ) : null;
	}

	/**
	 * Puts the posts and the meta of joined rows in WordPress's caches.
	 *
	 * @param array<int,array<string,mixed>> $rows Post columns plus meta_key and meta_value.
	 */
	private static function cache( array $rows ): void {
		$posts = array();
		$meta  = array();
		foreach ( $rows as $row ) {
			$id = (int) $row['ID'];
			if ( ! isset( $posts[ $id ] ) ) {
				$post = $row;
				unset( $post['meta_key'], $post['meta_value'] );
				$posts[ $id ] = (object) $post;
				$meta[ $id ]  = array();
			}
			if ( null !== $row['meta_key'] ) {
				$meta[ $id ][ $row['meta_key'] ][] = $row['meta_value'];
			}
		}
		$posts = array_values( $posts );
		update_post_cache( $posts );
		wp_cache_add_multiple( $meta, 'post_meta' );
	}
}
