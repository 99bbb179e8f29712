<?php
/**
 * The end-of-life tyre fee in the cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Ecovalor;

use Rueda\Domain\Cart\CalculatedCart;

/**
 * Adds one fee line per tyre category in the cart: the category's amount times the tyres
 * of that category, before IVA, with IVA added at the destination's rate like the lines.
 *
 * One line per category, not per tyre line: a car's tyres are often two lines (front and
 * rear sizes) that pay the same, and a shopper reads one "Ecovalor" line for their set
 * better than two identical ones; categories stay apart because they cost differently,
 * and then each line names its category. Coupons never discount it (fees are added after
 * discounts), and the order keeps the lines with the system, category and units, which
 * the shop declares to the management system.
 *
 * @since 0.2.0
 */
final class EcovalorFees {

	/** Fee ids start with this, followed by the category. */
	public const ID_PREFIX = 'ecovalor-';

	/**
	 * The fee's name as the cart, the order and the emails show it.
	 *
	 * @since 0.2.0
	 */
	public static function name(): string {
		return __( 'Ecovalor (end-of-life tyre management)', 'rueda' );
	}

	/**
	 * Adds the cart's ecovalor lines to the fees.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed          $fees Fees so far.
	 * @param CalculatedCart $cart The cart being calculated.
	 * @return array<int,mixed>
	 */
	public function add( $fees, CalculatedCart $cart ): array {
		$fees     = (array) $fees;
		$settings = EcovalorSettings::get();
		if ( ! $settings['enabled'] ) {
			return $fees;
		}
		$units = $this->units_by_category( $cart );
		$names = EcovalorCategory::labels();
		foreach ( $units as $category => $count ) {
			$amount = $settings['amounts'][ $category ];
			if ( 0 === $amount ) {
				continue;
			}
			$fees[] = array(
				'id'           => self::ID_PREFIX . $category,
				// With tyres of several categories, each line says which it is.
				'name'         => count( $units ) > 1 ? self::name() . ' · ' . $names[ $category ] : self::name(),
				'amount'       => $amount * $count,
				'taxable'      => true,
				'includes_tax' => false,
				'meta'         => array(
					'system'      => $settings['system'],
					'category'    => $category,
					'units'       => $count,
					'unit_amount' => $amount,
				),
			);
		}
		return $fees;
	}

	/**
	 * Tyres in the cart by category, in the order their lines first appear.
	 *
	 * @param CalculatedCart $cart Cart.
	 * @return array<string,int>
	 */
	private function units_by_category( CalculatedCart $cart ): array {
		$units = array();
		foreach ( $cart->lines as $line ) {
			$category = EcovalorCategory::of( $line['product'] );
			if ( null !== $category ) {
				$units[ $category ] = ( $units[ $category ] ?? 0 ) + (int) $line['quantity'];
			}
		}
		return $units;
	}
}
