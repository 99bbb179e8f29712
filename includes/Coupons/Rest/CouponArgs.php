<?php
/**
 * The fields of a coupon sent to the admin REST API, and their checks.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Coupons\Rest;

use Rueda\Admin\Rest\ArgRule;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Coupons\Coupon;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Rest\Routes;
use Rueda\Settings\CurrencySettings;

/**
 * Every field checked by WordPress before the route runs, each refusal naming its field
 * with a stable code and the shop's message. A rule that depends on another field (a
 * percentage up to 100, a maximum spend above the minimum) reads the other field from the
 * request, else from the coupon being updated.
 *
 * @since 0.1.0
 */
final class CouponArgs {

	/** Largest amount in the currency's units, far above any real coupon. */
	private const MAX_MONEY = 1000000;

	/** Fields a new coupon must have. */
	public const REQUIRED = array( 'code', 'discount_type', 'amount' );

	/**
	 * The arguments of a create or an update (a create's required fields are checked by the
	 * route, to answer like the other refusals).
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function fields(): array {
		$current = static fn( \WP_REST_Request $request ): ?Coupon => Routes::url_id( $request ) ? ( new CouponRepository() )->get( Routes::url_id( $request ) ) : null;
		$rule    = static fn( \WP_REST_Request $request, string $field ) => ArgRule::sent_or( $request, $field, $current( $request )?->get( $field ) ?? Coupon::DEFAULTS[ $field ] );
		$money   = array( static fn( $value ) => (float) $value >= 0 && (float) $value <= self::MAX_MONEY, 'rueda_invalid_coupon_amount', __( 'Enter an amount from 0 to 1,000,000.', 'rueda' ) );
		$limit   = array(
			'type'              => 'integer',
			'validate_callback' => ArgRule::check(
				array( static fn( $value ) => (int) $value >= 0 && (int) $value <= 1000000, 'rueda_invalid_coupon_limit', __( 'Enter a whole number from 0 (no limit) to 1,000,000.', 'rueda' ) )
			),
		);

		return array(
			'code'                  => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( static fn( $code ) => '' !== CouponRepository::normalize_code( (string) $code ) && mb_strlen( trim( (string) $code ) ) <= 50, 'rueda_invalid_coupon_code', __( 'Enter a code of 1 to 50 characters.', 'rueda' ) ),
					array( static fn( $code ) => ! preg_match( '/[<>]/', (string) $code ), 'rueda_invalid_coupon_code', __( 'A code cannot contain < or >.', 'rueda' ) )
				),
				// As typed (CouponShape keeps it for display); the repository keys it in lower case.
				'sanitize_callback' => static fn( $code ) => trim( wp_strip_all_tags( (string) $code ) ),
			),
			'description'           => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( static fn( $text ) => mb_strlen( (string) $text ) <= 500, 'rueda_invalid_coupon_description', __( 'Keep the description under 500 characters.', 'rueda' ) )
				),
				'sanitize_callback' => static fn( $text ) => sanitize_textarea_field( (string) $text ),
			),
			'discount_type'         => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( static fn( $type ) => in_array( $type, Coupon::TYPES, true ), 'rueda_invalid_coupon_type', __( 'Choose a percentage, a fixed cart discount or a fixed product discount.', 'rueda' ) )
				),
			),
			'amount'                => array(
				'type'              => 'number',
				'validate_callback' => ArgRule::check(
					$money,
					array( static fn( $amount, \WP_REST_Request $request ) => 'percent' !== $rule( $request, 'discount_type' ) || (float) $amount <= 100, 'rueda_invalid_coupon_amount', __( 'A percentage goes from 0 to 100.', 'rueda' ) )
				),
			),
			'free_shipping'         => array( 'type' => 'boolean' ),
			'individual_use'        => array( 'type' => 'boolean' ),
			'expires'               => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( array( self::class, 'is_date' ), 'rueda_invalid_coupon_expiry', __( 'Enter a date as YYYY-MM-DD, or nothing for no expiry.', 'rueda' ) )
				),
				'sanitize_callback' => static fn( $date ) => trim( (string) $date ),
			),
			'usage_limit'           => $limit,
			'usage_limit_per_user'  => $limit,
			'minimum_amount'        => array(
				'type'              => 'number',
				'validate_callback' => ArgRule::check( $money ),
			),
			'maximum_amount'        => array(
				'type'              => 'number',
				'validate_callback' => ArgRule::check(
					$money,
					array(
						static function ( $maximum, \WP_REST_Request $request ) use ( $rule ) {
							$minimum = $request->has_param( 'minimum_amount' ) ? (float) $request['minimum_amount'] : null;
							if ( null === $minimum ) {
								$stored  = $rule( $request, 'minimum_amount' );
								$minimum = (float) $stored / ( 10 ** CurrencySettings::currency()->minor_unit );
							}
							return 0.0 === (float) $maximum || (float) $maximum >= $minimum;
						},
						'rueda_coupon_spend_range',
						__( 'The maximum spend must be at least the minimum spend.', 'rueda' ),
					)
				),
			),
			'product_ids'           => self::ids( array( self::class, 'is_product' ), __( 'Choose products of the shop.', 'rueda' ) ),
			'excluded_product_ids'  => self::ids( array( self::class, 'is_product' ), __( 'Choose products of the shop.', 'rueda' ) ),
			'category_ids'          => self::ids( array( self::class, 'is_category' ), __( 'Choose categories of the shop.', 'rueda' ) ),
			'excluded_category_ids' => self::ids( array( self::class, 'is_category' ), __( 'Choose categories of the shop.', 'rueda' ) ),
		);
	}

	/**
	 * A list of ids, each passing a check.
	 *
	 * @param callable $exists  Whether an id exists.
	 * @param string   $message Message when one does not.
	 * @return array<string,mixed>
	 */
	private static function ids( callable $exists, string $message ): array {
		return array(
			'type'              => 'array',
			'items'             => array( 'type' => 'integer' ),
			'maxItems'          => 100,
			'validate_callback' => ArgRule::check(
				array( static fn( $ids ) => array_filter( array_map( 'intval', wp_parse_list( $ids ) ), $exists ) === array_map( 'intval', wp_parse_list( $ids ) ), 'rueda_invalid_coupon_ids', $message )
			),
			'sanitize_callback' => static fn( $ids ) => array_values( array_unique( array_map( 'intval', wp_parse_list( $ids ) ) ) ),
		);
	}

	/**
	 * Whether a value is '' or a real date written YYYY-MM-DD.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $date Value.
	 */
	public static function is_date( $date ): bool {
		$date = trim( (string) $date );
		return '' === $date || ( preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $date, $parts ) && checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) );
	}

	/**
	 * Whether an id is a product or variation of the shop.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Post id.
	 */
	public static function is_product( int $id ): bool {
		return in_array( get_post_type( $id ), array( PostTypes::PRODUCT, PostTypes::VARIATION ), true ) && 'trash' !== get_post_status( $id );
	}

	/**
	 * Whether an id is a product category.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Term id.
	 */
	public static function is_category( int $id ): bool {
		return $id > 0 && (bool) term_exists( $id, PostTypes::CATEGORY );
	}
}
