<?php
/**
 * Coupons as the admin REST API shows and takes them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Coupons\Rest;

use Rueda\Admin\Rest\DisplayDate;
use Rueda\Domain\Coupons\Coupon;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\Coupons\CouponValidator;
use Rueda\Domain\Money\Currency;
use Rueda\Settings\CurrencySettings;

/**
 * Maps stored rules to the REST shape and back. Money (fixed amounts, spend limits) is
 * stored in minor units and shown in the currency's units (10.5 = 10,50 €); a percent
 * coupon's amount is the percentage either way. 0 means "none" for spend and usage limits.
 *
 * @since 0.1.0
 */
final class CouponShape {

	/** Rules the REST shape carries as they are stored. */
	private const PLAIN = array( 'discount_type', 'free_shipping', 'expires', 'usage_limit', 'usage_limit_per_user', 'product_ids', 'excluded_product_ids', 'category_ids', 'excluded_category_ids', 'individual_use', 'description' );

	/**
	 * Post meta keeping the code as the owner typed it ("Verano25"): the coupon's key (its
	 * title, which the Store API matches) is the code in lower case.
	 */
	public const TYPED_CODE_META = CouponRepository::TYPED_CODE_META;

	/** Rules in minor units. */
	private const MONEY = array( 'minimum_amount', 'maximum_amount' );

	/**
	 * Creates the mapper.
	 *
	 * @param Currency|null $currency Currency (the shop's by default).
	 */
	public function __construct( private ?Currency $currency = null ) {
		$this->currency ??= CurrencySettings::currency();
	}

	/**
	 * A coupon for the response, with its uses so far.
	 *
	 * @since 0.1.0
	 *
	 * @param Coupon $coupon Coupon.
	 * @return array<string,mixed>
	 */
	public function to_response( Coupon $coupon ): array {
		$data = array(
			'id'   => $coupon->id,
			'code' => self::typed_code( $coupon ),
		);
		foreach ( self::PLAIN as $rule ) {
			$data[ $rule ] = $coupon->get( $rule );
		}
		foreach ( array( 'usage_limit', 'usage_limit_per_user' ) as $rule ) {
			$data[ $rule ] = (int) $data[ $rule ];
		}
		foreach ( array( 'product_ids', 'excluded_product_ids', 'category_ids', 'excluded_category_ids' ) as $rule ) {
			$data[ $rule ] = array_values( array_map( 'intval', (array) $data[ $rule ] ) );
		}
		$data['free_shipping']  = (bool) $data['free_shipping'];
		$data['individual_use'] = (bool) $data['individual_use'];
		$data['amount']         = 'percent' === $coupon->type() ? (float) $coupon->get( 'amount' ) : $this->to_major( (int) $coupon->get( 'amount' ) );
		foreach ( self::MONEY as $rule ) {
			$data[ $rule ] = $this->to_major( (int) $coupon->get( $rule ) );
		}
		// Uses counted on the coupon plus those taken by orders (paid, or held while paying).
		$data['usage_count']     = ( new CouponValidator() )->uses( $coupon );
		$data['date_created']    = (string) get_post_field( 'post_date', $coupon->id );
		$data['date_display']    = DisplayDate::moment( (string) get_post_field( 'post_date_gmt', $coupon->id ) );
		$data['expires_display'] = DisplayDate::day( (string) $data['expires'] );
		$data['status']          = self::status( $coupon, $data['usage_count'] );
		return $data;
	}

	/**
	 * The code as the owner typed it, when it is still the coupon's code.
	 *
	 * @since 0.1.0
	 *
	 * @param Coupon $coupon Coupon.
	 */
	public static function typed_code( Coupon $coupon ): string {
		$typed = (string) get_post_meta( $coupon->id, self::TYPED_CODE_META, true );
		return '' !== $typed && CouponRepository::normalize_code( $typed ) === $coupon->code ? $typed : $coupon->code;
	}

	/**
	 * Whether shoppers can use the coupon: `expired` past its expiry date, `used_up` once
	 * its uses reach the usage limit, else `active`.
	 *
	 * @since 0.1.0
	 *
	 * @param Coupon $coupon Coupon.
	 * @param int    $uses   Uses so far (held and taken included).
	 */
	public static function status( Coupon $coupon, int $uses ): string {
		if ( $coupon->is_expired() ) {
			return 'expired';
		}
		$limit = (int) $coupon->get( 'usage_limit' );
		return $limit > 0 && $uses >= $limit ? 'used_up' : 'active';
	}

	/**
	 * The stored rules from a request's fields, over a coupon's current rules.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $fields  Fields sent (validated and cleaned).
	 * @param Coupon|null         $current The coupon being updated.
	 * @return array<string,mixed>
	 */
	public function to_rules( array $fields, ?Coupon $current = null ): array {
		$rules = $current ? $current->rules : Coupon::DEFAULTS;
		foreach ( self::PLAIN as $rule ) {
			if ( array_key_exists( $rule, $fields ) ) {
				$rules[ $rule ] = $fields[ $rule ];
			}
		}
		foreach ( self::MONEY as $rule ) {
			if ( array_key_exists( $rule, $fields ) ) {
				$rules[ $rule ] = $this->currency->to_minor( (float) $fields[ $rule ] );
			}
		}
		$type = (string) $rules['discount_type'];
		if ( array_key_exists( 'amount', $fields ) ) {
			$rules['amount'] = 'percent' === $type ? (float) $fields['amount'] : $this->currency->to_minor( (float) $fields['amount'] );
		} elseif ( $current && $current->type() !== $type ) {
			// The type changed alone: the amount keeps the number the owner reads.
			$shown           = 'percent' === $current->type() ? (float) $current->get( 'amount' ) : $this->to_major( (int) $current->get( 'amount' ) );
			$rules['amount'] = 'percent' === $type ? min( 100.0, $shown ) : $this->currency->to_minor( $shown );
		}
		return $rules;
	}

	/**
	 * Minor units in the currency's units.
	 *
	 * @param int $minor Amount in minor units.
	 */
	private function to_major( int $minor ): float {
		return round( $minor / ( 10 ** $this->currency->minor_unit ), $this->currency->minor_unit );
	}
}
