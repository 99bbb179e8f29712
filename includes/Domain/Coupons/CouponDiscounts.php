<?php
/**
 * Applies a cart's coupons to its lines.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Coupons;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\ShopException;
use Rueda\Domain\Taxes\TaxCalculator;

/**
 * Re-validates every applied coupon (dropping those that no longer apply, with an error
 * the shopper sees) and discounts the eligible lines in order. Discounts work on amounts
 * with tax, like the prices shoppers read, and each line keeps its tax ratio.
 *
 * @since 0.1.0
 */
final class CouponDiscounts {

	/**
	 * Creates the service.
	 *
	 * @param CouponRepository $coupons   Coupons.
	 * @param CouponValidator  $validator Rules.
	 */
	public function __construct(
		private CouponRepository $coupons = new CouponRepository(),
		private CouponValidator $validator = new CouponValidator()
	) {}

	/**
	 * Applies the cart's coupons to the calculated lines.
	 *
	 * @since 0.1.0
	 *
	 * @param CalculatedCart $result Cart being calculated.
	 * @param TaxCalculator  $taxes  Taxes at the destination.
	 * @throws ShopException Never: refusals become cart errors.
	 */
	public function apply( CalculatedCart $result, TaxCalculator $taxes ): void {
		foreach ( $result->cart->coupons as $code ) {
			$coupon = $this->coupons->find( $code );
			try {
				if ( ! $coupon ) {
					/* translators: %s: coupon code. */
					throw new ShopException( CouponValidator::ERROR, sprintf( __( 'Coupon "%s" does not exist!', 'rueda' ), $code ) );
				}
				$this->validator->validate( $coupon, $result );
			} catch ( ShopException $problem ) {
				$result->errors[] = array(
					'code'    => 'woocommerce_rest_cart_coupon_invalid',
					/* translators: 1: coupon code, 2: reason. */
					'message' => sprintf( __( 'Coupon "%1$s" was removed from your cart: %2$s', 'rueda' ), $code, $problem->getMessage() ),
				);
				continue;
			}
			$result->coupons[ $code ]     = $this->discount( $coupon, $result );
			$result->free_shipping_coupon = $result->free_shipping_coupon || (bool) $coupon->get( 'free_shipping' );
		}
	}

	/**
	 * Discounts the eligible lines; returns the coupon's share.
	 *
	 * @param Coupon         $coupon Coupon.
	 * @param CalculatedCart $result Cart.
	 * @return array{coupon:Coupon,discount:int,discount_tax:int}
	 */
	private function discount( Coupon $coupon, CalculatedCart $result ): array {
		$eligible = array();
		foreach ( $result->lines as $key => $line ) {
			if ( $this->validator->applies_to( $coupon, $line['product'] ) ) {
				$eligible[ $key ] = $line['line_total'] + $line['line_total_tax'];
			}
		}
		$amounts = $this->amounts( $coupon, $eligible, $result );
		$net     = 0;
		$tax     = 0;
		foreach ( $amounts as $key => $amount ) {
			$line  = &$result->lines[ $key ];
			$gross = $line['line_total'] + $line['line_total_tax'];
			$left  = $gross - min( $amount, $gross );
			// The discounted line keeps its net/tax ratio.
			$new_net = $gross ? (int) round( $left * $line['line_total'] / $gross ) : 0;
			$net    += $line['line_total'] - $new_net;
			$tax    += $line['line_total_tax'] - ( $left - $new_net );

			$line['line_total']     = $new_net;
			$line['line_total_tax'] = $left - $new_net;
			unset( $line );
		}
		return array(
			'coupon'       => $coupon,
			'discount'     => $net,
			'discount_tax' => $tax,
		);
	}

	/**
	 * The discount of each eligible line, with tax, in minor units.
	 *
	 * @param Coupon            $coupon   Coupon.
	 * @param array<string,int> $eligible Line key => current amount with tax.
	 * @param CalculatedCart    $result   Cart.
	 * @return array<string,int>
	 */
	private function amounts( Coupon $coupon, array $eligible, CalculatedCart $result ): array {
		$value = (float) $coupon->get( 'amount' );
		if ( 'percent' === $coupon->type() ) {
			return array_map( static fn( int $gross ) => (int) round( $gross * $value / 100 ), $eligible );
		}
		if ( 'fixed_product' === $coupon->type() ) {
			$amounts = array();
			foreach ( $eligible as $key => $gross ) {
				$amounts[ $key ] = min( $gross, (int) $value * (int) $result->lines[ $key ]['quantity'] );
			}
			return $amounts;
		}
		// fixed_cart: spread over the eligible lines by their weight; the rounding
		// remainder goes to the largest line so the parts add up to the amount.
		$total   = array_sum( $eligible );
		$budget  = min( (int) $value, $total );
		$amounts = array();
		foreach ( $eligible as $key => $gross ) {
			$amounts[ $key ] = $total ? (int) floor( $budget * $gross / $total ) : 0;
		}
		if ( $amounts ) {
			$largest              = array_search( max( $eligible ), $eligible, true );
			$amounts[ $largest ] += $budget - array_sum( $amounts );
		}
		return $amounts;
	}
}
