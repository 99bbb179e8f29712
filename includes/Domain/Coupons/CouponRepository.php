<?php
/**
 * Loads and saves coupons.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Coupons;

/**
 * Coupons are private posts (title = code) with their rules in one meta array.
 *
 * @since 0.1.0
 */
final class CouponRepository {

	public const POST_TYPE = 'rueda_coupon';
	private const META     = '_rueda_coupon';

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
		$posts = get_posts(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'publish',
				'title'       => $code,
				'numberposts' => 1,
			)
		);
		if ( ! $posts ) {
			return null;
		}
		$rules = get_post_meta( $posts[0]->ID, self::META, true );
		return new Coupon( $posts[0]->ID, $code, array_merge( Coupon::DEFAULTS, is_array( $rules ) ? $rules : array() ) );
	}

	/**
	 * Creates or updates a coupon; returns its id.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $code  Code.
	 * @param array<string,mixed> $rules Rules.
	 * @throws \InvalidArgumentException Naming the first invalid rule.
	 */
	public function save( string $code, array $rules ): int {
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
		$existing = $this->find( $code );
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
		return $id;
	}
}
