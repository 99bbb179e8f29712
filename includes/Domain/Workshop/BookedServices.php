<?php
/**
 * What an order books at the workshop: its services' time and whether it waits for stock.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;

/**
 * The services of a cart or order (products of kind "service") take their duration
 * (product form → Service → Duration, per unit; 30 minutes when none is set; a variation
 * without its own takes its parent's) times their quantity; the whole appointment lasts
 * their sum. A line waits for stock when its product is on backorder or its quantity goes
 * beyond the units in stock; then the appointment can be no sooner than the lead time.
 * The checkout's client asks for an appointment by the same rule: a line that is no tyre.
 *
 * @since 0.3.0
 */
final class BookedServices {

	/** Minutes of a service without a duration of its own. */
	public const DEFAULT_DURATION = 30;

	/**
	 * Creates the summary.
	 *
	 * @param int  $duration  Minutes the services take together (0: no services).
	 * @param bool $backorder Whether a line waits for stock.
	 */
	public function __construct(
		public readonly int $duration,
		public readonly bool $backorder
	) {}

	/**
	 * Whether there is anything to book.
	 *
	 * @since 0.3.0
	 */
	public function has_services(): bool {
		return $this->duration > 0;
	}

	/**
	 * The summary of some lines.
	 *
	 * @since 0.3.0
	 *
	 * @param list<array{product:Product,quantity:int}> $lines Products and quantities.
	 */
	public static function of( array $lines ): self {
		$parents  = self::parents( $lines );
		$duration = 0;
		$waits    = false;
		foreach ( $lines as $line ) {
			$product = $line['product'];
			if ( 'service' === $product->kind() ) {
				$duration += self::duration( $product, $parents[ $product->parent_id() ] ?? null ) * max( 1, (int) $line['quantity'] );
			}
			$waits = $waits || self::waits_for_stock( $product, (int) $line['quantity'] );
		}

		return new self( $duration, $waits );
	}

	/**
	 * Minutes of one unit of a service.
	 *
	 * @since 0.3.0
	 *
	 * @param Product      $service Service (or its variation).
	 * @param Product|null $parent  The variation's parent.
	 */
	public static function duration( Product $service, ?Product $parent = null ): int {
		$minutes = (int) ( $service->specs()['duration_minutes'] ?? 0 );
		if ( $minutes <= 0 && $parent ) {
			$minutes = (int) ( $parent->specs()['duration_minutes'] ?? 0 );
		}
		return $minutes > 0 ? $minutes : self::DEFAULT_DURATION;
	}

	/**
	 * Whether a line needs stock that has yet to arrive.
	 *
	 * @since 0.3.0
	 *
	 * @param Product $product  Product.
	 * @param int     $quantity Units.
	 */
	public static function waits_for_stock( Product $product, int $quantity ): bool {
		if ( 'onbackorder' === $product->stock_status() ) {
			return true;
		}
		return $product->manages_stock() && $product->backorders_allowed() && $quantity > (int) $product->stock_quantity();
	}

	/**
	 * The parents of the variations among the lines' services, by id.
	 *
	 * @param list<array{product:Product,quantity:int}> $lines Lines.
	 * @return array<int,Product>
	 */
	private static function parents( array $lines ): array {
		$ids = array();
		foreach ( $lines as $line ) {
			if ( 'service' === $line['product']->kind() && $line['product']->parent_id() && ! (int) ( $line['product']->specs()['duration_minutes'] ?? 0 ) ) {
				$ids[] = $line['product']->parent_id();
			}
		}
		return $ids ? ( new ProductRepository() )->get_many( array_values( array_unique( $ids ) ), false ) : array();
	}
}
