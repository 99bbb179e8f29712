<?php
/**
 * A discount code.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Coupons;

/**
 * A coupon's rules. Amounts are minor units (fixed types, spend limits) or a percentage.
 *
 * @since 0.1.0
 */
final class Coupon {

	public const TYPES = array( 'percent', 'fixed_cart', 'fixed_product' );

	/** Defaults of every rule. */
	public const DEFAULTS = array(
		'discount_type'         => 'percent',
		'amount'                => 0,
		'free_shipping'         => false,
		'minimum_amount'        => 0,
		'maximum_amount'        => 0,
		'expires'               => '',
		'usage_limit'           => 0,
		'usage_limit_per_user'  => 0,
		'usage_count'           => 0,
		'used_by'               => array(),
		'product_ids'           => array(),
		'excluded_product_ids'  => array(),
		'category_ids'          => array(),
		'excluded_category_ids' => array(),
		'individual_use'        => false,
		'description'           => '',
	);

	/**
	 * Creates a coupon.
	 *
	 * @param int                 $id    Post id.
	 * @param string              $code  Code, lowercase.
	 * @param array<string,mixed> $rules Rules (see DEFAULTS).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $code,
		public readonly array $rules
	) {}

	/**
	 * A rule's value.
	 *
	 * @since 0.1.0
	 *
	 * @param string $name Rule name.
	 * @return mixed
	 */
	public function get( string $name ) {
		return $this->rules[ $name ] ?? self::DEFAULTS[ $name ] ?? null;
	}

	/**
	 * The discount type: percent, fixed_cart or fixed_product.
	 *
	 * @since 0.1.0
	 */
	public function type(): string {
		return (string) $this->get( 'discount_type' );
	}

	/**
	 * Whether the coupon is past its expiry date (end of that day, shop time).
	 *
	 * @since 0.1.0
	 *
	 * @param int|null $now Timestamp (for tests).
	 */
	public function is_expired( ?int $now = null ): bool {
		$expires = (string) $this->get( 'expires' );
		if ( '' === $expires ) {
			return false;
		}
		$end = date_create_immutable( $expires . ' 23:59:59', wp_timezone() );
		return $end && ( $now ?? time() ) > $end->getTimestamp();
	}

	/**
	 * Whether a restriction by product or category exists.
	 *
	 * @since 0.1.0
	 */
	public function is_restricted(): bool {
		return (bool) ( $this->get( 'product_ids' ) || $this->get( 'category_ids' ) );
	}
}
