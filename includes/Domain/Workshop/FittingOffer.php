<?php
/**
 * What fitting a tyre at the workshop takes and costs.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Catalog\Product;

/**
 * A tyre, its band and the band's service products with their prices per tyre: what the
 * product pages and cards show as the fitted price, and what choosing "fitted" adds.
 *
 * @since 0.2.0
 */
final class FittingOffer {

	/** Tyres are fitted in sets: listings also price four fitted tyres. */
	public const SET_SIZE = 4;

	/**
	 * Creates the offer.
	 *
	 * @param Product                                $tyre     The tyre.
	 * @param FittingBand                            $band     Its band.
	 * @param list<array{product:Product,price:int}> $services The band's services, in order.
	 */
	public function __construct(
		public readonly Product $tyre,
		public readonly FittingBand $band,
		public readonly array $services
	) {}

	/**
	 * What the services cost per tyre.
	 *
	 * @since 0.2.0
	 */
	public function services_price(): int {
		return (int) array_sum( array_column( $this->services, 'price' ) );
	}

	/**
	 * One tyre fitted: its price plus its services'.
	 *
	 * @since 0.2.0
	 */
	public function price_per_tyre(): int {
		return $this->tyre->price() + $this->services_price();
	}

	/**
	 * A set of tyres fitted.
	 *
	 * @since 0.2.0
	 */
	public function price_for_set(): int {
		return $this->price_per_tyre() * self::SET_SIZE;
	}
}
