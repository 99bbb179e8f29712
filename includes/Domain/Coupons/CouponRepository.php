<?php
/**
 * Loads and saves coupons.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Coupons;

use Rueda\Storage\PostsWithMeta;

/**
 * Coupons are private posts (title = code) with their rules in one meta array; the type
 * and amount are also kept as meta of their own so lists can filter and sort by them.
 *
 * @since 0.1.0
 */
final class CouponRepository {

	public const POST_TYPE    = 'rueda_coupon';
	private const META        = '_rueda_coupon';
	private const TYPE_META   = '_rueda_coupon_type';
	private const AMOUNT_META = '_rueda_coupon_amount';

	/** The code as the owner wrote it ("VERANO25"); shoppers' codes match it in any case. */
	public const TYPED_CODE_META = '_rueda_coupon_typed_code';

	/**
	 * Registers the post type.
	 *
	 * @since 0.1.0
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'    => __( 'Coupons', 'rueda' ),
				'public'   => false,
				'show_ui'  => false,
				'supports' => array( 'title' ),
				'rewrite'  => false,
			)
		);
	}

	/**
	 * Codes compare without case or surrounding spaces.
	 *
	 * @since 0.1.0
	 *
	 * @param string $code Code as typed.
	 */
	public static function normalize_code( string $code ): string {
		return mb_strtolower( trim( wp_strip_all_tags( $code ) ) );
	}

	/**
	 * A published coupon by code, or null.
	 *
	 * @since 0.1.0
	 *
	 * @param string $code Code.
	 */
	public function find( string $code ): ?Coupon {
		$code = self::normalize_code( $code );
		if ( '' === $code ) {
			return null;
		}
		// The post and its rules in one query (carts re-read their coupons on every request).
		$post = PostsWithMeta::find_published_by_title( self::POST_TYPE, $code );
		return $post ? $this->from_post( $post ) : null;
	}

	/**
	 * A published coupon by id, or null.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Post id.
	 */
	public function get( int $id ): ?Coupon {
		$post = get_post( $id );
		return $post && self::POST_TYPE === $post->post_type && 'publish' === $post->post_status ? $this->from_post( $post ) : null;
	}

	/**
	 * One page of coupons.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $search   Part of the code ('' for all).
	 * @param string[] $types    Discount types (empty for all).
	 * @param string   $orderby  code, date or amount.
	 * @param string   $order    asc or desc.
	 * @param int      $page     Page, from 1.
	 * @param int      $per_page Coupons a page.
	 * @return array{coupons:list<Coupon>,total:int}
	 */
	public function query( string $search, array $types, string $orderby, string $order, int $page, int $per_page ): array {
		$args = array(
			'post_type'      => self::POST_TYPE,
			'post_status'    => 'publish',
			'posts_per_page' => $per_page,
			'paged'          => $page,
			'order'          => 'asc' === strtolower( $order ) ? 'ASC' : 'DESC',
			'orderby'        => array(
				'code'   => 'title',
				'amount' => 'meta_value_num',
			)[ $orderby ] ?? 'date',
		);
		if ( 'amount' === $orderby ) {
			$args['meta_key'] = self::AMOUNT_META; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a shop has few coupons.
		}
		if ( '' !== $search ) {
			$args['s']              = self::normalize_code( $search );
			$args['search_columns'] = array( 'post_title' );
		}
		if ( $types ) {
			$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a shop has few coupons.
				array(
					'key'     => self::TYPE_META,
					'value'   => array_values( $types ),
					'compare' => 'IN',
				),
			);
		}
		$query = new \WP_Query( $args );
		return array(
			'coupons' => array_map( array( $this, 'from_post' ), $query->posts ),
			'total'   => (int) $query->found_posts,
		);
	}

	/**
	 * Deletes a coupon for good; false when there is none with that id.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Post id.
	 */
	public function delete( int $id ): bool {
		return $this->get( $id ) && wp_delete_post( $id, true );
	}

	/**
	 * A coupon from its post.
	 *
	 * @param \WP_Post $post Post.
	 */
	private function from_post( \WP_Post $post ): Coupon {
		$rules = get_post_meta( $post->ID, self::META, true );
		return new Coupon( $post->ID, $post->post_title, array_merge( Coupon::DEFAULTS, is_array( $rules ) ? $rules : array() ) );
	}

	/**
	 * Creates or updates a coupon (the one with that id, else the one with that code);
	 * returns its id.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $code  Code.
	 * @param array<string,mixed> $rules Rules.
	 * @param int                 $id    Coupon to update (0: by code).
	 * @throws \InvalidArgumentException Naming the first invalid rule.
	 */
	public function save( string $code, array $rules, int $id = 0 ): int {
		$typed = trim( wp_strip_all_tags( $code ) );
		$code  = self::normalize_code( $code );
		$rules = array_merge( Coupon::DEFAULTS, array_intersect_key( $rules, Coupon::DEFAULTS ) );
		$valid = array(
			'code'          => '' !== $code && mb_strlen( $code ) <= 50,
			'discount_type' => in_array( $rules['discount_type'], Coupon::TYPES, true ),
			'amount'        => is_numeric( $rules['amount'] ) && $rules['amount'] >= 0 && ( 'percent' !== $rules['discount_type'] || $rules['amount'] <= 100 ),
			'expires'       => '' === $rules['expires'] || false !== date_create( (string) $rules['expires'] ),
		);
		foreach ( $valid as $field => $ok ) {
			if ( ! $ok ) {
				throw new \InvalidArgumentException( esc_html( $field ) );
			}
		}
		$existing = $id ? $this->get( $id ) : $this->find( $code );
		$id       = wp_insert_post(
			array(
				'ID'          => $existing ? $existing->id : 0,
				'post_type'   => self::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $code,
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \InvalidArgumentException( esc_html( $id->get_error_message() ) );
		}
		update_post_meta( $id, self::META, $rules );
		update_post_meta( $id, self::TYPE_META, $rules['discount_type'] );
		update_post_meta( $id, self::AMOUNT_META, (float) $rules['amount'] );
		update_post_meta( $id, self::TYPED_CODE_META, wp_slash( $typed ) );
		return $id;
	}
}
